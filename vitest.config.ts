import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { Reporter } from 'vitest/reporters';

/**
 * In CI, after the run: each project's files and the worker time they took (setting up, importing,
 * running). The projects share the workers, so these add up to about the workers times the run.
 */
const projectTimes: Reporter = {
  onTestRunEnd(testModules) {
    const projects = new Map<string, { files: number; ms: number }>();
    for (const testModule of testModules) {
      const d = testModule.diagnostic();
      const project = projects.get(testModule.project.name) ?? { files: 0, ms: 0 };
      project.files += 1;
      project.ms += d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
      project.ms += d.collectDuration + d.duration;
      projects.set(testModule.project.name, project);
    }
    console.log('\nWorker seconds per project');
    for (const [name, { files, ms }] of projects) {
      console.log(
        `  ${name.padEnd(14)} ${String(files).padStart(4)} files ${(ms / 1000).toFixed(1).padStart(8)} s`,
      );
    }
  },
};

export default defineConfig({
  test: {
    // apps/server is two projects: `server`, and `server-mocks` for its files that mock modules;
    // apps/web two too: `web`, and `web-isolated` for its files that need modules of their own.
    projects: [
      'packages/shared',
      'apps/server',
      'apps/server/vitest.mocks.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine a single worker,
    // every file one after the other. Two there ran the server suite about a quarter faster.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: process.env.CI ? ['default', projectTimes] : ['default'],
  },
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { filesThatMockModules, filesThatOpenADatabase, serverProject } from './vitest.config.ts';

/**
 * `npm run test:pg`: the server's test files that can open a database, again, on the PostgreSQL
 * of DATABASE_URL; files that mock modules stay isolated, as in vitest.mocks.config.ts.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    projects: [
      serverProject({
        name: 'server',
        include: filesThatOpenADatabase.filter((file) => !filesThatMockModules.includes(file)),
        isolate: false,
      }),
      serverProject({
        name: 'server-mocks',
        include: filesThatOpenADatabase.filter((file) => filesThatMockModules.includes(file)),
        isolate: true,
      }),
    ],
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

/** The same import aliases as tsconfig.json's `paths`. */
const folder = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/**
 * The test files that mock modules (`vi.mock`, `vi.doMock`). Project `server` runs its files
 * without isolation: they share their worker's modules (PGlite's compiled WebAssembly, the app's
 * module graph) instead of importing them again, for about half the time. A mock needs modules of
 * its own, so these files run in project `server-mocks` (vitest.mocks.config.ts), isolated.
 */
export const filesThatMockModules = readdirSync(folder('src'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(folder(file), 'utf8')));

export function serverProject(test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}) {
  return defineProject({
    resolve: { alias: { '@': folder('src'), '@test': folder('test') } },
    test: {
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...test,
    },
  });
}

// Each file still builds its own apps on its own database copy; the server keeps no state in
// modules that one file could leave to the next (a few SDKs loaded once, the password-work limit).
export default serverProject({
  name: 'server',
  include: ['src/**/*.test.ts'],
  exclude: [...configDefaults.exclude, ...filesThatMockModules],
  isolate: false,
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

/** The same import aliases as tsconfig.json's `paths`. */
const folder = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

const testFiles = readdirSync(folder('src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file}`);

/** The files of test/ whose code `file` imports (`@test/name`, or `./name` inside test/). */
const testHelpersOf = (file: string) =>
  [
    ...readFileSync(folder(file), 'utf8').matchAll(
      /^import (?!type\b)[^;]*? from '(?:@test|\.)\/([\w-]+)(?:\.ts)?'/gm,
    ),
  ].map(([, name]) => `test/${name}.ts`);

/** The helpers in test/ that can open a test database, themselves or through another helper. */
function helpersThatOpenADatabase(): Set<string> {
  const opening = new Set(['test/test-database.ts']);
  const helpers = readdirSync(folder('test'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `test/${file}`);
  for (let grew = true; grew; ) {
    grew = false;
    for (const helper of helpers) {
      if (!opening.has(helper) && testHelpersOf(helper).some((name) => opening.has(name))) {
        opening.add(helper);
        grew = true;
      }
    }
  }
  return opening;
}

/**
 * The test files that can open a test database (test/test-database.ts, through any helper).
 * `npm run test:pg` runs only these again on PostgreSQL (vitest.pg.config.ts): the others never
 * meet it, so a second run would repeat them unchanged.
 */
const opening = helpersThatOpenADatabase();
export const filesThatOpenADatabase = testFiles.filter((file) =>
  testHelpersOf(file).some((name) => opening.has(name)),
);

/**
 * The test files that mock modules (`vi.mock`, `vi.doMock`). Project `server` runs its files
 * without isolation: they share their worker's modules (PGlite's compiled WebAssembly, the app's
 * module graph) instead of importing them again, for about half the time. A mock needs modules of
 * its own, so these files run in project `server-mocks` (vitest.mocks.config.ts), isolated.
 */
export const filesThatMockModules = testFiles.filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(folder(file), 'utf8')),
);

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

import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The donation page's script test renders pages with React's server renderer and then drives the
 * document without React; it left React's contexts marked as rendered by the server, and a client
 * render later in the same worker logged "Detected multiple renderers…". It runs with modules of
 * its own, in project `web-isolated` (vitest.isolated.config.ts).
 */
const ISOLATED_TEST_FILES = ['src/donate/donation-page-script.test.tsx'];

export function webProject({
  name,
  include,
  exclude,
  isolate,
}: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) {
  return mergeConfig(
    viteConfig({ command: 'serve', mode: 'test' }),
    defineConfig({
      root: fileURLToPath(new URL('.', import.meta.url)),
      test: {
        name,
        environment: 'jsdom',
        setupFiles: ['./src/test/setup.ts'],
        include,
        exclude,
        // Files share their worker's modules: Mantine, React and the icons load once a worker,
        // not once a file (docs/decisions/011-tests-on-two-cores.md). What modules hold between
        // files (the language, the stored token) the setup file resets after each test.
        pool: 'threads',
        isolate,
        // The wizard's tests type whole forms through jsdom: seconds each, and several times
        // that on a busy 2-core CI machine. A hung test still fails, after 20 s.
        testTimeout: 20_000,
      },
    }),
  );
}

export const isolatedWebProject = () =>
  webProject({ name: 'web-isolated', include: ISOLATED_TEST_FILES, exclude: [], isolate: true });

export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ISOLATED_TEST_FILES,
  isolate: false,
});

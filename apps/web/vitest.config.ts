import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Files share their worker's modules: Mantine, React and the icons load once a worker, not
      // once a file (docs/decisions/011-tests-on-two-cores.md). What modules hold between files
      // (the language, the stored token) the setup file resets after each test.
      pool: 'threads',
      isolate: false,
      // The wizard's tests type whole forms through jsdom: seconds each, and several times that
      // on a busy 2-core CI machine. A hung test still fails, after 20 s.
      testTimeout: 20_000,
    },
  }),
);

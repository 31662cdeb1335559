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
      // Each file keeps its own jsdom and modules (i18n, the API transport and others hold state
      // in modules); worker threads start them for less than forked processes do.
      pool: 'threads',
      // The wizard's tests type whole forms through jsdom: seconds each, and several times that
      // on a busy 2-core CI machine. A hung test still fails, after 20 s.
      testTimeout: 20_000,
    },
  }),
);

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const folder = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/**
 * The fault suite (`npm run test:faults`, docs/product/faults.md): the app against PostgreSQL
 * and Redis that the tests take away and bring back. Needs DATABASE_URL and REDIS_URL.
 */
export default defineConfig({
  resolve: { alias: { '@': folder('src'), '@test': folder('test') } },
  test: {
    name: 'faults',
    environment: 'node',
    root: folder('.'),
    include: ['faults/**/*.test.ts'],
    globalSetup: ['faults/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

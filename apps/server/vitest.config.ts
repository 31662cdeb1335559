import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** The same import aliases as tsconfig.json's `paths`. */
const folder = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export default defineProject({
  resolve: { alias: { '@': folder('src'), '@test': folder('test') } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

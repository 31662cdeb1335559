import { rm } from 'node:fs/promises';
import { preparePgliteTemplate, prepareTemplateDatabase } from './test-database.ts';

/**
 * Migrates and seeds one template database; each test file then starts from a copy of it. Both
 * server projects (`server`, `server-mocks`) name this file: the second finds the template made.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.GIVECROWD_TEST_TEMPLATE_READY) return async () => {};
  process.env.GIVECROWD_TEST_TEMPLATE_READY = 'true';
  const base = process.env.DATABASE_URL;
  if (base) {
    await prepareTemplateDatabase(base);
    return async () => {};
  }
  const file = await preparePgliteTemplate();
  process.env.GIVECROWD_PGLITE_TEMPLATE = file;
  return () => rm(file, { force: true });
}

import { prepareTemplateDatabase } from '@test/test-database.ts';

/** The fault suite needs the real services it takes away. */
export default async function setup(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base || !process.env.REDIS_URL) {
    throw new Error(
      'The fault suite needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis): see README, "Tests".',
    );
  }
  await prepareTemplateDatabase(base);
}

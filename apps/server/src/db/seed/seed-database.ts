import type { Database } from '@/db/client.ts';
import type { MediaStorage } from '@/modules/media/storage.ts';
import { type DemoDataSummary, seedDemoData } from './demo-data.ts';
import { type ReferenceDataSummary, seedReferenceData } from './reference-data.ts';

export type SeedSummary = { reference: ReferenceDataSummary; demo: DemoDataSummary | null };

/** Run at boot: reference data always, demo organizations and campaigns when asked. */
export async function seedDatabase({
  db,
  storage,
  demo,
}: {
  db: Database;
  storage: MediaStorage;
  demo: boolean;
}): Promise<SeedSummary> {
  const reference = await seedReferenceData(db);
  return { reference, demo: demo ? await seedDemoData({ db, storage }) : null };
}

import type { Database } from '@/db/client.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { type DemoDataSummary, seedDemoData } from './demo-data.ts';
import type { DemoPayments } from './demo-payments.ts';
import { seedDemoReviewer } from './demo-reviewer.ts';
import { type ReferenceDataSummary, seedReferenceData } from './reference-data.ts';

export type SeedSummary = {
  reference: ReferenceDataSummary;
  demo: DemoDataSummary | null;
  /** True when this boot created the demo reviewer's account. */
  demoReviewerCreated: boolean;
};

/**
 * Run at boot: reference data always, demo organizations and campaigns when asked, and the demo
 * reviewer's account when the config counts it (docs/product/verification.md#reviewers).
 */
export async function seedDatabase({
  db,
  storage,
  demo,
  demoPayments,
  demoReviewer = false,
}: {
  db: Database;
  storage: MediaStorage;
  demo: boolean;
  /** How demo organizations take gifts (docs/product/donations.md#demo-data). */
  demoPayments?: DemoPayments;
  demoReviewer?: boolean;
}): Promise<SeedSummary> {
  const reference = await seedReferenceData(db);
  return {
    reference,
    demo: demo
      ? await seedDemoData({ db, storage, ...(demoPayments ? { payments: demoPayments } : {}) })
      : null,
    demoReviewerCreated: demoReviewer ? await seedDemoReviewer(db) : false,
  };
}

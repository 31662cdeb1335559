import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@test/test-database.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client.ts';
import { organizations, sandboxAccounts } from '@/db/schema.ts';
import { createLocalMediaStorage } from '@/modules/media/index.ts';
import { giftReadiness, toOrganization } from '@/modules/organizations/index.ts';
import { seedDemoData } from './demo-data.ts';

let database: DatabaseHandle;
let mediaRoot: string;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'givecrowd-seed-'));
  await seedDemoData({
    db: database.db,
    storage: createLocalMediaStorage(mediaRoot),
    payments: { bankAccountKey: randomBytes(32), sandboxInIndia: true, sandboxElsewhere: true },
  });
});

afterAll(async () => {
  await database?.close();
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

describe('demo organizations on a sandbox start', () => {
  it('take gifts at once: a demo bank account in India, an onboarded sandbox account elsewhere', async () => {
    const rows = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.status, 'approved'));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(giftReadiness(toOrganization(row)).takesGifts, row.slug).toBe(true);
      if (row.countryCode === 'IN') {
        expect(String(row.data.account_number)).toMatch(/^v1:/);
      } else {
        expect(row.paymentProvider).toBe('sandbox');
        const [account] = await database.db
          .select()
          .from(sandboxAccounts)
          .where(eq(sandboxAccounts.id, String(row.paymentAccountId)));
        expect(account?.onboardedAt).not.toBeNull();
      }
    }
  });
});

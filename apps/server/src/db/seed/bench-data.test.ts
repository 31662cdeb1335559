import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@test/test-database.ts';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client.ts';
import { campaigns, organizations } from '@/db/schema.ts';
import { createLocalMediaStorage, type MediaStorage } from '@/modules/media/index.ts';
import { BENCH_PREFIX, seedBenchData } from './bench-data.ts';

const now = new Date('2025-03-01T12:00:00Z');

let database: DatabaseHandle;
let mediaRoot: string;
let storage: MediaStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'givecrowd-bench-'));
  storage = createLocalMediaStorage(mediaRoot);
});

afterAll(async () => {
  await database?.close();
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

async function countBench(table: typeof campaigns | typeof organizations): Promise<number> {
  const [row] = await database.db
    .select({ total: count() })
    .from(table)
    .where(like(table.slug, `${BENCH_PREFIX}%`));
  return row?.total ?? 0;
}

describe('seedBenchData', () => {
  it('adds campaigns in batches over 200 bench organizations', async () => {
    const progress: number[] = [];
    const summary = await seedBenchData({
      db: database.db,
      storage,
      total: 2_500,
      batchSize: 1_000,
      now,
      onProgress: ({ inserted }) => progress.push(inserted),
    });
    expect(summary).toEqual({ organizations: 200, campaignsAdded: 2_500 });
    expect(progress).toEqual([1_000, 2_000, 2_500]);
    expect(await countBench(organizations)).toBe(200);
    expect(await countBench(campaigns)).toBe(2_500);
  });

  it('skips what is there and resumes up to a larger total', async () => {
    const again = await seedBenchData({ db: database.db, storage, total: 2_500, now });
    expect(again.campaignsAdded).toBe(0);
    const more = await seedBenchData({ db: database.db, storage, total: 3_000, now });
    expect(more.campaignsAdded).toBe(500);
    expect(await countBench(organizations)).toBe(200);
    expect(await countBench(campaigns)).toBe(3_000);
  });
});

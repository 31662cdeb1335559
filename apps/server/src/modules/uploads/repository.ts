import type { UploadPurpose } from '@givecrowd/shared/constants';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { uploads } from '@/db/schema.ts';

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Database, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** Whether `ownerId` uploaded the object at `key`: drafts may only reference their owner's uploads. */
export async function isUploadOwnedBy({
  db,
  key,
  ownerId,
}: {
  db: Database;
  key: string;
  ownerId: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}

/** Whether `ownerId` uploaded the object at `key` for this purpose. */
export async function isOwnUploadFor(
  db: DbExecutor,
  { key, ownerId, purpose }: { key: string; ownerId: string; purpose: UploadPurpose },
): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose)))
    .limit(1);
  return row !== undefined;
}

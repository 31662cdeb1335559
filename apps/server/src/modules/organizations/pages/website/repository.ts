import type { UploadPurpose } from '@givecrowd/shared/constants';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { uploads } from '@/db/schema.ts';

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

import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { countOpenDrafts, lockOwnerDrafts } from './repository.ts';

/**
 * A hint for clients that retry on 429: the count only falls when one of the drafts is submitted,
 * which no clock decides.
 */
const RETRY_AFTER_SECONDS = 3600;

/**
 * 429 when the owner already has `maxOpenDrafts` (OPEN_DRAFTS_PER_USER) drafts open. Takes the owner's draft lock
 * first, inside the creating transaction, so parallel creations are counted one after another.
 */
export async function assertOpenDraftQuota({
  tx,
  ownerId,
  maxOpenDrafts,
}: {
  tx: DbExecutor;
  ownerId: string;
  maxOpenDrafts: number;
}): Promise<void> {
  await lockOwnerDrafts(tx, ownerId);
  if ((await countOpenDrafts(tx, ownerId)) >= maxOpenDrafts) {
    throw new AppError('rate_limited', DRAFT_MESSAGES.tooManyOpenDrafts(maxOpenDrafts), {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
}

import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { formatReceiptNumber } from '@givecrowd/shared/organization/draft-api';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { loadOwnDraft } from './load-own-draft.ts';
import { peekNextOrganizationNumber } from './repository.ts';

/**
 * The first receipt number an organization would issue this year: its own number when the
 * owner names their draft, otherwise the number the next draft will get (a preview).
 */
export async function describeReceiptNumber({
  db,
  ownerId,
  slug,
  prefix,
  now,
}: {
  db: DbExecutor;
  ownerId: string | null;
  slug: string | undefined;
  prefix: string;
  now: Date;
}) {
  let unique: number;
  if (slug === undefined) {
    unique = await peekNextOrganizationNumber(db);
  } else {
    if (!ownerId) throw new AppError('unauthorized', API_MESSAGES.loginRequired);
    unique = (await loadOwnDraft({ db, ownerId, slug })).number;
  }
  const parts = { prefix, unique, year: now.getUTCFullYear() };
  return { ...parts, next: formatReceiptNumber(parts) };
}

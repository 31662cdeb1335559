import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { draftSlugCandidates } from './draft-slug.ts';
import { assertOpenDraftQuota } from './open-draft-quota.ts';
import { type DraftColumns, insertDraft, type Organization } from './repository.ts';

/**
 * Creates the owner's draft with its first saved page, unless they already have the most open
 * drafts allowed (429). Its slug comes from the name; when another draft holds it, a suffixed one
 * is tried.
 */
export async function createDraft({
  db,
  ownerId,
  page,
  changes,
  columns,
  maxOpenDrafts,
}: {
  db: Database;
  ownerId: string;
  page: number;
  changes: Record<string, unknown>;
  columns: DraftColumns & { name: string };
  maxOpenDrafts: number;
}): Promise<Organization> {
  return db.transaction(async (tx) => {
    await assertOpenDraftQuota({ tx, ownerId, maxOpenDrafts });
    for (const slug of draftSlugCandidates(columns.name)) {
      const row = await insertDraft(tx, {
        slug,
        ownerId,
        status: 'draft',
        progressPage: page,
        ...columns,
        data: changes,
      });
      if (row) return row;
    }
    throw new AppError('conflict', DRAFT_MESSAGES.slugExhausted);
  });
}

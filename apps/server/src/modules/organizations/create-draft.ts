import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { draftSlugCandidates } from './draft-slug.ts';
import { type DraftColumns, insertDraft, type OrganizationRow } from './repository.ts';

/**
 * Creates the owner's draft with its first saved page. Its slug comes from the name; when another
 * draft holds it, a suffixed one is tried.
 */
export async function createDraft({
  db,
  ownerId,
  page,
  changes,
  columns,
}: {
  db: DbExecutor;
  ownerId: string;
  page: number;
  changes: Record<string, unknown>;
  columns: DraftColumns & { name: string };
}): Promise<OrganizationRow> {
  for (const slug of draftSlugCandidates(columns.name)) {
    const row = await insertDraft(db, {
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
}

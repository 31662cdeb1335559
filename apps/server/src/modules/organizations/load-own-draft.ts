import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { invariantFound } from '@/lib/errors.ts';
import { findOwnedOrganization, type Organization } from './repository.ts';

/** The owner's draft named by slug; someone else's answers 404, as a missing one does. */
export async function loadOwnDraft({
  db,
  ownerId,
  slug,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string;
}): Promise<Organization> {
  return invariantFound(
    await findOwnedOrganization(db, { slug, ownerId }),
    DRAFT_MESSAGES.notFound,
  );
}

import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import {
  type DraftColumns,
  findOwnedOrganization,
  type OrganizationRow,
  updateDraftAtVersion,
} from './repository.ts';

export type DraftPageUpdate = {
  /** An open transaction: the draft stays locked until it ends, so saves of one draft queue up. */
  tx: DbExecutor;
  ownerId: string;
  slug: string;
  /** The version the browser read (409 when another save came first); none applies after any. */
  version: number | undefined;
  /** The wizard page being saved; the draft's progress never goes back. */
  page: number;
  /** The page's fields, merged into the stored form. */
  changes: Record<string, unknown>;
  /** The key columns the page sets; a function decides them from the draft as stored. */
  columns?: DraftColumns | ((current: OrganizationRow) => Promise<DraftColumns>);
};

/**
 * Saves one wizard page into the owner's draft (docs/product/wizard.md#saving-and-reloading): 404
 * for a draft that is missing or someone else's, 409 when it is no longer a draft or `version`
 * is stale; otherwise merges the changes and bumps the version. Columns decided by a function are
 * decided after those checks, so someone else's draft never reaches the page's own rules.
 */
export async function updateDraftPage({
  tx,
  ownerId,
  slug,
  version,
  page,
  changes,
  columns,
}: DraftPageUpdate): Promise<OrganizationRow> {
  const row = invariantFound(
    await findOwnedOrganization(tx, { slug, ownerId, forUpdate: true }),
    DRAFT_MESSAGES.notFound,
  );
  if (row.status !== 'draft') throw new AppError('conflict', DRAFT_MESSAGES.notDraft);
  if (version !== undefined && version !== row.version) {
    throw new AppError('conflict', DRAFT_MESSAGES.staleVersion);
  }
  const updated = await updateDraftAtVersion(tx, {
    id: row.id,
    version: row.version,
    changes: {
      ...(typeof columns === 'function' ? await columns(row) : columns),
      data: { ...row.data, ...changes },
      progressPage: Math.max(row.progressPage, page),
    },
  });
  if (!updated) throw new AppError('conflict', DRAFT_MESSAGES.staleVersion);
  return updated;
}

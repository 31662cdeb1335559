import { isDeepStrictEqual } from 'node:util';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { isEditableInWizard } from '@givecrowd/shared/organization/organization-status';
import { BANK_ACCOUNTS, bankAccountField } from '@givecrowd/shared/payments/payments-form';
import { changeableFields, REVIEWABLE_FIELDS } from '@givecrowd/shared/review/review-fields';
import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { readWizardForm } from './read-wizard-form.ts';
import {
  type DraftColumns,
  findRequestedFields,
  lockOwnedDraftRow,
  type Organization,
  type OrganizationRow,
  toOrganization,
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
  columns?: DraftColumns | ((current: Organization) => Promise<DraftColumns>);
  /** Opens the stored account numbers, to compare a save with what is stored. */
  bankAccountKey: Buffer;
};

/**
 * Whether an organization's form may be saved: a draft, or one that needs information
 * (docs/product/verification.md#needs-information).
 */
export const isEditable = (status: OrganizationRow['status']) => isEditableInWizard(status);

/** The account number re-entries: never stored, they read back as their numbers. */
const RE_ENTRY_FIELDS: ReadonlySet<string> = new Set(
  BANK_ACCOUNTS.map(({ prefix }) => bankAccountField(prefix, 're_account_number')),
);

/**
 * While the organization needs information, a save may change only the fields the reviewer asked
 * about (and those that change with them): any other field that would differ from what is
 * stored answers 409, naming each, and nothing is saved.
 */
async function assertOnlyRequestedChanges({
  tx,
  row,
  changes,
  bankAccountKey,
}: {
  tx: DbExecutor;
  row: OrganizationRow;
  changes: Record<string, unknown>;
  bankAccountKey: Buffer;
}): Promise<void> {
  const requested = await findRequestedFields(tx, row.id);
  const allowed = changeableFields(requested.map(({ field }) => field));
  const before = readWizardForm(row.data, bankAccountKey);
  const after = readWizardForm({ ...row.data, ...changes }, bankAccountKey);
  const message = REVIEW_MESSAGES.onlyRequestedFields;
  const errors = REVIEWABLE_FIELDS.filter(
    (field) =>
      !allowed.has(field) &&
      !RE_ENTRY_FIELDS.has(field) &&
      !isDeepStrictEqual(before[field], after[field]),
  ).map((field) => ({ field, message }));
  if (errors.length > 0) throw new AppError('conflict', message, { errors });
}

/**
 * Saves one wizard page into the owner's draft (docs/product/wizard.md#saving-and-reloading): 404
 * for a draft that is missing or someone else's, 409 when it can no longer be changed (submitted
 * and not sent back for information), when it needs information and the save changes a field
 * that was not asked about, or when `version` is stale; otherwise merges the changes and bumps the
 * version. Columns decided by a function are decided after those checks, so someone else's draft
 * never reaches the page's own rules.
 */
export async function updateDraftPage({
  tx,
  ownerId,
  slug,
  version,
  page,
  changes,
  columns,
  bankAccountKey,
}: DraftPageUpdate): Promise<Organization> {
  const row = invariantFound(
    await lockOwnedDraftRow(tx, { slug, ownerId }),
    DRAFT_MESSAGES.notFound,
  );
  if (!isEditable(row.status)) throw new AppError('conflict', DRAFT_MESSAGES.notDraft);
  if (version !== undefined && version !== row.version) {
    throw new AppError('conflict', DRAFT_MESSAGES.staleVersion);
  }
  if (row.status === 'needs_information') {
    await assertOnlyRequestedChanges({ tx, row, changes, bankAccountKey });
  }
  const updated = await updateDraftAtVersion(tx, {
    id: row.id,
    version: row.version,
    changes: {
      ...(typeof columns === 'function' ? await columns(toOrganization(row)) : columns),
      data: { ...row.data, ...changes },
      progressPage: Math.max(row.progressPage, page),
    },
  });
  if (!updated) throw new AppError('conflict', DRAFT_MESSAGES.staleVersion);
  return updated;
}

import { createHash } from 'node:crypto';
import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import type {
  ChangeSinceRequest,
  OrganizationReviewState,
  RecordedRequestedField,
  ReviewOrganization,
  StatusChange,
} from '@givecrowd/shared/review/review-api';
import { REVIEWABLE_FIELDS } from '@givecrowd/shared/review/review-fields';
import { isPrivateMediaKey } from '@givecrowd/shared/uploads/upload-visibility';
import type { DbExecutor } from '@/db/executor.ts';
import type { App } from '@/lib/fastify-types.ts';
import { findDraftSignature } from '@/modules/agreements/index.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import {
  findRequestedFields,
  isPlanWaived,
  listStatusChanges,
  organizationDocumentsOf,
  type StatusChangeRow,
  storedPricingPlan,
  toDraftOrganization,
} from '@/modules/organizations/index.ts';
import { sitePreviewSigner } from '@/modules/preview/index.ts';
import { createPrivateLink, privateLinkDeps } from '@/modules/uploads/index.ts';
import { expiriesOf, utcDay } from './expiries.ts';

function toStatusChange(row: StatusChangeRow): StatusChange {
  return {
    from: row.fromStatus,
    to: row.toStatus,
    grant: row.grantStatus,
    note: row.note,
    fields: row.fields,
    actor: row.actorRole,
    created_at: row.createdAt.toISOString(),
    ...(row.settingsEvent && {
      settings: { event: row.settingsEvent, fields: row.changedFields },
    }),
  };
}

/** The fields asked about while the organization needs information; none otherwise. */
const requestedFieldsOf = (db: DbExecutor, row: Organization) =>
  row.status === 'needs_information' ? findRequestedFields(db, row.id) : Promise.resolve([]);

/**
 * `GET /api/organization/{slug}/review`: where the owner's organization stands
 * (docs/product/verification.md#the-calls) — its status and grant status, the fields to fix with
 * their notes, every change with its note, and the expiries the watch follows.
 */
export async function toReviewState(app: App, row: Organization): Promise<OrganizationReviewState> {
  return {
    slug: row.slug,
    status: row.status,
    grant_status: row.grantStatus,
    requested_fields: await requestedFieldsOf(app.db, row),
    timeline: (await listStatusChanges(app.db, row.id)).map(toStatusChange),
    expiries: expiriesOf(row, utcDay(app.clock())),
  };
}

/** The signed agreement of the organization, its PDF hashed again to check it is the one signed. */
async function agreementOf(app: App, row: Organization): Promise<ReviewOrganization['agreement']> {
  const signature = await findDraftSignature(app.db, {
    organization: row,
    version: AGREEMENT_VERSION,
  });
  if (!signature) return null;
  const pdf = await app.storage.get(signature.pdfKey);
  const { link } = await createPrivateLink({ ...privateLinkDeps(app), key: signature.pdfKey });
  return {
    link,
    signer_name: signature.signerName,
    signed_at: signature.signedAt.toISOString(),
    sha256: signature.sha256,
    hash_matches:
      pdf !== null && createHash('sha256').update(pdf).digest('hex') === signature.sha256,
  };
}

/** Every private file the form names (signature, cheques), through a short-lived signed link. */
async function filesOf(app: App, row: Organization): Promise<ReviewOrganization['files']> {
  const files: ReviewOrganization['files'] = [];
  for (const field of REVIEWABLE_FIELDS) {
    const key = row.form[field];
    if (typeof key !== 'string' || !isPrivateMediaKey(key)) continue;
    const { link } = await createPrivateLink({ ...privateLinkDeps(app), key });
    files.push({ field, url: link });
  }
  return files;
}

/**
 * `GET /api/admin/organizations/{slug}`: everything a reviewer needs to decide
 * (docs/product/verification.md#the-calls). Every field of every step with the bank account
 * numbers masked, the private files, the documents and the signed agreement through signed links, the payment
 * state, the fields asked about, the history and the expiries.
 */
export async function toReviewOrganization(
  app: App,
  row: Organization,
): Promise<ReviewOrganization> {
  const planWaived = row.ownerId
    ? await isPlanWaived({
        db: app.db,
        ownerId: row.ownerId,
        planBypassEmails: app.config.planBypassEmails,
      })
    : false;
  const organization = toDraftOrganization({
    row,
    sites: app.config,
    bankAccountKey: app.config.bankAccountKey,
    planWaived,
    preview: sitePreviewSigner(app),
    maskAccountNumbers: true,
  });
  const documents = await organizationDocumentsOf(app, row);
  return {
    organization,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    grant_status: row.grantStatus,
    files: await filesOf(app, row),
    documents: documents.documents,
    missing_documents: documents.missing,
    agreement: await agreementOf(app, row),
    payment: {
      provider: row.paymentProvider,
      account_id: row.paymentAccountId,
      onboarded: row.paymentOnboarded,
      plan: storedPricingPlan(row.pricingPlan),
    },
    requested_fields: await requestedFieldsOf(app.db, row),
    changes_since_request: await changesSinceRequest(app.db, row, organization),
    history: (await listStatusChanges(app.db, row.id)).map(toStatusChange),
    expiries: expiriesOf(row, utcDay(app.clock())),
  };
}

/**
 * Once resubmitted, and while in review after that: each field of the last request whose value
 * was kept when asked, then and now as the reviewer reads it (docs/product/verification.md#what-changed).
 */
async function changesSinceRequest(
  db: DbExecutor,
  row: Organization,
  shown: Record<string, unknown>,
): Promise<ChangeSinceRequest[]> {
  if (row.status !== 'resubmitted' && row.status !== 'in_review') return [];
  const asked: RecordedRequestedField[] = await findRequestedFields(db, row.id);
  return asked.flatMap(({ field, note, was }) => {
    const now = shown[field];
    return was !== undefined && (typeof now === 'string' || typeof now === 'boolean')
      ? [{ field, note, old: was, new: now }]
      : [];
  });
}

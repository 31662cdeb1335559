import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import type { OrganizationHost } from '@givecrowd/shared/organization/domain-api';
import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { PaymentProviderName, PricingPlanData } from '@givecrowd/shared/payments/payments-api';
import type { RecordedRequestedField, ReviewQueueQuery } from '@givecrowd/shared/review/review-api';
import { AWAITING_REVIEW_STATUSES, type GrantStatus } from '@givecrowd/shared/review/review-moves';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { organizationStatusChanges, organizations } from '@/db/schema.ts';
import { announcePublicChange } from '@/modules/public-content/index.ts';
import { readStoredForm, type StoredForm } from './read-wizard-form.ts';

/*
 * The organizations table and its status log are written here and nowhere else
 * (docs/decisions/009-one-owner-per-table.md). Every write is a named command below.
 *
 * Version policy: `version` guards the owner's wizard form against a stale save. Only a page save
 * (`updateDraftAtVersion`) changes the form the browser holds, so only it moves the version; every
 * other command (a plan bought, a payment account attached or onboarded, the agreement signed, a
 * subdomain given, an own domain verified, a status moved) leaves it as it is, so the wizard's
 * next save is never refused because of them.
 *
 * What visitors see: a command that changes a public organization (a page save, a subdomain, an
 * own domain), or moves one into or out of public, announces it in the same transaction, so every
 * node's public caches are emptied when it commits (docs/decisions/010-many-nodes.md#caches).
 */

/** Announces the change when visitors see the organization (`announcePublicChange`). */
async function announceIfPublic(db: DbExecutor, row: { status: OrganizationStatus } | undefined) {
  if (row && isPublicOrganization(row.status)) await announcePublicChange(db);
}

/** The table's row as stored: only this module reads `data` as it is. */
export type OrganizationRow = typeof organizations.$inferSelect;
type NewDraft = typeof organizations.$inferInsert;

/**
 * An organization as every reader gets it: the key columns, and its stored form parsed once
 * (every step; the bank account numbers still sealed, docs/product/wizard.md#bank-accounts-at-rest).
 */
export type Organization = Omit<OrganizationRow, 'data'> & { form: StoredForm };

export function toOrganization({ data, ...columns }: OrganizationRow): Organization {
  return { ...columns, form: readStoredForm(data) };
}

/** The columns kept beside the JSON form, for lists and lookups; a page sets those it owns. */
export type DraftColumns = Partial<
  Pick<
    OrganizationRow,
    | 'name'
    | 'countryCode'
    | 'organizationType'
    | 'logo'
    | 'subdomain'
    | 'customDomain'
    | 'pendingDomain'
    | 'domainToken'
  >
>;
type DraftChanges = DraftColumns & Pick<OrganizationRow, 'data' | 'progressPage'>;

export type StatusChangeRow = typeof organizationStatusChanges.$inferSelect;
type NewStatusChange = typeof organizationStatusChanges.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

async function findOne(
  db: DbExecutor,
  where: SQL | undefined,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<Organization | undefined> {
  const query = db.select().from(organizations).where(where).limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row && toOrganization(row);
}

// Reads

/**
 * The owner's draft row with this slug, as stored, locked until the transaction ends so saves of
 * one draft queue up; someone else's reads as missing. For the page save alone, which merges into
 * the stored data.
 */
export async function lockOwnedDraftRow(
  tx: DbExecutor,
  { slug, ownerId }: { slug: string; ownerId: string },
): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.ownerId, ownerId)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The owner's organization with this slug; someone else's reads as missing. `forUpdate` locks the
 * row until the transaction ends.
 */
export function findOwnedOrganization(
  db: DbExecutor,
  { slug, ownerId, forUpdate = false }: { slug: string; ownerId: string; forUpdate?: boolean },
): Promise<Organization | undefined> {
  return findOne(db, and(eq(organizations.slug, slug), eq(organizations.ownerId, ownerId)), {
    forUpdate,
  });
}

/** The organization with this slug, whoever owns it; `forUpdate` locks it until the transaction ends. */
export function findOrganizationBySlug(
  db: DbExecutor,
  { slug, forUpdate = false }: { slug: string; forUpdate?: boolean },
): Promise<Organization | undefined> {
  return findOne(db, eq(organizations.slug, slug), { forUpdate });
}

export function findOrganizationById(
  db: DbExecutor,
  id: string,
): Promise<Organization | undefined> {
  return findOne(db, eq(organizations.id, id));
}

/**
 * What a receipt's number takes from its organization, as columns another module's query selects
 * beside its own rows (a gift's confirmation reads them with the gift it locks): the unique number,
 * the country (whose financial year the number names) and the receipt prefix as the form keeps it
 * (null until given; docs/product/donations.md#receipts).
 */
export const receiptIssuerColumns = {
  organizationNumber: organizations.number,
  countryCode: organizations.countryCode,
  receiptPrefix: sql<
    string | null
  >`${organizations.data}->>${'organization_donation_receipt_number' satisfies keyof StoredForm}`,
};

/** The organization's row, locked until the transaction ends. */
export function lockOrganization(tx: DbExecutor, id: string): Promise<Organization | undefined> {
  return findOne(tx, eq(organizations.id, id), { forUpdate: true });
}

/** The organization holding this provider account; `ownerId` narrows it to the caller's. */
export function findOrganizationByAccount(
  db: DbExecutor,
  { accountId, ownerId }: { accountId: string; ownerId?: string },
): Promise<Organization | undefined> {
  return findOne(
    db,
    and(
      eq(organizations.paymentAccountId, accountId),
      ownerId === undefined ? undefined : eq(organizations.ownerId, ownerId),
    ),
  );
}

/** The organization whose site is at this subdomain or custom domain. */
export function findOrganizationByHost(
  db: DbExecutor,
  host: OrganizationHost,
): Promise<Organization | undefined> {
  return findOne(
    db,
    'subdomain' in host
      ? eq(organizations.subdomain, host.subdomain)
      : eq(organizations.customDomain, host.customDomain),
  );
}

/** Serialises one owner's draft creations (advisory lock, released with the transaction). */
export async function lockOwnerDrafts(db: DbExecutor, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`drafts:${ownerId}`}))`);
}

/** How many of the owner's organizations are still drafts. */
export async function countOpenDrafts(db: DbExecutor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(organizations)
    .where(and(eq(organizations.ownerId, ownerId), eq(organizations.status, 'draft')));
  return row?.open ?? 0;
}

/**
 * The number the next organization will get, for the receipt example shown before a draft
 * exists. It is a preview: another draft may take it first.
 */
export async function peekNextOrganizationNumber(db: DbExecutor): Promise<number> {
  const result = await db.execute<{ next: string | number }>(
    sql`select case when is_called then last_value + 1 else last_value end as next from organizations_number_seq`,
  );
  // bigint arrives as a string from node-postgres.
  return Number(result.rows[0]?.next ?? 1);
}

/**
 * Whether another organization has this domain verified. A domain another organization only
 * waits for does not count: its TXT record, not who typed it first, decides
 * (docs/product/site-addresses.md#who-gets-a-domain).
 */
export async function isDomainVerifiedByOther(
  db: DbExecutor,
  { domain, organizationId }: { domain: string; organizationId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.customDomain, domain), ne(organizations.id, organizationId)))
    .limit(1);
  return row !== undefined;
}

/** The subdomains among `candidates` that organizations already have (as committed now). */
export async function findTakenSubdomains(
  db: DbExecutor,
  candidates: string[],
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ subdomain: organizations.subdomain })
    .from(organizations)
    .where(inArray(organizations.subdomain, candidates));
  return new Set(rows.map((row) => row.subdomain ?? ''));
}

/**
 * Organizations waiting for a reviewer (AWAITING_REVIEW_STATUSES), oldest (re)submission first,
 * narrowed by the queue's filters (docs/product/verification.md#the-calls).
 */
export async function listAwaitingReview(
  db: DbExecutor,
  { query, now }: { query: ReviewQueueQuery; now: Date },
): Promise<Organization[]> {
  const isGrantProgram = sql`coalesce((${organizations.data} ->> 'is_grant_program')::boolean, false)`;
  const filters = [
    inArray(organizations.status, [...AWAITING_REVIEW_STATUSES]),
    query.country === undefined ? undefined : eq(organizations.countryCode, query.country),
    query.type === undefined ? undefined : eq(organizations.organizationType, query.type),
    query.program === undefined
      ? undefined
      : query.program === 'grant'
        ? sql`${isGrantProgram}`
        : sql`not ${isGrantProgram}`,
    query.min_age_days === undefined
      ? undefined
      : lte(organizations.submittedAt, new Date(now.getTime() - query.min_age_days * DAY_MS)),
  ];
  const rows = await db
    .select()
    .from(organizations)
    .where(and(...filters))
    .orderBy(asc(organizations.submittedAt), asc(organizations.id));
  return rows.map(toOrganization);
}

/**
 * Organizations whose registrations the expiry watch follows: in India, past the draft and not
 * rejected, with a tax exemption or an FCRA registration.
 */
export async function listWatchedOrganizations(db: DbExecutor): Promise<Organization[]> {
  const rows = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.countryCode, INDIA_COUNTRY_CODE),
        notInArray(organizations.status, ['draft', 'rejected']),
        or(
          sql`${organizations.data} @> '{"organization_is_tax_exemption": true}'::jsonb`,
          sql`${organizations.data} @> '{"organization_fcra_check": true}'::jsonb`,
        ),
      ),
    )
    .orderBy(asc(organizations.id));
  return rows.map(toOrganization);
}

/*
 * Status changes are only ever inserted and read: the log is append-only
 * (docs/product/verification.md#audit).
 */

/** Every change of the organization, oldest first. */
export async function listStatusChanges(
  db: DbExecutor,
  organizationId: string,
): Promise<StatusChangeRow[]> {
  return db
    .select()
    .from(organizationStatusChanges)
    .where(eq(organizationStatusChanges.organizationId, organizationId))
    .orderBy(asc(organizationStatusChanges.id));
}

/** The fields the latest request for information named (none when there was none). */
export async function findRequestedFields(
  db: DbExecutor,
  organizationId: string,
): Promise<RecordedRequestedField[]> {
  const [row] = await db
    .select({ fields: organizationStatusChanges.fields })
    .from(organizationStatusChanges)
    .where(
      and(
        eq(organizationStatusChanges.organizationId, organizationId),
        eq(organizationStatusChanges.toStatus, 'needs_information'),
      ),
    )
    .orderBy(desc(organizationStatusChanges.id))
    .limit(1);
  return row?.fields ?? [];
}

// Commands

/** Inserts the draft; undefined when its slug is taken (one statement, so one transaction). */
export async function insertDraft(
  db: DbExecutor,
  draft: NewDraft,
): Promise<Organization | undefined> {
  const [row] = await db
    .insert(organizations)
    .values(draft)
    .onConflictDoNothing({ target: organizations.slug })
    .returning();
  return row && toOrganization(row);
}

/**
 * A page save: writes the changes if the row is still at `version`, and moves the version;
 * undefined when another save came first.
 */
export async function updateDraftAtVersion(
  db: DbExecutor,
  { id, version, changes }: { id: string; version: number; changes: DraftChanges },
): Promise<Organization | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...changes, version: sql`${organizations.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(organizations.id, id), eq(organizations.version, version)))
    .returning();
  await announceIfPublic(db, row);
  return row && toOrganization(row);
}

/**
 * The plan or verification donation a checkout bought, from the provider's verified confirmation
 * (docs/product/payments.md#checkout).
 */
export async function recordPlanPurchase(
  tx: DbExecutor,
  { organizationId, plan }: { organizationId: string; plan: PricingPlanData },
): Promise<void> {
  await tx
    .update(organizations)
    .set({ pricingPlan: plan, updatedAt: sql`now()` })
    .where(eq(organizations.id, organizationId));
}

/** The organization's donation account, new: not onboarded until its provider says so. */
export async function attachPaymentAccount(
  tx: DbExecutor,
  { id, provider, accountId }: { id: string; provider: PaymentProviderName; accountId: string },
): Promise<void> {
  await tx
    .update(organizations)
    .set({ paymentProvider: provider, paymentAccountId: accountId, paymentOnboarded: false })
    .where(eq(organizations.id, id));
}

/** Whether the provider says the account's onboarding is done. */
export async function recordPaymentOnboarded(
  db: DbExecutor,
  { id, onboarded }: { id: string; onboarded: boolean },
): Promise<void> {
  await db
    .update(organizations)
    .set({ paymentOnboarded: onboarded })
    .where(eq(organizations.id, id));
}

/**
 * Shows the agreement signed on the draft's step 0: the consent given, with the signature's
 * record as its link. The wizard's next save derives the same two answers from the signature
 * again.
 */
export async function markAgreementSigned(
  db: DbExecutor,
  { organizationId, agreementLink }: { organizationId: string; agreementLink: string },
): Promise<void> {
  const answers = {
    grant_consent: true,
    is_agreement_signed: false,
    agreement_link: agreementLink,
  };
  await db
    .update(organizations)
    .set({
      data: sql`${organizations.data} || ${JSON.stringify(answers)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(organizations.id, organizationId));
}

/**
 * Gives the organization this subdomain unless it has one; throws the unique violation when
 * another organization holds it (or is about to: the statement waits for that transaction).
 */
export async function setSubdomainOnce(
  db: DbExecutor,
  { id, subdomain }: { id: string; subdomain: string },
): Promise<Organization | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ subdomain })
    .where(and(eq(organizations.id, id), isNull(organizations.subdomain)))
    .returning();
  await announceIfPublic(db, row);
  return row && toOrganization(row);
}

/**
 * The claimed domain becomes the verified one, which host lookups serve. Throws a unique
 * violation when another organization verified it first (custom_domain is unique).
 */
export async function markDomainVerified(
  db: DbExecutor,
  { id, domain }: { id: string; domain: string },
): Promise<Organization | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ customDomain: domain, pendingDomain: null, updatedAt: sql`now()` })
    .where(and(eq(organizations.id, id), eq(organizations.pendingDomain, domain)))
    .returning();
  await announceIfPublic(db, row);
  return row && toOrganization(row);
}

/**
 * Moves the organization's status (and grant status; `submittedAt` on a (re)submission) and
 * appends the change to its log, in the caller's transaction.
 */
export async function writeStatusChange(
  tx: DbExecutor,
  {
    change,
    grantStatus,
    submittedAt,
  }: {
    change: NewStatusChange & { toStatus: OrganizationStatus; createdAt: Date };
    grantStatus: GrantStatus | undefined;
    submittedAt: Date | undefined;
  },
): Promise<Organization> {
  const [row] = await tx
    .update(organizations)
    .set({
      status: change.toStatus,
      updatedAt: change.createdAt,
      ...(grantStatus === undefined ? {} : { grantStatus }),
      ...(submittedAt === undefined ? {} : { submittedAt }),
    })
    .where(eq(organizations.id, change.organizationId))
    .returning();
  if (!row) throw new Error('the organization whose status changes was not found');
  await tx.insert(organizationStatusChanges).values(change);
  const wasPublic = change.fromStatus != null && isPublicOrganization(change.fromStatus);
  if (wasPublic || isPublicOrganization(change.toStatus)) {
    await announcePublicChange(tx);
  }
  return toOrganization(row);
}

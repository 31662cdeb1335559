import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { RequestedField, ReviewQueueQuery } from '@givecrowd/shared/review/review-api';
import { AWAITING_REVIEW_STATUSES, type GrantStatus } from '@givecrowd/shared/review/review-moves';
import { and, asc, desc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { expiryReminders, organizationStatusChanges, organizations } from '@/db/schema.ts';
import type { OrganizationRow } from '@/modules/organizations/repository.ts';

/*
 * Status changes are only ever inserted and read here: the table is append-only
 * (docs/product/verification.md#audit).
 */

export type StatusChangeRow = typeof organizationStatusChanges.$inferSelect;
type NewStatusChange = typeof organizationStatusChanges.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The organization with this slug, whoever owns it; `forUpdate` locks it until the transaction ends. */
export async function findOrganizationBySlug(
  db: DbExecutor,
  { slug, forUpdate = false }: { slug: string; forUpdate?: boolean },
): Promise<OrganizationRow | undefined> {
  const query = db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Writes the organization's new status (and grant status); `submittedAt` on a (re)submission. */
export async function updateReviewState(
  db: DbExecutor,
  {
    id,
    status,
    grantStatus,
    submittedAt,
    now,
  }: {
    id: string;
    status: OrganizationStatus;
    grantStatus: GrantStatus | undefined;
    submittedAt: Date | undefined;
    now: Date;
  },
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({
      status,
      updatedAt: now,
      ...(grantStatus === undefined ? {} : { grantStatus }),
      ...(submittedAt === undefined ? {} : { submittedAt }),
    })
    .where(eq(organizations.id, id))
    .returning();
  if (!row) throw new Error('the organization whose status changes was not found');
  return row;
}

export async function insertStatusChange(db: DbExecutor, change: NewStatusChange): Promise<void> {
  await db.insert(organizationStatusChanges).values(change);
}

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
): Promise<RequestedField[]> {
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

/**
 * Organizations waiting for a reviewer (AWAITING_REVIEW_STATUSES), oldest (re)submission first,
 * narrowed by the queue's filters (docs/product/verification.md#the-calls).
 */
export async function listReviewQueue(
  db: DbExecutor,
  { query, now }: { query: ReviewQueueQuery; now: Date },
): Promise<OrganizationRow[]> {
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
  return db
    .select()
    .from(organizations)
    .where(and(...filters))
    .orderBy(asc(organizations.submittedAt), asc(organizations.id));
}

/**
 * Organizations whose registrations the expiry watch follows: in India, past the draft and not
 * rejected, with a tax exemption or an FCRA registration.
 */
export async function listWatchedOrganizations(db: DbExecutor): Promise<OrganizationRow[]> {
  return db
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
}

/** Records a reminder; false when it was recorded (and so sent) before. */
export async function insertReminderOnce(
  db: DbExecutor,
  reminder: typeof expiryReminders.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(expiryReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ organizationId: expiryReminders.organizationId });
  return inserted.length > 0;
}

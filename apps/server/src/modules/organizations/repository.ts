import type { OrganizationHost } from '@givecrowd/shared/organization/domain-api';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { organizations } from '@/db/schema.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewDraft = typeof organizations.$inferInsert;
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

/**
 * The owner's organization with this slug; someone else's reads as missing. `forUpdate` locks the
 * row until the transaction ends, so saves of one draft queue up.
 */
export async function findOwnedOrganization(
  db: DbExecutor,
  { slug, ownerId, forUpdate = false }: { slug: string; ownerId: string; forUpdate?: boolean },
): Promise<OrganizationRow | undefined> {
  const query = db
    .select()
    .from(organizations)
    .where(and(eq(organizations.slug, slug), eq(organizations.ownerId, ownerId)))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
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

/** Inserts the draft; undefined when its slug is taken (one statement, so one transaction). */
export async function insertDraft(
  db: DbExecutor,
  draft: NewDraft,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .insert(organizations)
    .values(draft)
    .onConflictDoNothing({ target: organizations.slug })
    .returning();
  return row;
}

/** Writes the changes if the row is still at `version`; undefined when another write came first. */
export async function updateDraftAtVersion(
  db: DbExecutor,
  { id, version, changes }: { id: string; version: number; changes: DraftChanges },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...changes, version: sql`${organizations.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(organizations.id, id), eq(organizations.version, version)))
    .returning();
  return row;
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

/** The organization whose site is at this subdomain or custom domain. */
export async function findOrganizationByHost(
  db: DbExecutor,
  host: OrganizationHost,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(
      'subdomain' in host
        ? eq(organizations.subdomain, host.subdomain)
        : eq(organizations.customDomain, host.customDomain),
    )
    .limit(1);
  return row;
}

import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { organizations } from '@/db/schema.ts';
import type { OrganizationRow } from '@/modules/organizations/repository.ts';

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

/**
 * The claimed domain becomes the verified one, which host lookups serve. Throws a unique
 * violation when another organization verified it first (custom_domain is unique).
 */
export async function markDomainVerified(
  db: DbExecutor,
  { id, domain }: { id: string; domain: string },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ customDomain: domain, pendingDomain: null, updatedAt: sql`now()` })
    .where(and(eq(organizations.id, id), eq(organizations.pendingDomain, domain)))
    .returning();
  return row;
}

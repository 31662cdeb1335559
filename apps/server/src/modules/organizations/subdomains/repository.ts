import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { organizations } from '@/db/schema.ts';
import type { OrganizationRow } from '@/modules/organizations/repository.ts';

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
 * Gives the organization this subdomain unless it has one; throws the unique violation when
 * another organization holds it (or is about to: the statement waits for that transaction).
 */
export async function setSubdomainOnce(
  db: DbExecutor,
  { id, subdomain }: { id: string; subdomain: string },
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ subdomain })
    .where(and(eq(organizations.id, id), isNull(organizations.subdomain)))
    .returning();
  return row;
}

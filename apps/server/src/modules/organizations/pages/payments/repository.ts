import { eq } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { organizations, users } from '@/db/schema.ts';
import type { OrganizationRow } from '@/modules/organizations/repository.ts';

/** The email of the user with this id. */
export async function findUserEmail(db: DbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email;
}

/** Marks the organization submitted at `now`: from here on it is no longer a draft. */
export async function markSubmitted(
  db: DbExecutor,
  { id, now }: { id: string; now: Date },
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ status: 'submitted', submittedAt: now })
    .where(eq(organizations.id, id))
    .returning();
  if (!row) throw new Error('the organization to submit was not found');
  return row;
}

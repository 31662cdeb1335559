import { eq } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { users } from '@/db/schema.ts';

/** The email of the user with this id. */
export async function findUserEmail(db: DbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email;
}

import { and, eq, lt, notExists } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { endedSessions, users } from '@/db/schema.ts';
import type { UserRow } from '@/modules/auth/user-repository.ts';

/**
 * The user, unless this session of theirs was ended by logout: one statement, two primary-key
 * lookups, on every signed-in request.
 */
export async function findUserInSession(
  db: DbExecutor,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<UserRow | undefined> {
  const ended = db
    .select({ sessionId: endedSessions.sessionId })
    .from(endedSessions)
    .where(eq(endedSessions.sessionId, sessionId));
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), notExists(ended)));
  return user;
}

/** Ends one session, and clears the ended sessions whose tokens have all expired anyway. */
export async function insertEndedSession(
  db: DbExecutor,
  values: { sessionId: string; userId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insert(endedSessions)
    .values({
      sessionId: values.sessionId,
      userId: values.userId,
      expiresAt: values.expiresAt,
      endedAt: values.now,
    })
    .onConflictDoNothing();
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, values.now));
}

import type { AuthDeps } from '@/modules/auth/deps.ts';
import type { Session } from '@/modules/auth/tokens/tokens.ts';
import { insertEndedSession } from './session-repository.ts';

/**
 * Ends this session on the server: its tokens, renewed ones included, answer 401 from now on.
 * The user's other sessions go on (logout-all ends them all).
 */
export async function logout(
  deps: Pick<AuthDeps, 'db' | 'now' | 'sessionMaxAgeSeconds'>,
  { userId, session }: { userId: string; session: Session },
): Promise<void> {
  await insertEndedSession(deps.db, {
    sessionId: session.id,
    userId,
    expiresAt: new Date(session.authTime.getTime() + deps.sessionMaxAgeSeconds * 1000),
    now: deps.now,
  });
}

import { randomUUID } from 'node:crypto';
import { users } from '@/db/schema.ts';
import type { App } from '@/lib/fastify-types.ts';

/** Inserts a user and signs a token for them. */
export async function createTestUser(app: App): Promise<{ id: string; token: string }> {
  const [user] = await app.db
    .insert(users)
    .values({ email: `user-${randomUUID()}@example.org`, name: 'Test User' })
    .returning({ id: users.id });
  if (!user) throw new Error('user was not inserted');
  return { id: user.id, token: await app.tokens.sign({ id: user.id, tokenVersion: 0 }) };
}

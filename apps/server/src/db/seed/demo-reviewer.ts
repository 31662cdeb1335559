import { eq } from 'drizzle-orm';
import { DEMO_REVIEWER_EMAIL } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { users } from '@/db/schema.ts';
import { hashPassword } from '@/modules/auth/index.ts';

/** The demo reviewer's password, printed in the README (Demo accounts): development only. */
export const DEMO_REVIEWER_PASSWORD = 'review-the-demo-2030';

/**
 * The demo reviewer's account (docs/product/verification.md#reviewers), created once with its
 * email verified; an existing account is left as it is. Seeded only when the config counts it
 * as the reviewer (no ADMIN_EMAILS, demo data on, not production).
 */
export async function seedDemoReviewer(db: Database): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_REVIEWER_EMAIL))
    .limit(1);
  if (existing) return false;
  const created = await db
    .insert(users)
    .values({
      email: DEMO_REVIEWER_EMAIL,
      name: 'Demo Reviewer',
      passwordHash: await hashPassword(DEMO_REVIEWER_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created.length > 0;
}

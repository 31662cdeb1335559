import type { PublicUser } from '@givecrowd/shared/auth/auth-api';
import { isLocale, type Locale } from '@givecrowd/shared/i18n/locales';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { users, verifiedPhones } from '@/db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Undefined when the email is taken (the unique index decides, so parallel sign-ups cannot both win). */
export async function insertUser(
  db: DbExecutor,
  values: {
    email: string;
    name?: string;
    phone?: string | null;
    passwordHash?: string | null;
    emailVerifiedAt?: Date | null;
    showWalkthrough?: boolean;
  },
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

export async function updateUser(
  db: DbExecutor,
  id: string,
  values: Partial<
    Pick<
      UserRow,
      'name' | 'phone' | 'passwordHash' | 'emailVerifiedAt' | 'showWalkthrough' | 'locale'
    >
  > & {
    revokeTokens?: boolean;
  },
): Promise<UserRow> {
  const { revokeTokens, ...fields } = values;
  const [user] = await db
    .update(users)
    .set({
      ...fields,
      updatedAt: new Date(),
      ...(revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error(`user ${id} vanished during an update`);
  return user;
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    email_verified: user.emailVerifiedAt !== null,
    show_walkthrough: user.showWalkthrough,
    created_at: user.createdAt.toISOString(),
  };
}

/** The email of the user with this id. */
export async function findUserEmail(db: DbExecutor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email;
}

/**
 * Where and in which language to write to the user with this id: their email and the language
 * they last used the product in (docs/product/messages-and-languages.md#emails).
 */
export async function findUserRecipient(
  db: DbExecutor,
  userId: string,
): Promise<{ email: string; locale: Locale } | undefined> {
  const [row] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && { email: row.email, locale: isLocale(row.locale) ? row.locale : 'en' };
}

/** The user's email once they proved it with a code; undefined before (or for no such user). */
export async function findVerifiedUserEmail(
  db: DbExecutor,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row?.email;
}

/** Whether this user proved this phone and signatory email with partner-otp-verify. */
export async function isPhoneVerifiedBy(
  db: DbExecutor,
  claim: { userId: string; phone: string; email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ phone: verifiedPhones.phone })
    .from(verifiedPhones)
    .where(
      and(
        eq(verifiedPhones.userId, claim.userId),
        eq(verifiedPhones.phone, claim.phone),
        eq(verifiedPhones.email, claim.email),
      ),
    )
    .limit(1);
  return row !== undefined;
}

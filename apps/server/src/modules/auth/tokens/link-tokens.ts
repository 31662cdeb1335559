import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { linkTokens } from '@/db/schema.ts';
import { generateLinkToken, hashLinkToken } from './secrets.ts';

export type LinkPurpose = 'reset_password' | 'verify_email';

/** Reset links live 1 hour, verification links a day (docs/product/accounts.md#passwords). */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  reset_password: 60 * 60_000,
  verify_email: 24 * 60 * 60_000,
};

const PAGE_BY_PURPOSE: Record<LinkPurpose, string> = {
  reset_password: '/auth/reset-password',
  verify_email: '/auth/verify-email',
};

/** Creates a single-use link on the configured public URL (never the request's Host header). */
export async function createLink(
  db: DbExecutor,
  {
    userId,
    purpose,
    now,
    publicUrl,
  }: { userId: string; purpose: LinkPurpose; now: Date; publicUrl: string },
): Promise<string> {
  const { token, tokenHash } = generateLinkToken();
  await db.insert(linkTokens).values({
    userId,
    purpose,
    tokenHash,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    createdAt: now,
  });
  const url = new URL(PAGE_BY_PURPOSE[purpose], `${publicUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Uses the link up in one statement; the user's id, or null when unknown, expired or used. */
export async function consumeLink(
  db: DbExecutor,
  { token, purpose, now }: { token: string; purpose: LinkPurpose; now: Date },
): Promise<string | null> {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.tokenHash, hashLinkToken(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, now),
      ),
    )
    .returning({ userId: linkTokens.userId });
  return row?.userId ?? null;
}

/** Whether the link still works (known, unused, not expired), without using it up. */
export async function isLinkLive(
  db: DbExecutor,
  { token, purpose, now }: { token: string; purpose: LinkPurpose; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: linkTokens.id })
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.tokenHash, hashLinkToken(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** After a reset, older reset links for the same user stop working too. */
export async function revokeLinks(
  db: DbExecutor,
  { userId, purpose, now }: { userId: string; purpose: LinkPurpose; now: Date },
): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.userId, userId),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
      ),
    );
}

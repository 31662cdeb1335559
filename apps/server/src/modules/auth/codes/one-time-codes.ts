import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { OTP_MAX_TRIES, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@givecrowd/shared/constants';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { generateCode, hashCode, isSameHash } from '@/modules/auth/tokens/secrets.ts';
import {
  type CodePurpose,
  consumeCode,
  countSends,
  findLatestCode,
  insertCode,
  lockAddress,
  lockUserSends,
  type SendsFilter,
  takeTry,
} from './code-repository.ts';

/** Codes one address may be sent per hour, whatever the flow's resend wait. */
export const CODE_SENDS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export type CodeDeps = { db: DbExecutor; secret: string; now: Date };

const secondsUntil = (later: Date, now: Date) =>
  Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));

/**
 * Issues a code for one flow and address, inside the caller's transaction. Caps per hour: per
 * address, per IP and, for a signed-in sender, per user (so one account cannot text many phones).
 */
export async function issueCode(
  deps: CodeDeps & { sendsPerIpPerHour: number; sendsPerUserPerHour: number },
  input: {
    purpose: CodePurpose;
    address: string;
    userId?: string | null;
    ip: string;
  },
): Promise<string> {
  const { db, secret, now } = deps;
  const scope = { purpose: input.purpose, address: input.address };
  await lockAddress(db, scope);
  if (input.userId) await lockUserSends(db, input.userId);

  const latest = await findLatestCode(db, scope);
  if (latest) {
    const resendAt = new Date(latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000);
    if (resendAt > now) {
      throw new AppError('rate_limited', M.codeResendWait, {
        retryAfterSeconds: secondsUntil(resendAt, now),
      });
    }
  }
  const since = new Date(now.getTime() - HOUR_MS);
  const caps: [SendsFilter, number][] = [
    [{ ...scope, since }, CODE_SENDS_PER_ADDRESS_PER_HOUR],
    [{ ip: input.ip, since }, deps.sendsPerIpPerHour],
  ];
  if (input.userId) caps.push([{ userId: input.userId, since }, deps.sendsPerUserPerHour]);
  for (const [filter, cap] of caps) {
    const { sends, oldest } = await countSends(db, filter);
    if (sends >= cap) {
      const freeAt = new Date((oldest ?? now).getTime() + HOUR_MS);
      throw new AppError('rate_limited', M.codeSendCap, {
        retryAfterSeconds: secondsUntil(freeAt, now),
      });
    }
  }

  const code = generateCode();
  await insertCode(db, {
    ...scope,
    userId: input.userId ?? null,
    codeHash: hashCode({ secret, scope: scopeKey(scope), code }),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    createdAt: now,
    ip: input.ip,
  });
  return code;
}

/**
 * When the latest code for the flow and address still works (not used, not expired, tries left),
 * the seconds until a new one may be sent (0: now); null when none works. Takes the address's
 * lock, so it is meant for the transaction that may then issue a code.
 */
export async function liveCodeWait(
  deps: Pick<CodeDeps, 'db' | 'now'>,
  scope: { purpose: CodePurpose; address: string },
): Promise<number | null> {
  const { db, now } = deps;
  await lockAddress(db, scope);
  const latest = await findLatestCode(db, scope);
  const isLive =
    latest && !latest.consumedAt && latest.expiresAt > now && latest.attempts < OTP_MAX_TRIES;
  if (!isLive) return null;
  const resendAt = latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000;
  return Math.max(0, Math.ceil((resendAt - now.getTime()) / 1000));
}

/**
 * Checks a code against the latest one sent for this flow and address, and uses it up on success.
 * Wrong or expired → 400; tries already spent → 429 with the wait before a new code. A code outside
 * the alphabet ('0000') matches nothing, so it is wrong and takes a try like any other.
 */
export async function verifyCode(
  deps: CodeDeps,
  input: { purpose: CodePurpose; address: string; code: string },
): Promise<void> {
  const { db, secret, now } = deps;
  const scope = { purpose: input.purpose, address: input.address };
  const row = await takeTry(db, { ...scope, now });
  if (!row) {
    const latest = await findLatestCode(db, scope);
    const isSpent =
      latest && !latest.consumedAt && latest.expiresAt > now && latest.attempts >= OTP_MAX_TRIES;
    if (isSpent) {
      const resendAt = new Date(latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000);
      throw new AppError('rate_limited', M.codeTriesSpent, {
        retryAfterSeconds: secondsUntil(resendAt, now),
      });
    }
    throw new AppError('bad_request', M.codeWrong);
  }
  const matches = isSameHash(
    row.codeHash,
    hashCode({ secret, scope: scopeKey(scope), code: input.code }),
  );
  if (!matches || !(await consumeCode(db, { id: row.id, now }))) {
    throw new AppError('bad_request', M.codeWrong);
  }
}

function scopeKey({ purpose, address }: { purpose: CodePurpose; address: string }): string {
  return `${purpose}:${address}`;
}

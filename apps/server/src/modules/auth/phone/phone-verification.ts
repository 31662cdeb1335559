import { verifiedPhones } from '@/db/schema.ts';
import { issueCode, verifyCode } from '@/modules/auth/codes/one-time-codes.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { enqueueMessage, phoneCodeSms } from '@/modules/mail/index.ts';

type PhoneClaim = { userId: string; phone: string; email: string };

/** The code is bound to the signed-in user, the phone and the signatory email it was sent for. */
const phoneAddress = ({ userId, phone, email }: PhoneClaim) => `${phone}|${email}|${userId}`;

export async function sendPhoneCode(
  deps: AuthDeps,
  claim: PhoneClaim & { ip: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const code = await issueCode(
      { ...deps, db: tx },
      { purpose: 'phone', address: phoneAddress(claim), userId: claim.userId, ip: claim.ip },
    );
    await enqueueMessage(tx, phoneCodeSms({ locale: deps.locale, to: claim.phone, code }));
  });
}

/** A right code records the phone and email as verified for this user (docs/product/accounts.md#one-time-codes). */
export async function verifyPhoneCode(
  deps: AuthDeps,
  claim: PhoneClaim & { code: string },
): Promise<void> {
  await verifyCode(deps, { purpose: 'phone', address: phoneAddress(claim), code: claim.code });
  await deps.db
    .insert(verifiedPhones)
    .values({ userId: claim.userId, phone: claim.phone, email: claim.email, verifiedAt: deps.now })
    .onConflictDoUpdate({
      target: [verifiedPhones.userId, verifiedPhones.phone, verifiedPhones.email],
      set: { verifiedAt: deps.now },
    });
}

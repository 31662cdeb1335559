import { createHmac, timingSafeEqual } from 'node:crypto';
import { ONBOARDING_LINK_TTL_SECONDS } from '@givecrowd/shared/payments/payments-api';

/** What a signature names: the account, its owner, and the web origin onboarding returns to. */
export type OnboardingLinkSubject = { accountId: string; ownerId: string; origin: string };

/** The secret and clock that sign and check the links (AUTH_SECRET, the app's clock). */
export type LinkSigner = { secret: string; now: () => Date };

/** A key for these signatures alone, so a signature made here means nothing anywhere else. */
const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('givecrowd:payment-onboarding').digest();

const mac = (secret: string, subject: OnboardingLinkSubject, expires: string) =>
  createHmac('sha256', signingKey(secret))
    .update(JSON.stringify([subject.accountId, subject.ownerId, subject.origin, expires]))
    .digest('base64url');

/**
 * `{expiry, unix seconds}.{HMAC}` over the account, its owner and the origin
 * (docs/product/payments.md#onboarding-links): the proof a link into the account's hosted
 * onboarding carries, made only for the account's owner and good for 30 minutes.
 */
export function signOnboardingLink({
  signer,
  ...subject
}: OnboardingLinkSubject & { signer: LinkSigner }): string {
  const expires = String(Math.floor(signer.now().getTime() / 1000) + ONBOARDING_LINK_TTL_SECONDS);
  return `${expires}.${mac(signer.secret, subject, expires)}`;
}

/** Whether this server signed `signature` for exactly this subject, and it has not expired. */
export function isOnboardingLinkSigned({
  signer,
  signature,
  ...subject
}: OnboardingLinkSubject & { signer: LinkSigner; signature: string }): boolean {
  const [expires = '', given = '', ...rest] = signature.split('.');
  if (rest.length > 0 || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= signer.now().getTime()) return false;
  const expected = Buffer.from(mac(signer.secret, subject, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

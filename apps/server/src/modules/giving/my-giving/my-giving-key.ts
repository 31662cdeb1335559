import { createHmac } from 'node:crypto';
import { MY_GIVING_LINK_TTL_DAYS } from '@givecrowd/shared/giving/my-giving-api';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';

const ISSUER = 'givecrowd';
const AUDIENCE = 'givecrowd-my-giving';
const DAY_SECONDS = 24 * 60 * 60;

/** A key of these links alone, derived from AUTH_SECRET: 32 bytes for AES-256-GCM. */
const keyOfKeys = (secret: string) =>
  createHmac('sha256', secret).update('givecrowd:my-giving').digest();

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The key of a link to the donor's page (docs/product/donations.md#the-donors-page): a JWT naming
 * the email in lower case, sealed with AES-256-GCM under a key derived from AUTH_SECRET, so it is
 * signed and nobody reading the link learns the address, and good for 7 days from `now`.
 */
export function signMyGivingKey({
  secret,
  email,
  now,
}: {
  secret: string;
  email: string;
  now: Date;
}): Promise<string> {
  return new EncryptJWT({})
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setSubject(email.trim().toLowerCase())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(epochSeconds(now) + MY_GIVING_LINK_TTL_DAYS * DAY_SECONDS)
    .encrypt(keyOfKeys(secret));
}

/** The email a key opens; null for a key that is expired, changed, or not one of ours. */
export async function emailOfMyGivingKey({
  secret,
  key,
  now,
}: {
  secret: string;
  key: string;
  now: Date;
}): Promise<string | null> {
  if (!key) return null;
  try {
    const { payload } = await jwtDecrypt(key, keyOfKeys(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      currentDate: now,
    });
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

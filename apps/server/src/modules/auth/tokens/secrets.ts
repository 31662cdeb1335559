import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_ALPHABET, OTP_LENGTH } from '@givecrowd/shared/constants';

/** A code from the unambiguous alphabet, drawn uniformly (about 20 bits for 4 characters). */
export function generateCode(): string {
  let code = '';
  for (let index = 0; index < OTP_LENGTH; index += 1)
    code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

/** Codes are short, so they are keyed with the server secret: a leaked table cannot be brute-forced offline. */
export function hashCode({
  secret,
  scope,
  code,
}: {
  secret: string;
  scope: string;
  code: string;
}): string {
  return createHmac('sha256', secret).update(`${scope}\n${code}`).digest('hex');
}

export function isSameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A link token: 256 random bits sent in the email, stored only as its SHA-256. */
export function generateLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

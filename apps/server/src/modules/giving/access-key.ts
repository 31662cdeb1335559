import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A gift's access key (docs/product/donations.md#access-keys): the HMAC-SHA256 of its id under a key
 * derived from AUTH_SECRET for these keys alone. It is in the thank-you link and the donor's
 * emails; nothing is stored, so the database alone opens no gift, and a later email can carry it.
 */
export function donationAccessKey(secret: string, donationId: string): string {
  const keyOfKeys = createHmac('sha256', secret).update('givecrowd:donation-access').digest();
  return createHmac('sha256', keyOfKeys).update(donationId).digest('base64url');
}

/** Whether `key` opens the donation, compared in constant time. */
export function isDonationAccessKey(secret: string, donationId: string, key: string): boolean {
  const expected = Buffer.from(donationAccessKey(secret, donationId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

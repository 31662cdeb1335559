import type { Database } from '@/db/client.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import { myGivingLinkEmail } from './my-giving-emails.ts';
import { signMyGivingKey } from './my-giving-key.ts';
import { findDonorLocale } from './my-giving-repository.ts';

/** The address of the donor's page with a fresh key for `email`. */
export async function myGivingUrl({
  secret,
  origin,
  email,
  now,
}: {
  secret: string;
  origin: string;
  email: string;
  now: Date;
}): Promise<string> {
  const key = await signMyGivingKey({ secret, email, now });
  return `${origin}/my-giving?${new URLSearchParams({ key })}`;
}

/**
 * `POST /api/my-giving/link` (docs/product/donations.md#the-donors-page): when the email gave (a
 * gift paid with it), a link to its page is emailed in the language of its latest gift; otherwise
 * nothing happens. The caller answers the same either way, after the same steps.
 */
export async function sendMyGivingLink({
  db,
  secret,
  origin,
  email,
  now,
}: {
  db: Database;
  secret: string;
  /** The web origin the donor asked from, one of ours. */
  origin: string;
  email: string;
  now: Date;
}): Promise<void> {
  const locale = await findDonorLocale(db, email);
  if (!locale) return;
  const url = await myGivingUrl({ secret, origin, email, now });
  await enqueueMessage(db, myGivingLinkEmail({ locale, to: email, url }));
}

import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { myGivingUrl } from './my-giving/request-link.ts';
import { receiptMessage } from './receipts/receipt-message.ts';
import { findDonation, findLatestValidReceipt, findReplacedReceiptNumber } from './repository.ts';

/**
 * `POST /api/organizations/{slug}/donations/{donation_id}/resend-receipt`
 * (docs/product/donations.md#resending-a-receipt): the owner emails the donor the gift's latest
 * valid receipt again, the same email with the PDF attached, in the donor's language. Anyone else
 * finds no gift (404); a gift without a valid receipt answers 409, as does a receipt whose PDF is
 * still being made (the worker emails it once it is).
 */
export async function resendReceipt({
  db,
  ownerId,
  slug,
  donationId,
  secret,
  now,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  donationId: string;
  secret: string;
  now: Date;
}): Promise<string> {
  const organization = await loadOwnDraft({ db, ownerId, slug });
  const donation = await findDonation(db, donationId);
  if (donation?.organizationId !== organization.id) {
    throw new AppError('not_found', GIVING_MESSAGES.donationNotFound);
  }
  const receipt = await findLatestValidReceipt(db, donation.id);
  if (!receipt) throw new AppError('conflict', GIVING_MESSAGES.noReceiptToResend);
  if (!receipt.pdfKey) throw new AppError('conflict', GIVING_MESSAGES.receiptBeingMade);
  const replaces = await findReplacedReceiptNumber(db, receipt);
  const donorPage = await myGivingUrl({
    secret,
    origin: donation.webOrigin,
    email: donation.donorEmail,
    now,
  });
  await enqueueMessage(
    db,
    receiptMessage({
      receipt,
      pdfKey: receipt.pdfKey,
      donation,
      organizationName: organization.name,
      secret,
      myGivingUrl: donorPage,
      replaces,
    }),
  );
  return GIVING_MESSAGES.receiptResent;
}

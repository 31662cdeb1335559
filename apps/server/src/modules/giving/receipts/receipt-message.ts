import { formatGift, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type { OutboxMessage } from '@/modules/mail/index.ts';
import { donationAccessKey } from '../access-key.ts';
import type { DonationRow, ReceiptRow } from '../repository.ts';
import { receiptEmail } from './receipt-email.ts';

/**
 * The receipt email of a receipt whose PDF is made (docs/product/donations.md#receipts), as the
 * owner's 'Resend receipt' sends it again: the same email the receipt worker sent, the PDF
 * attached, in the donor's language.
 */
export function receiptMessage({
  receipt,
  pdfKey,
  donation,
  organizationName,
  secret,
  myGivingUrl,
  replaces,
}: {
  receipt: ReceiptRow;
  pdfKey: string;
  donation: DonationRow;
  organizationName: string;
  /** AUTH_SECRET: the thank-you link's key. */
  secret: string;
  myGivingUrl: string | null;
  /** `findReplacedReceiptNumber`'s answer. */
  replaces: string | null;
}): OutboxMessage {
  const key = donationAccessKey(secret, donation.id);
  return receiptEmail({
    locale: donation.locale,
    to: donation.donorEmail,
    donorName: donation.donorName,
    organizationName,
    receiptNumber: receipt.number,
    amountText: formatGift(toMajorUnits(receipt.amount), receipt.currency),
    frequency: donation.frequency,
    thankYouUrl: `${donation.webOrigin}/donate/thank-you/${donation.id}?key=${key}`,
    myGivingUrl,
    replaces,
    attachment: {
      key: pdfKey,
      filename: `receipt-${receipt.number}.pdf`,
      contentType: 'application/pdf',
    },
  });
}

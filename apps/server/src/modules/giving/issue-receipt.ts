import { DEFAULT_RECEIPT_PREFIX } from '@givecrowd/shared/constants';
import { receiptNumber, receiptYearOf } from '@givecrowd/shared/giving/receipt-number';
import type { DbExecutor } from '@/db/executor.ts';
import {
  type DonationRow,
  type GiftToConfirm,
  insertReceipt,
  takeReceiptSequence,
} from './repository.ts';

/**
 * A charge's receipt, numbered from the organization's counter of the financial year of
 * `issuedAt` (docs/product/donations.md#receipts): a charge's first, or the new one a charge gets
 * when its refund failed (docs/decisions/013-a-refund-that-fails.md).
 */
export async function issueReceipt(
  tx: DbExecutor,
  {
    donation,
    issuer,
    chargeId,
    amount,
    issuedAt,
  }: {
    donation: Pick<DonationRow, 'id' | 'organizationId' | 'currency'>;
    issuer: GiftToConfirm['issuer'];
    chargeId: string;
    amount: number;
    issuedAt: Date;
  },
): Promise<void> {
  const year = receiptYearOf(issuedAt, issuer.countryCode ?? '');
  const sequence = await takeReceiptSequence(tx, {
    organizationId: donation.organizationId,
    year,
  });
  // An organization that never saw the counter (seeded, or from before it) numbers as its default.
  const prefix = issuer.receiptPrefix || DEFAULT_RECEIPT_PREFIX;
  await insertReceipt(tx, {
    organizationId: donation.organizationId,
    donationId: donation.id,
    chargeId,
    number: receiptNumber({ prefix, unique: issuer.organizationNumber, year, sequence }),
    year,
    sequence,
    currency: donation.currency,
    amount,
    issuedAt,
  });
}

import { DEFAULT_RECEIPT_PREFIX } from '@givecrowd/shared/constants';
import { receiptNumber, receiptYearOf } from '@givecrowd/shared/giving/receipt-number';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { addGiftToCampaignTotals } from '@/modules/campaigns/index.ts';
import { findOrganizationById } from '@/modules/organizations/index.ts';
import type { ConfirmDonation } from '@/modules/payments/index.ts';
import { announcePublicChange } from '@/modules/public-content/index.ts';
import {
  appendLedgerEntries,
  type DonationRow,
  type GiftChargeRow,
  hasGivenBefore,
  insertChargeOnce,
  insertReceipt,
  lockDonationByCheckout,
  markDonationSucceeded,
  takeReceiptSequence,
} from './repository.ts';

/**
 * Records a gift's payment the provider confirmed (docs/product/donations.md#confirming-a-gift), in
 * one transaction: the charge (once per provider payment id), the donation succeeded, the ledger's
 * entries, the receipt and its number, the campaign's totals. Only the provider's confirmation
 * calls this — its webhook, the sandbox's Pay, or the provider's answer to the thank-you page's
 * question — and any number of times in any order: the first records, every other answers
 * 'already'. A payment of another amount or currency than the server fixed records nothing.
 */
export function donationConfirmer({
  db,
  log,
  clock,
  onRecorded,
}: {
  db: Database;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** After the commit: the receipt's PDF and email are made off the request path. */
  onRecorded: () => void;
}): ConfirmDonation {
  return async ({ provider, providerSessionId, payment }) => {
    const outcome = await db.transaction(async (tx) => {
      const donation = await lockDonationByCheckout(tx, { provider, providerSessionId });
      if (!donation) return 'unknown' as const;
      if (payment.amountMinor !== donation.charged || payment.currency !== donation.currency) {
        log.warn(
          { donationId: donation.id, provider, paid: payment, expected: donation.charged },
          'a payment does not match its donation and was not recorded',
        );
        return 'mismatch' as const;
      }
      const now = clock();
      const charge = await insertChargeOnce(tx, {
        donationId: donation.id,
        provider,
        providerPaymentId: payment.paymentId,
        currency: donation.currency,
        amount: payment.amountMinor,
        chargedAt: now,
      });
      if (!charge) return 'already' as const;
      // A one-time gift has one payment; a second payment id for it is never counted.
      if (donation.frequency === 'one_time' && donation.status !== 'pending') {
        throw new Error(`donation ${donation.id} was paid twice (${payment.paymentId})`);
      }
      await recordCharge(tx, { donation, charge, now });
      return 'recorded' as const;
    });
    if (outcome === 'recorded') onRecorded();
    return outcome;
  };
}

async function recordCharge(
  tx: DbExecutor,
  { donation, charge, now }: { donation: DonationRow; charge: GiftChargeRow; now: Date },
): Promise<void> {
  const firstCharge = donation.status === 'pending';
  if (firstCharge) await markDonationSucceeded(tx, { id: donation.id, confirmedAt: now });
  const money = {
    organizationId: donation.organizationId,
    campaignId: donation.campaignId,
    donationId: donation.id,
    chargeId: charge.id,
    currency: donation.currency,
  };
  await appendLedgerEntries(tx, [
    { ...money, kind: 'gift', amount: donation.amount },
    { ...money, kind: 'covered_fee', amount: donation.charged - donation.amount },
    { ...money, kind: 'provider_fee', amount: -donation.providerFee },
    { ...money, kind: 'platform_fee', amount: -donation.platformFee },
  ]);
  await issueReceipt(tx, { donation, charge, now });
  if (donation.campaignId) {
    const newDonor = firstCharge && !(await hasGivenBefore(tx, { donation }));
    await addGiftToCampaignTotals(tx, {
      campaignId: donation.campaignId,
      amountMinor: donation.amount,
      newDonor,
    });
  } else {
    await announcePublicChange(tx);
  }
}

/** The charge's receipt, numbered from the organization's counter of this financial year. */
async function issueReceipt(
  tx: DbExecutor,
  { donation, charge, now }: { donation: DonationRow; charge: GiftChargeRow; now: Date },
): Promise<void> {
  const organization = await findOrganizationById(tx, donation.organizationId);
  if (!organization) throw new Error(`organization ${donation.organizationId} is gone`);
  const year = receiptYearOf(now, organization.countryCode ?? '');
  const sequence = await takeReceiptSequence(tx, { organizationId: organization.id, year });
  // An organization that never saw the counter (seeded, or from before it) numbers as its default.
  const prefix = organization.form.organization_donation_receipt_number || DEFAULT_RECEIPT_PREFIX;
  await insertReceipt(tx, {
    organizationId: organization.id,
    donationId: donation.id,
    chargeId: charge.id,
    number: receiptNumber({ prefix, unique: organization.number, year, sequence }),
    year,
    sequence,
    currency: donation.currency,
    amount: charge.amount,
    issuedAt: now,
  });
}

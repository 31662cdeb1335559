import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import { addGiftToCampaignTotals } from '@/modules/campaigns/index.ts';
import type { ConfirmDonation } from '@/modules/payments/index.ts';
import { issueReceipt } from './issue-receipt.ts';
import { lockGiftToConfirm, recordChargeOnce } from './repository.ts';

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
  announce,
  onRecorded,
}: {
  db: Database;
  log: FastifyBaseLogger;
  clock: () => Date;
  /**
   * After the commit: tells every node's public caches, many gifts in one notification
   * (docs/product/donations.md#confirming-a-gift).
   */
  announce: () => Promise<void>;
  /** After the commit: the receipt's PDF and email are made off the request path. */
  onRecorded: () => void;
}): ConfirmDonation {
  return async ({ provider, providerSessionId, payment }) => {
    const outcome = await db.transaction(async (tx) => {
      const gift = await lockGiftToConfirm(tx, { provider, providerSessionId });
      if (!gift) return 'unknown' as const;
      const { donation } = gift;
      if (payment.amountMinor !== donation.charged || payment.currency !== donation.currency) {
        log.warn(
          { donationId: donation.id, provider, paid: payment, expected: donation.charged },
          'a payment does not match its donation and was not recorded',
        );
        return 'mismatch' as const;
      }
      const now = clock();
      const charge = await recordChargeOnce(tx, {
        charge: {
          donationId: donation.id,
          provider,
          providerPaymentId: payment.paymentId,
          currency: donation.currency,
          amount: payment.amountMinor,
          chargedAt: now,
        },
        entries: [
          { kind: 'gift', amount: donation.amount },
          { kind: 'covered_fee', amount: donation.charged - donation.amount },
          { kind: 'provider_fee', amount: -donation.providerFee },
          { kind: 'platform_fee', amount: -donation.platformFee },
        ],
      });
      if (!charge) return 'already' as const;
      // A one-time gift has one payment; a second payment id for it is never counted.
      if (donation.frequency === 'one_time' && donation.status !== 'pending') {
        throw new Error(`donation ${donation.id} was paid twice (${payment.paymentId})`);
      }
      await issueReceipt(tx, {
        donation,
        issuer: gift.issuer,
        chargeId: charge.id,
        amount: payment.amountMinor,
        issuedAt: now,
      });
      if (donation.campaignId) {
        await addGiftToCampaignTotals(tx, {
          campaignId: donation.campaignId,
          amountMinor: donation.amount,
          newDonor: donation.status === 'pending' && !gift.givenBefore,
        });
      }
      return 'recorded' as const;
    });
    if (outcome !== 'recorded') return outcome;
    onRecorded();
    await announce().catch((error: unknown) =>
      log.warn({ err: error }, 'a gift was recorded but its notice to the public caches failed'),
    );
    return outcome;
  };
}

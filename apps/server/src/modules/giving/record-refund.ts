import { formatGift, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { addGiftToCampaignTotals } from '@/modules/campaigns/index.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import { findOrganizationById } from '@/modules/organizations/index.ts';
import type { PaymentProviders, RecordRefund } from '@/modules/payments/index.ts';
import { announcePublicChange } from '@/modules/public-content/index.ts';
import { donationAccessKey } from './access-key.ts';
import { refundEmail } from './receipts/refund-email.ts';
import {
  type ChargeWithRefund,
  findChargeRefund,
  insertRefundEntries,
  keepProviderRefundId,
  keepsAnotherGiftThere,
  lockChargeByPayment,
  markChargeRefunded,
  markDonationRefunded,
  voidChargeReceipt,
} from './refund-repository.ts';
import type { DonationRow, ReceiptRow } from './repository.ts';

/** What recording a refund needs from the app. */
export type RefundDeps = {
  db: Database;
  providers: Pick<PaymentProviders, 'named'>;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** AUTH_SECRET: the thank-you link in the donor's email. */
  secret: string;
};

/**
 * A refund recorded now, with the receipt it voided; or recorded before; or one the provider
 * reported failed before it was recorded, so it never is.
 */
export type RefundOutcome =
  | { outcome: 'recorded'; receipt: ReceiptRow | null }
  | { outcome: 'already' }
  | { outcome: 'failed' };

/**
 * Records that the provider refunded a charge (docs/product/donations.md#refunds), in the caller's
 * transaction with the donation locked, once per charge however often it is reported: the refund
 * marked made, the ledger's refund entries (the gift given back, the fees the donor covered given
 * back, the platform's fee returned, and the provider's fee where the provider's refund returns it
 * to the organization), a one-time gift refunded (a monthly gift goes on), the charge's receipt
 * void, the campaign's totals down (a donor with no other gift there no longer counted), and the
 * donor's email queued. 'already' when it was recorded before: nothing is written again;
 * 'failed' when the provider's refund is one it reported failed
 * (docs/decisions/013-a-refund-that-fails.md): nothing is written.
 */
export async function settleRefund(
  tx: DbExecutor,
  {
    donation,
    latest: { charge },
    providerRefundId,
    deps,
  }: {
    donation: DonationRow;
    latest: ChargeWithRefund;
    providerRefundId: string | null;
    deps: Pick<RefundDeps, 'providers' | 'clock' | 'secret'>;
  },
): Promise<RefundOutcome> {
  if (providerRefundId) {
    const known = await findChargeRefund(tx, { chargeId: charge.id, providerRefundId });
    if (known?.failedAt) return { outcome: 'failed' };
  }
  const now = deps.clock();
  const refund = await markChargeRefunded(tx, {
    donationId: donation.id,
    chargeId: charge.id,
    provider: charge.provider,
    providerRefundId,
    currency: charge.currency,
    amount: charge.amount,
    requestedAt: now,
    refundedAt: now,
  });
  if (!refund) return { outcome: 'already' };
  const returnsProviderFee =
    deps.providers.named(charge.provider)?.donations?.refundReturnsProviderFee ?? false;
  await insertRefundEntries(tx, {
    refundId: refund.id,
    chargeId: charge.id,
    donation,
    entries: [
      { kind: 'refund', amount: -donation.amount },
      { kind: 'covered_fee', amount: -(donation.charged - donation.amount) },
      { kind: 'platform_fee', amount: donation.platformFee },
      ...(returnsProviderFee
        ? [{ kind: 'provider_fee' as const, amount: donation.providerFee }]
        : []),
    ],
  });
  const isOneTime = donation.frequency === 'one_time';
  if (isOneTime) await markDonationRefunded(tx, donation.id);
  const receipt = await voidChargeReceipt(tx, {
    chargeId: charge.id,
    voidedAt: now,
    reason: refund.reason ?? GIVING_MESSAGES.refundedAtProvider,
  });
  if (donation.campaignId) {
    // A monthly gift goes on, so its donor still gives there.
    const donorLeft = isOneTime && !(await keepsAnotherGiftThere(tx, donation));
    await addGiftToCampaignTotals(tx, {
      campaignId: donation.campaignId,
      amountMinor: -donation.amount,
      newDonor: false,
      donorLeft,
    });
  }
  await announcePublicChange(tx);
  const organization = await findOrganizationById(tx, donation.organizationId);
  const key = donationAccessKey(deps.secret, donation.id);
  await enqueueMessage(
    tx,
    refundEmail({
      locale: donation.locale,
      to: donation.donorEmail,
      donorName: donation.donorName,
      organizationName: organization?.name ?? '',
      amountText: formatGift(toMajorUnits(charge.amount), charge.currency),
      receiptNumber: receipt?.number ?? null,
      frequency: donation.frequency,
      thankYouUrl: `${donation.webOrigin}/donate/thank-you/${donation.id}?key=${key}`,
    }),
  );
  return { outcome: 'recorded', receipt: receipt ?? null };
}

/**
 * The refunds a provider's webhook reports (`charge.refunded`, `refund.processed`), recorded as
 * the owner's are (`settleRefund`): before the owner's call has recorded its refund it completes
 * that request (its reason and asker kept), after it or a second time it is 'already'; a refund
 * made at the provider is recorded with the reason `GIVING_MESSAGES.refundedAtProvider`. A refund
 * of less than the whole charge records nothing ('mismatch'); the owner refunds in full. A refund
 * the provider reported failed first records nothing either ('already').
 */
export function refundRecorder(deps: RefundDeps): RecordRefund {
  return async (refund) =>
    deps.db.transaction(async (tx) => {
      const gift = await lockChargeByPayment(tx, refund);
      if (!gift) return 'unknown' as const;
      const { charge } = gift.latest;
      if (refund.amountMinor !== charge.amount || refund.currency !== charge.currency) {
        deps.log.warn(
          { donationId: gift.donation.id, refund, charged: charge.amount },
          'a refund that is not the whole charge was not recorded',
        );
        return 'mismatch' as const;
      }
      const settled = await settleRefund(tx, {
        ...gift,
        providerRefundId: refund.refundId,
        deps,
      });
      if (settled.outcome === 'failed') return 'already' as const;
      if (settled.outcome === 'already' && refund.refundId) {
        await keepProviderRefundId(tx, { chargeId: charge.id, providerRefundId: refund.refundId });
      }
      return settled.outcome;
    });
}

import { formatGift, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type { DbExecutor } from '@/db/executor.ts';
import { addGiftToCampaignTotals } from '@/modules/campaigns/index.ts';
import { refundFailedEmail } from '@/modules/mail/index.ts';
import { findOrganizationById, notifyOrganization } from '@/modules/organizations/index.ts';
import type { ProviderRefundFailure, RecordRefundFailure } from '@/modules/payments/index.ts';
import { announcePublicChange } from '@/modules/public-content/index.ts';
import { issueReceipt } from './issue-receipt.ts';
import type { RefundDeps } from './record-refund.ts';
import {
  type ChargeWithRefund,
  findChargeRefund,
  insertFailedRefund,
  insertReversingEntries,
  keepsAnotherGiftThere,
  lockChargeByPayment,
  markDonationSucceededAgain,
  markRefundFailed,
} from './refund-repository.ts';
import { type DonationRow, findReceiptIssuer } from './repository.ts';

/** What recording a failed refund needs besides what recording a refund does. */
export type RefundFailureDeps = Pick<RefundDeps, 'db' | 'clock'> & {
  /** PUBLIC_URL: the gift's own page in the owner's email. */
  publicUrl: string;
  /** After the commit: a new receipt's PDF and email are made off the request path. */
  onReceipt: () => void;
};

/**
 * Records a refund the provider failed after accepting it (docs/decisions/013-a-refund-that-fails.md),
 * in one transaction with the donation locked, once per provider refund however often and in
 * whatever order it is reported:
 *
 * - a refund recorded before (`settleRefund`) is marked failed with the provider's reason, and
 *   undone by new entries only: the ledger gains an entry reversing each of its entries, naming
 *   it; a one-time gift is `succeeded` again; the charge, whose receipt the refund voided, gets a
 *   new receipt with a new number; the campaign's totals go back up;
 * - a request not yet recorded (the failure came first) is marked failed, so the owner's call
 *   that asked for it records nothing when it comes back;
 * - a refund we never knew of is kept failed, so a late report of its success records nothing.
 *
 * The organization's owner is emailed each time. 'already' when that refund's failure was
 * recorded before, 'unknown' for a payment that is no charge of ours.
 */
export function refundFailureRecorder(deps: RefundFailureDeps): RecordRefundFailure {
  return async (failure) => {
    const { outcome, receipt } = await deps.db.transaction(async (tx) => {
      const gift = await lockChargeByPayment(tx, failure);
      if (!gift) return { outcome: 'unknown' as const, receipt: false };
      const { donation, latest } = gift;
      const { charge, refund: current } = latest;
      const now = deps.clock();
      const known = await findChargeRefund(tx, {
        chargeId: charge.id,
        providerRefundId: failure.refundId,
      });
      if (known?.failedAt) return { outcome: 'already' as const, receipt: false };
      // The refund the provider names, else the charge's own not yet tied to a provider refund.
      const target = known ?? (current?.providerRefundId === null ? current : undefined);
      let reissued = false;
      if (target) {
        const failed = await markRefundFailed(tx, {
          id: target.id,
          providerRefundId: failure.refundId,
          failedAt: now,
          reason: failure.reason,
        });
        if (!failed) return { outcome: 'already' as const, receipt: false };
        if (failed.refundedAt)
          reissued = await undoRefund(tx, { donation, latest, refundId: failed.id });
      } else {
        await insertFailedRefund(tx, {
          donationId: donation.id,
          chargeId: charge.id,
          provider: charge.provider,
          providerRefundId: failure.refundId,
          currency: charge.currency,
          amount: failure.amountMinor,
          requestedAt: now,
          failedAt: now,
          failureReason: failure.reason,
        });
      }
      await tellOwner(tx, { donation, failure, deps });
      return { outcome: 'recorded' as const, receipt: reissued };
    });
    if (receipt) deps.onReceipt();
    return outcome;
  };
}

/**
 * A recorded refund undone by new rows only: its ledger entries reversed, a one-time gift
 * succeeded again, the campaign's totals up (its donor counted again when the gift was their only
 * one there), and a new receipt for the charge when the refund voided its receipt. True when a
 * receipt was issued.
 */
async function undoRefund(
  tx: DbExecutor,
  {
    donation,
    latest: { charge, receipt },
    refundId,
  }: { donation: DonationRow; latest: ChargeWithRefund; refundId: string },
): Promise<boolean> {
  await insertReversingEntries(tx, refundId);
  const isOneTime = donation.frequency === 'one_time';
  if (isOneTime) await markDonationSucceededAgain(tx, donation.id);
  if (donation.campaignId) {
    // A monthly gift went on, so its donor was never taken out.
    const donorBack = isOneTime && !(await keepsAnotherGiftThere(tx, donation));
    await addGiftToCampaignTotals(tx, {
      campaignId: donation.campaignId,
      amountMinor: donation.amount,
      newDonor: donorBack,
    });
  }
  await announcePublicChange(tx);
  if (receipt?.status !== 'void') return false;
  const issuer = await findReceiptIssuer(tx, donation.organizationId);
  if (!issuer) throw new Error(`organization ${donation.organizationId} is gone`);
  // Dated as the first: the day the money was received, in that day's financial year.
  await issueReceipt(tx, {
    donation,
    issuer,
    chargeId: charge.id,
    amount: charge.amount,
    issuedAt: charge.chargedAt,
  });
  return true;
}

/** The organization's owner is told, in their language, that the refund failed. */
async function tellOwner(
  tx: DbExecutor,
  {
    donation,
    failure,
    deps,
  }: { donation: DonationRow; failure: ProviderRefundFailure; deps: RefundFailureDeps },
): Promise<void> {
  const organization = await findOrganizationById(tx, donation.organizationId);
  if (!organization) return;
  const query = new URLSearchParams({ organization: organization.slug });
  const link = `${deps.publicUrl}/donations/${donation.id}?${query}`;
  await notifyOrganization(tx, organization, (to, locale) =>
    refundFailedEmail({
      locale,
      to,
      link,
      organizationName: organization.name,
      donorName: donation.donorName,
      amountText: formatGift(toMajorUnits(failure.amountMinor), donation.currency),
      reason: failure.reason,
    }),
  );
}

import type { RefundResponse } from '@givecrowd/shared/giving/giving-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { refundDeadline, refundReasonError } from '@givecrowd/shared/giving/refund-rules';
import { AppError } from '@/lib/errors.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { PaymentProviderError } from '@/modules/payments/index.ts';
import { type RefundDeps, settleRefund } from './record-refund.ts';
import {
  countFailedRefunds,
  keepProviderRefundId,
  lockCharge,
  lockLatestCharge,
  markRefundRequestRefused,
  requestRefund,
} from './refund-repository.ts';

const tooLate = () => new AppError('conflict', GIVING_MESSAGES.refundTooLate);

/**
 * `POST /api/organizations/{slug}/donations/{donation_id}/refund` (docs/product/donations.md#refunds):
 * the owner refunds a gift's latest charge in full (a one-time gift's only one), within 180 days of
 * it. Anyone else finds no gift (404); a gift not paid, refunded already or charged longer ago
 * answers 409 `GIVING_MESSAGES.refundTooLate`.
 *
 * The request (reason, asker) is kept first, so a provider's webhook arriving before this call
 * ends records it with its reason; then the provider refunds under `refund-{charge id}` as its
 * idempotency key (after n refunds of the charge the provider failed, `refund-{charge id}-{n+1}`:
 * docs/decisions/013-a-refund-that-fails.md), so a retry or a second click never refunds twice;
 * then the refund is recorded (`settleRefund`), once however it arrives. A request the provider
 * refuses is kept failed, so trying again asks under a new key; one the provider cannot be reached
 * for is left as it is, so trying again asks the provider under the same key. A refund the provider reported failed before it was recorded
 * answers 409 `GIVING_MESSAGES.refundFailedAtProvider`.
 */
export async function refundGift({
  deps,
  ownerId,
  slug,
  donationId,
  reason,
}: {
  deps: RefundDeps;
  ownerId: string;
  slug: string;
  donationId: string;
  reason: string;
}): Promise<RefundResponse['data']> {
  const { db, providers } = deps;
  const organization = await loadOwnDraft({ db, ownerId, slug });
  const reasonError = refundReasonError(reason);
  if (reasonError) {
    throw new AppError('bad_request', reasonError, {
      errors: [{ field: 'reason', message: reasonError }],
    });
  }
  const { donation, charge, failedBefore } = await db.transaction(async (tx) => {
    const gift = await lockLatestCharge(tx, { organizationId: organization.id, donationId });
    if (!gift) throw new AppError('not_found', GIVING_MESSAGES.donationNotFound);
    const { latest } = gift;
    const now = deps.clock();
    if (
      gift.donation.status !== 'succeeded' ||
      !latest ||
      latest.refund?.refundedAt ||
      refundDeadline(latest.charge.chargedAt).getTime() < now.getTime()
    ) {
      throw tooLate();
    }
    const asked = await requestRefund(tx, {
      donationId: gift.donation.id,
      chargeId: latest.charge.id,
      provider: latest.charge.provider,
      currency: latest.charge.currency,
      amount: latest.charge.amount,
      reason: reason.trim(),
      requestedBy: ownerId,
      requestedAt: now,
    });
    if (!asked) throw tooLate();
    const failedBefore = await countFailedRefunds(tx, latest.charge.id);
    return { donation: gift.donation, charge: latest.charge, failedBefore };
  });

  const provider = providers.named(charge.provider)?.donations;
  if (!provider || !donation.providerSessionId) {
    throw new PaymentProviderError(
      'unavailable',
      charge.provider,
      'the provider is not configured',
    );
  }
  let refundId: string;
  try {
    ({ refundId } = await provider.refundCharge({
      providerSessionId: donation.providerSessionId,
      paymentId: charge.providerPaymentId,
      amountMinor: charge.amount,
      currency: charge.currency,
      idempotencyKey:
        failedBefore === 0 ? `refund-${charge.id}` : `refund-${charge.id}-${failedBefore + 1}`,
      donationId: donation.id,
    }));
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind !== 'unavailable') {
      await markRefundRequestRefused(db, {
        chargeId: charge.id,
        failedAt: deps.clock(),
        reason: GIVING_MESSAGES.refundFailedAtProvider,
      });
    }
    throw error;
  }

  const receipt = await db.transaction(async (tx) => {
    const gift = await lockCharge(tx, charge);
    if (!gift) throw new Error(`charge ${charge.id} is gone`);
    const settled = await settleRefund(tx, { ...gift, providerRefundId: refundId, deps });
    if (settled.outcome === 'recorded') return settled.receipt;
    if (settled.outcome === 'failed') {
      throw new AppError('conflict', GIVING_MESSAGES.refundFailedAtProvider);
    }
    // The provider's webhook recorded it first, with this request's reason.
    await keepProviderRefundId(tx, { chargeId: charge.id, providerRefundId: refundId });
    return gift.latest.receipt;
  });
  if (!receipt) throw new Error(`charge ${charge.id} has no receipt`);
  return { status: 'refunded', receipt: { number: receipt.number, status: 'void' } };
}

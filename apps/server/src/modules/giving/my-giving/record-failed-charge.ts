import { formatGift, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { MONTHLY_GIFT_FAILURES_TO_STOP } from '@givecrowd/shared/giving/my-giving-api';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import { findOrganizationById } from '@/modules/organizations/index.ts';
import type { PaymentProviders, RecordFailedCharge } from '@/modules/payments/index.ts';
import { chargeDeclinedEmail } from './my-giving-emails.ts';
import {
  countChargesOf,
  lockMonthlyGiftOfCheckout,
  recordChargeFailureOnce,
} from './my-giving-repository.ts';
import { stopMonthlyGift } from './stop-monthly-gift.ts';

/**
 * Records a monthly gift's declined charge (docs/product/donations.md#the-donors-page), for the
 * scheduler (the sandbox) and the providers' webhooks alike. With the gift's row locked: the
 * failure, once per provider attempt (no money moved, so nothing reaches the ledger); then, while
 * fewer than three were declined in a row, the donor is emailed where to update the payment. The
 * third in a row, or a provider that gave the subscription up, stops the gift as the donor's own
 * stop does: at the provider, here, and both sides told. Asked again for the same attempt, it
 * emails nothing more but still stops a gift that should have stopped (a provider that failed the
 * first time).
 */
export function failedChargeRecorder({
  db,
  providers,
  log,
  clock,
}: {
  db: Database;
  providers: Pick<PaymentProviders, 'named'>;
  log: FastifyBaseLogger;
  clock: () => Date;
}): RecordFailedCharge {
  return async ({ provider, providerSessionId, attemptId, updateUrl, ended }) => {
    const now = clock();
    const found = await db.transaction(async (tx) => {
      const gift = await lockMonthlyGiftOfCheckout(tx, { provider, providerSessionId });
      if (!gift?.confirmedAt) return undefined;
      const { charges } = await countChargesOf(tx, gift.id);
      const isNew = await recordChargeFailureOnce(tx, {
        donationId: gift.id,
        provider,
        providerAttemptId: attemptId,
        chargesBefore: charges,
        updateUrl,
        failedAt: now,
      });
      if (gift.cancelledAt) return { gift, isNew, stops: false };
      const { failuresInARow: inARow } = await countChargesOf(tx, gift.id);
      const stops = ended || inARow >= MONTHLY_GIFT_FAILURES_TO_STOP;
      if (isNew && !stops) {
        const organization = await findOrganizationById(tx, gift.organizationId);
        await enqueueMessage(
          tx,
          chargeDeclinedEmail({
            gift: {
              locale: gift.locale,
              donorEmail: gift.donorEmail,
              donorName: gift.donorName,
              organizationName: organization?.name ?? '',
              amountText: formatGift(toMajorUnits(gift.charged), gift.currency),
            },
            updateUrl,
            inARow,
          }),
        );
      }
      return { gift, isNew, stops };
    });
    if (!found) return 'unknown';
    if (found.stops) {
      await stopMonthlyGift({ db, providers, log, gift: found.gift, by: 'failed_charges', now });
    }
    return found.isNew ? 'recorded' : 'already';
  };
}

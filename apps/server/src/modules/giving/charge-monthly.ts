import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import type {
  ConfirmDonation,
  PaymentProviders,
  RecordFailedCharge,
} from '@/modules/payments/index.ts';
import { listMonthlyGiftsToCharge } from './repository.ts';

/** `date` plus `months` calendar months, on the same day or the month's last (31 Jan → 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** A declined month is tried again this long after each decline (docs/product/donations.md#the-donors-page). */
export const RETRY_AFTER_DECLINE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Charges every monthly gift whose next month is due at `now` (docs/product/donations.md#monthly-gifts),
 * where the product schedules the charges (the providers with `renewMonthly`: the sandbox). Month
 * n+1 is due n calendar months after the first charge. Each charge goes through the same
 * confirmation as the first, so its receipt, ledger entries and totals follow, and a run repeated
 * on another node charges nothing twice (the month's payment id is the provider's, counted once).
 * A gift missed for several months is charged once per run until it has caught up. A declined
 * month is recorded as a failed charge (the donor is told; the third in a row stops the gift) and
 * tried again 3 days after each decline; a stopped gift is not in the list at all.
 */
export async function chargeDueMonthlyGifts({
  db,
  providers,
  confirmDonation,
  recordFailedCharge,
  now,
  log,
}: {
  db: Database;
  providers: Pick<PaymentProviders, 'named'>;
  confirmDonation: ConfirmDonation;
  recordFailedCharge: RecordFailedCharge;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<{ charged: number }> {
  let charged = 0;
  for (const gift of await listMonthlyGiftsToCharge(db)) {
    const renew = providers.named(gift.provider)?.donations?.renewMonthly;
    if (!renew || !gift.providerSessionId || !gift.confirmedAt) continue;
    const due =
      addMonths(gift.confirmedAt, gift.charges).getTime() +
      gift.failuresInARow * RETRY_AFTER_DECLINE_MS;
    if (due > now.getTime()) continue;
    const { provider, providerSessionId } = gift;
    try {
      const renewal = await renew({
        providerSessionId,
        month: gift.charges + 1,
        attempt: gift.failuresInARow + 1,
      });
      if (renewal.state === 'declined') {
        const { attemptId, updateUrl } = renewal;
        await recordFailedCharge({
          provider,
          providerSessionId,
          attemptId,
          updateUrl,
          ended: false,
        });
        continue;
      }
      const outcome = await confirmDonation({
        provider,
        providerSessionId,
        payment: renewal.payment,
      });
      if (outcome === 'recorded') charged += 1;
    } catch (error) {
      log.error({ err: error, donationId: gift.id }, 'a monthly gift could not be charged');
    }
  }
  return { charged };
}

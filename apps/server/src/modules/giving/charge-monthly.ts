import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { ConfirmDonation, PaymentProviders } from '@/modules/payments/index.ts';
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

/**
 * Charges every monthly gift whose next month is due at `now` (docs/product/donations.md#monthly-gifts),
 * where the product schedules the charges (the providers with `renewMonthly`: the sandbox). Month
 * n+1 is due n calendar months after the first charge. Each charge goes through the same
 * confirmation as the first, so its receipt, ledger entries and totals follow, and a run repeated
 * on another node charges nothing twice (the month's payment id is the provider's, counted once).
 * A gift missed for several months is charged once per run until it has caught up.
 */
export async function chargeDueMonthlyGifts({
  db,
  providers,
  confirmDonation,
  now,
  log,
}: {
  db: Database;
  providers: Pick<PaymentProviders, 'named'>;
  confirmDonation: ConfirmDonation;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<{ charged: number }> {
  let charged = 0;
  for (const gift of await listMonthlyGiftsToCharge(db)) {
    const renew = providers.named(gift.provider)?.donations?.renewMonthly;
    if (!renew || !gift.providerSessionId || !gift.confirmedAt) continue;
    if (addMonths(gift.confirmedAt, gift.charges).getTime() > now.getTime()) continue;
    try {
      const payment = await renew({
        providerSessionId: gift.providerSessionId,
        month: gift.charges + 1,
      });
      const outcome = await confirmDonation({
        provider: gift.provider,
        providerSessionId: gift.providerSessionId,
        payment,
      });
      if (outcome === 'recorded') charged += 1;
    } catch (error) {
      log.error({ err: error, donationId: gift.id }, 'a monthly gift could not be charged');
    }
  }
  return { charged };
}

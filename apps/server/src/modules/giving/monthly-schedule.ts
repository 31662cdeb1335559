import type { App } from '@/lib/fastify-types.ts';
import type { ConfirmDonation, RecordFailedCharge } from '@/modules/payments/index.ts';
import { chargeDueMonthlyGifts } from './charge-monthly.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The product's scheduler of monthly gifts (docs/product/donations.md#monthly-gifts): it looks once
 * the app is ready and then every hour, on every node (a charge counts once whichever node makes
 * it), and stops before the app closes.
 */
export function scheduleMonthlyGifts(
  app: App,
  {
    confirmDonation,
    recordFailedCharge,
  }: { confirmDonation: ConfirmDonation; recordFailedCharge: RecordFailedCharge },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const look = () => {
    running = chargeDueMonthlyGifts({
      db: app.db,
      providers: app.payments,
      confirmDonation,
      recordFailedCharge,
      now: app.clock(),
      log: app.log,
    }).catch((error: unknown) => app.log.error({ err: error }, 'the monthly gifts run failed'));
  };
  app.addHook('onReady', async () => {
    look();
    timer = setInterval(look, HOUR_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

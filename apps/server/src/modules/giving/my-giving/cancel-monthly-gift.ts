import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import { invariantFound } from '@/lib/errors.ts';
import type { PaymentProviders } from '@/modules/payments/index.ts';
import { findDonorMonthlyGift } from './my-giving-repository.ts';
import { stopMonthlyGift } from './stop-monthly-gift.ts';

/**
 * `POST /api/my-giving/monthly/{id}/cancel?key=` (docs/product/donations.md#the-donors-page): the
 * donor stops one of their own monthly gifts at once. Another donor's gift, a one-time gift or
 * one never paid is a 404; a gift stopped already answers the same, and nothing happens again.
 */
export async function cancelMyMonthlyGift({
  db,
  providers,
  log,
  email,
  id,
  now,
}: {
  db: Database;
  providers: Pick<PaymentProviders, 'named'>;
  log: FastifyBaseLogger;
  email: string;
  id: string;
  now: Date;
}): Promise<{ status: 'cancelled' }> {
  const gift = invariantFound(
    await findDonorMonthlyGift(db, { id, email }),
    GIVING_MESSAGES.monthlyGiftNotFound,
  );
  await stopMonthlyGift({ db, providers, log, gift, by: 'donor', now });
  return { status: 'cancelled' };
}

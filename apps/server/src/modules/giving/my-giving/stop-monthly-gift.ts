import { formatGift, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import { findOrganizationById, notifyOrganization } from '@/modules/organizations/index.ts';
import { PaymentProviderError, type PaymentProviders } from '@/modules/payments/index.ts';
import { type DonationRow, findCampaignSlug } from '../repository.ts';
import {
  monthlyGiftStoppedEmail,
  monthlyGiftStoppedOrganizationEmail,
  type StopReason,
} from './my-giving-emails.ts';
import { markMonthlyGiftStopped } from './my-giving-repository.ts';

type Gift = Pick<
  DonationRow,
  | 'id'
  | 'organizationId'
  | 'campaignId'
  | 'provider'
  | 'providerSessionId'
  | 'cancelledAt'
  | 'donorName'
  | 'donorEmail'
  | 'locale'
  | 'amount'
  | 'currency'
>;

/**
 * Stops a monthly gift at once (docs/product/donations.md#the-donors-page): first at the provider
 * (its subscription cancelled, under the gift's own idempotency key; the sandbox renews it no
 * more), then here, once: the gift is marked stopped, so the scheduler charges it no more, and its
 * donor and its organization are emailed. A gift stopped already is left as it is; two requests
 * at once both ask the provider, which stops it once, and only the first marks it and emails. A
 * provider that fails throws and nothing is marked, so asking again tries again.
 */
export async function stopMonthlyGift({
  db,
  providers,
  log,
  gift,
  by,
  now,
}: {
  db: Database;
  providers: Pick<PaymentProviders, 'named'>;
  log: FastifyBaseLogger;
  gift: Gift;
  by: StopReason;
  now: Date;
}): Promise<void> {
  if (gift.cancelledAt) return;
  await cancelAtProvider({ providers, log, gift });
  await db.transaction(async (tx) => {
    const stopped = await markMonthlyGiftStopped(tx, { id: gift.id, by, at: now });
    if (!stopped) return;
    const [organization, campaign] = await Promise.all([
      findOrganizationById(tx, gift.organizationId),
      gift.campaignId ? findCampaignSlug(tx, gift.campaignId) : undefined,
    ]);
    const organizationName = organization?.name ?? '';
    const about = {
      donorName: gift.donorName,
      organizationName,
      amountText: formatGift(toMajorUnits(gift.amount), gift.currency),
    };
    await enqueueMessage(
      tx,
      monthlyGiftStoppedEmail({
        gift: { ...about, locale: gift.locale, donorEmail: gift.donorEmail },
        by,
      }),
    );
    if (organization) {
      await notifyOrganization(tx, organization, (to, locale) =>
        monthlyGiftStoppedOrganizationEmail({
          locale,
          to,
          gift: about,
          giftFor: campaign?.title ?? organizationName,
          by,
        }),
      );
    }
  });
}

/**
 * The provider's half: a subscription it no longer knows is as good as stopped. A provider this
 * deployment no longer has configured cannot be asked; that is logged and the gift stops here.
 */
async function cancelAtProvider({
  providers,
  log,
  gift,
}: {
  providers: Pick<PaymentProviders, 'named'>;
  log: FastifyBaseLogger;
  gift: Gift;
}): Promise<void> {
  const donations = providers.named(gift.provider)?.donations;
  if (!donations || !gift.providerSessionId) {
    log.error(
      { donationId: gift.id, provider: gift.provider },
      'a monthly gift was stopped without its provider, which is not configured',
    );
    return;
  }
  try {
    await donations.cancelMonthly({
      providerSessionId: gift.providerSessionId,
      idempotencyKey: `cancel-monthly-${gift.id}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.kind !== 'not_found') throw error;
    log.warn(
      { err: error, donationId: gift.id },
      "the provider no longer knows a monthly gift's subscription",
    );
  }
}

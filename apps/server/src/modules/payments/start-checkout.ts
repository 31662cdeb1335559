import type { CheckoutRequest } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { isPlanPurchaseValid } from '@givecrowd/shared/payments/plan-purchase';
import { AppError } from '@/lib/errors.ts';
import { loadOwnDraft, storedPricingPlan } from '@/modules/organizations/index.ts';
import { priceCheckout } from './checkout-price.ts';
import { attachProviderSession, deleteCheckout, insertCheckout } from './checkout-repository.ts';
import type { PaymentDeps } from './deps.ts';
import { ONBOARDING_RETURN_PATH } from './reconnect-url.ts';

/**
 * `POST /api/payments/checkout` (docs/product/payments.md#checkout): the owner starts a hosted
 * checkout for a plan or a verification donation at the server's price. The checkout is recorded
 * first, so the provider can echo its id; when the provider fails, the record is removed again
 * and nothing is left half-written.
 */
export async function startCheckout({
  deps,
  userId,
  customerEmail,
  webOrigin,
  request,
}: {
  deps: PaymentDeps;
  userId: string;
  customerEmail: string;
  /** The caller's web origin, one of ours: the provider sends the person back there. */
  webOrigin: string;
  request: CheckoutRequest;
}): Promise<{ url: string; sessionId: string }> {
  const organization = await loadOwnDraft({ db: deps.db, ownerId: userId, slug: request.slug });
  const country = organization.countryCode;
  if (!country) throw new AppError('bad_request', PAYMENTS_MESSAGES.stepOneFirst);
  // Only a payment that still counts as the plan blocks another: a donation of a grant program
  // that was unticked, or one paid in another currency, leaves the plan to buy
  // (docs/product/plans-and-checkout.md#what-counts-as-a-plan).
  const paid = storedPricingPlan(organization.pricingPlan);
  if (isPlanPurchaseValid(paid, { ...organization.form, country_code: country })) {
    throw new AppError('conflict', PAYMENTS_MESSAGES.alreadyPurchased);
  }
  const price = await priceCheckout({ db: deps.db, organization, country, request });
  const provider = deps.providers.checkoutFor(country);
  const checkout = await insertCheckout(deps.db, {
    organizationId: organization.id,
    userId,
    provider: provider.name,
    ...price,
  });
  const successUrl = `${webOrigin}${ONBOARDING_RETURN_PATH}?checkout=${checkout.id}`;
  try {
    const session = await provider.createCheckout({
      checkoutId: checkout.id,
      ...price,
      startedAt: checkout.createdAt,
      customerEmail,
      successUrl,
      cancelUrl: `${successUrl}&checkout_cancelled=1`,
    });
    await attachProviderSession(deps.db, { id: checkout.id, ...session });
    return { url: session.url, sessionId: checkout.id };
  } catch (error) {
    await deleteCheckout(deps.db, checkout.id);
    throw error;
  }
}

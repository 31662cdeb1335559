import type { CheckoutState } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { AppError } from '@/lib/errors.ts';
import { findCheckoutWithOwner } from './checkout-repository.ts';
import type { PaymentDeps } from './deps.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { recordCheckoutPaid } from './record-checkout-paid.ts';

/**
 * `GET /api/payments/checkout/{session_id}` (docs/product/payments.md#checkout): where a checkout
 * stands. An open one is checked with its provider first, so a payment whose webhook has not
 * arrived yet still counts once the provider confirms it. Only the person who started it or the
 * organization's owner may ask (else 404).
 */
export async function readCheckoutStatus({
  deps,
  userId,
  sessionId,
}: {
  deps: PaymentDeps;
  userId: string;
  sessionId: string;
}): Promise<{ session_id: string; state: CheckoutState; slug: string }> {
  const found = await findCheckoutWithOwner(deps.db, sessionId);
  if (!found || (found.checkout.userId !== userId && found.ownerId !== userId)) {
    throw new AppError('not_found', PAYMENTS_MESSAGES.checkoutNotFound);
  }
  const { checkout, slug } = found;
  const answer = (state: CheckoutState) => ({ session_id: checkout.id, state, slug });
  const provider = deps.providers.named(checkout.provider);
  if (checkout.state !== 'open' || !checkout.providerSessionId || !provider) {
    return answer(checkout.state);
  }
  const paid = await provider.checkoutPaid(checkout.providerSessionId).catch((error) => {
    // A session the provider does not know was never paid.
    if (error instanceof PaymentProviderError && error.kind === 'not_found') return false;
    throw error;
  });
  if (!paid) return answer('open');
  const outcome = await recordCheckoutPaid({
    db: deps.db,
    provider: checkout.provider,
    providerSessionId: checkout.providerSessionId,
  });
  if (outcome === 'recorded') return answer('paid');
  // Something else closed it meanwhile (a webhook, a cancel): answer what it became.
  const now = await findCheckoutWithOwner(deps.db, sessionId);
  return answer(now?.checkout.state ?? checkout.state);
}

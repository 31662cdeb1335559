import type { PaymentProvider } from './payment-provider.ts';
import { ONBOARDING_RETURN_PATH, reconnectUrl } from './reconnect-url.ts';

/**
 * A fresh link to the account's hosted onboarding: it returns to
 * `{origin}/organization/partner-onboarding`, and an expired one comes back to our re-connect
 * call for another. `signature` is the owner's proof for this account and origin
 * (docs/product/payments.md#onboarding-links): the re-connect address carries it, and so does the
 * sandbox's own page.
 */
export async function onboardingLink({
  provider,
  accountId,
  origin,
  publicUrl,
  signature,
}: {
  provider: PaymentProvider;
  accountId: string;
  origin: string;
  publicUrl: string;
  signature: string;
}): Promise<string> {
  const { url } = await provider.onboardingLink({
    accountId,
    returnUrl: `${origin}${ONBOARDING_RETURN_PATH}`,
    refreshUrl: reconnectUrl({ publicUrl, accountId, origin, signature }),
    signature,
  });
  return url;
}

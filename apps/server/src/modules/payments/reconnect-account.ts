import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { invariantFound } from '@/lib/errors.ts';
import { requireSignedOnboardingLink } from './check-onboarding-link.ts';
import { type PaymentDeps, requireAllowedOrigin, storedProvider } from './deps.ts';
import { onboardingLink } from './onboarding-link.ts';

/**
 * `GET /api/payments/stripe/re-connect` (docs/product/payments.md#provider-accounts): where an
 * expired onboarding link leads. The provider opens it in a new tab, where no token is sent, so
 * the link itself is the proof: it must carry the signature the server gave the account's owner
 * for this account and `domain` (docs/product/payments.md#onboarding-links), else 404. The fresh
 * link carries the same signature on, so a link handed out lives 30 minutes however often it is
 * renewed, and returns only to one of our sites.
 */
export async function freshOnboardingLink({
  deps,
  accountId,
  domain,
  signature,
}: {
  deps: PaymentDeps;
  accountId: string;
  domain: string;
  /** Empty when the link carries none. */
  signature: string;
}): Promise<string> {
  const origin = await requireAllowedOrigin(deps, domain);
  const organization = await requireSignedOnboardingLink({
    db: deps.db,
    signer: deps.signer,
    accountId,
    origin,
    signature,
  });
  const provider = storedProvider(
    deps,
    invariantFound(organization.paymentProvider, PAYMENTS_MESSAGES.onboardingLinkInvalid),
  );
  return onboardingLink({
    provider,
    accountId,
    origin,
    publicUrl: deps.sites.publicUrl,
    signature,
  });
}

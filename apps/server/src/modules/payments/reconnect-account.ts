import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { invariantFound } from '@/lib/errors.ts';
import { findOrganizationByAccount } from '@/modules/organizations/index.ts';
import { type PaymentDeps, requireAllowedOrigin, storedProvider } from './deps.ts';
import { onboardingLink } from './onboarding-link.ts';

/**
 * `GET /api/payments/stripe/re-connect` (docs/product/payments.md#provider-accounts): where an
 * expired onboarding link leads. It needs no token (the provider opens it in a new tab), so it
 * reveals nothing but a fresh link to the same onboarding, returning only to one of our sites.
 */
export async function freshOnboardingLink({
  deps,
  accountId,
  domain,
}: {
  deps: PaymentDeps;
  accountId: string;
  domain: string;
}): Promise<string> {
  const organization = invariantFound(
    await findOrganizationByAccount(deps.db, { accountId }),
    PAYMENTS_MESSAGES.accountNotFound,
  );
  const origin = await requireAllowedOrigin(deps, domain);
  const provider = storedProvider(
    deps,
    invariantFound(organization.paymentProvider, PAYMENTS_MESSAGES.accountNotFound),
  );
  return onboardingLink({ provider, accountId, origin, publicUrl: deps.sites.publicUrl });
}

import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { invariantFound } from '@/lib/errors.ts';
import {
  findOrganizationByAccount,
  recordPaymentOnboarded,
} from '@/modules/organizations/index.ts';
import { type PaymentDeps, storedProvider } from './deps.ts';

/**
 * `GET /api/payments/stripe/onboarding-status` (docs/product/payments.md#provider-accounts):
 * asks the provider whether the account's onboarding is done and keeps the answer on the
 * organization. Only the owner of the organization holding the account may ask (else 404).
 */
export async function readOnboardingStatus({
  deps,
  ownerId,
  accountId,
}: {
  deps: PaymentDeps;
  ownerId: string;
  accountId: string;
}): Promise<boolean> {
  const organization = invariantFound(
    await findOrganizationByAccount(deps.db, { accountId, ownerId }),
    PAYMENTS_MESSAGES.accountNotFound,
  );
  const provider = storedProvider(
    deps,
    invariantFound(organization.paymentProvider, PAYMENTS_MESSAGES.accountNotFound),
  );
  const onboarded = await provider.accountOnboarded(accountId);
  if (onboarded !== organization.paymentOnboarded) {
    await recordPaymentOnboarded(deps.db, { id: organization.id, onboarded });
  }
  return onboarded;
}

import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { invariantFound } from '@/lib/errors.ts';
import {
  findOrganizationByAccount,
  recordPaymentOnboarded,
} from '@/modules/organizations/index.ts';
import { type PaymentDeps, storedProvider } from './deps.ts';
import { signOnboardingLink } from './onboarding-link-signature.ts';
import { reconnectUrl } from './reconnect-url.ts';

/**
 * `GET /api/payments/stripe/onboarding-status` (docs/product/payments.md#provider-accounts):
 * asks the provider whether the account's onboarding is done and keeps the answer on the
 * organization. Only the owner of the organization holding the account may ask (else 404); the
 * answer gives them their own link to continue onboarding, a re-connect link signed for them and
 * `origin` (docs/product/payments.md#onboarding-links).
 */
export async function readOnboardingStatus({
  deps,
  ownerId,
  accountId,
  origin,
}: {
  deps: PaymentDeps;
  ownerId: string;
  accountId: string;
  /** The caller's web origin, one of ours: where onboarding returns. */
  origin: string;
}): Promise<{ onboarded: boolean; url: string }> {
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
  const signature = signOnboardingLink({ signer: deps.signer, accountId, ownerId, origin });
  const url = reconnectUrl({ publicUrl: deps.sites.publicUrl, accountId, origin, signature });
  return { onboarded, url };
}

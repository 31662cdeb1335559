import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { StripeConnectRequest } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { AppError } from '@/lib/errors.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import {
  attachPaymentAccount,
  loadOwnDraft,
  lockOrganization,
} from '@/modules/organizations/index.ts';
import { type PaymentDeps, requireAllowedOrigin } from './deps.ts';
import { onboardingLink } from './onboarding-link.ts';
import { signOnboardingLink } from './onboarding-link-signature.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * `POST /api/payments/stripe/connect` (docs/product/payments.md#provider-accounts): the owner's
 * organization outside India gets its donation account, one per organization, and a fresh link
 * to its hosted onboarding, signed for the owner (docs/product/payments.md#onboarding-links). A
 * second connect reuses the stored account; two racing connects ask the provider with the same
 * idempotency key, so it answers both with one account.
 */
export async function connectPaymentAccount({
  deps,
  ownerId,
  request,
}: {
  deps: PaymentDeps;
  ownerId: string;
  request: Pick<StripeConnectRequest, 'slug' | 'business_type' | 'email' | 'country' | 'domain'>;
}): Promise<{ accountId: string; url: string }> {
  const organization = await loadOwnDraft({ db: deps.db, ownerId, slug: request.slug });
  const country = organization.countryCode;
  if (!country) throw new AppError('bad_request', PAYMENTS_MESSAGES.stepOneFirst);
  if (country === INDIA_COUNTRY_CODE || request.country === INDIA_COUNTRY_CODE) {
    throw new AppError('bad_request', PAYMENTS_MESSAGES.connectOutsideIndiaOnly);
  }
  const origin = await requireAllowedOrigin(deps, request.domain);
  const provider = deps.providers.account;
  const accountId = await ensureAccount({ deps, provider, organization, country, request });
  const url = await onboardingLink({
    provider,
    accountId,
    origin,
    publicUrl: deps.sites.publicUrl,
    signature: signOnboardingLink({ signer: deps.signer, accountId, ownerId, origin }),
  });
  return { accountId, url };
}

/** The stable key that makes the provider answer every create for this organization alike. */
const accountIdempotencyKey = (organizationId: string) => `organization-account-${organizationId}`;

async function ensureAccount({
  deps,
  provider,
  organization,
  country,
  request,
}: {
  deps: PaymentDeps;
  provider: PaymentProvider;
  organization: Organization;
  country: string;
  request: Pick<StripeConnectRequest, 'business_type' | 'email'>;
}): Promise<string> {
  const stored = (row: Organization) =>
    row.paymentProvider === provider.name ? row.paymentAccountId : null;
  const existing = stored(organization);
  if (existing) return existing;
  // The provider is called outside any transaction: a slow provider holds no database lock
  // (and the embedded database has one connection, which the sandbox provider needs too).
  const { accountId } = await provider.createAccount({
    idempotencyKey: accountIdempotencyKey(organization.id),
    businessType: request.business_type,
    email: request.email,
    country,
    organizationName: organization.name,
  });
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrganization(tx, organization.id);
    const first = locked && stored(locked);
    if (first) return first;
    await attachPaymentAccount(tx, { id: organization.id, provider: provider.name, accountId });
    return accountId;
  });
}

/** The path the provider sends an expired onboarding link to (docs/product/http-contract.md#payment-calls). */
export const RECONNECT_PATH = '/api/payments/stripe/re-connect';

/** Where onboarding goes back to on the organization's web origin. */
export const ONBOARDING_RETURN_PATH = '/organization/partner-onboarding';

/**
 * Our re-connect call for this account and origin: it answers a fresh onboarding link while
 * `signature` (the owner's proof, docs/product/payments.md#onboarding-links) is valid.
 */
export function reconnectUrl({
  publicUrl,
  accountId,
  origin,
  signature,
}: {
  publicUrl: string;
  accountId: string;
  origin: string;
  signature: string;
}): string {
  const query = new URLSearchParams({
    stripe: 'refresh_url',
    account_id: accountId,
    domain: origin,
    type: 'create',
    signature,
  });
  return `${publicUrl}${RECONNECT_PATH}?${query}`;
}

/** The path the provider sends an expired onboarding link to (docs/product/http-contract.md#payment-calls). */
export const RECONNECT_PATH = '/api/payments/stripe/re-connect';

/** Where onboarding goes back to on the organization's web origin. */
export const ONBOARDING_RETURN_PATH = '/organization/partner-onboarding';

/** Our re-connect call for this account and origin: it answers a fresh onboarding link. */
export function reconnectUrl({
  publicUrl,
  accountId,
  origin,
}: {
  publicUrl: string;
  accountId: string;
  origin: string;
}): string {
  const query = new URLSearchParams({
    stripe: 'refresh_url',
    account_id: accountId,
    domain: origin,
    type: 'create',
  });
  return `${publicUrl}${RECONNECT_PATH}?${query}`;
}

import type Stripe from 'stripe';
import type { StripeConfig } from '@/config.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import { loadStripeSdk, type StripeSdk } from './load-stripe-sdk.ts';

/** Runs calls of the official SDK; a Stripe failure comes out as a `PaymentProviderError`. */
export type StripeCall = <T>(run: (stripe: Stripe) => Promise<T>) => Promise<T>;

/**
 * One Stripe client (docs/product/payment-providers.md#stripe), made with the first call: the
 * address from STRIPE_API_BASE and a budget of `timeoutMs` per call.
 */
export function createStripeCall(
  config: StripeConfig,
  { timeoutMs }: { timeoutMs: number },
): StripeCall {
  let client: Promise<{ stripe: Stripe; sdk: StripeSdk }> | undefined;
  const connect = () => {
    client ??= loadStripeSdk().then((sdk) => ({
      sdk,
      stripe: new sdk(config.secretKey, {
        ...apiAddress(config.apiBase),
        // One retry (the SDK's own, for network errors, 409 and 5xx, under the same idempotency
        // key): each try gets half the budget, so a call ends within about `timeoutMs`.
        timeout: Math.ceil(timeoutMs / 2),
        maxNetworkRetries: 1,
        telemetry: false,
      }),
    }));
    return client;
  };
  return async (run) => {
    const { stripe, sdk } = await connect();
    try {
      return await run(stripe);
    } catch (error) {
      throw toProviderError(error, sdk);
    }
  };
}

/** The SDK's host, port and protocol from STRIPE_API_BASE; Stripe's own when unset. */
function apiAddress(apiBase: URL | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const protocol = apiBase.protocol === 'http:' ? 'http' : 'https';
  return {
    host: apiBase.hostname,
    port: apiBase.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/**
 * Network failures, timeouts, 429 and 5xx are `unavailable` (try again later); a missing object
 * is `not_found`; any other answer is `refused`. Only the error's kind, status, code and message
 * travel on, never the SDK's request.
 */
function toProviderError(error: unknown, sdk: StripeSdk): unknown {
  if (error instanceof PaymentProviderError) return error;
  if (!(error instanceof sdk.errors.StripeError)) return error;
  const status = error.statusCode;
  const summary = `Stripe ${error.type}${status ? ` ${status}` : ''}${error.code ? ` (${error.code})` : ''}: ${error.message}`;
  if (
    error instanceof sdk.errors.StripeConnectionError ||
    status === undefined ||
    status === 429 ||
    status >= 500
  ) {
    return new PaymentProviderError('unavailable', 'stripe', summary);
  }
  if (status === 404 || error.code === 'resource_missing') {
    return new PaymentProviderError('not_found', 'stripe', summary);
  }
  return new PaymentProviderError('refused', 'stripe', summary);
}

import type Razorpay from 'razorpay';
import type { RazorpayConfig } from '@/config.ts';
import { PaymentProviderError } from '../payment-provider.ts';

export type RazorpayClient = InstanceType<typeof Razorpay>;

/** Runs calls of the official SDK; a Razorpay failure comes out as a `PaymentProviderError`. */
export type RazorpayCall = <T>(run: (razorpay: RazorpayClient) => Promise<T>) => Promise<T>;

const DEFAULT_API_ORIGIN = 'https://api.razorpay.com';

/** The SDK's request layer (an axios instance), which its constructor gives no options for. */
type SdkRequests = {
  defaults: { baseURL?: string; timeout?: number };
  post: (
    path: string,
    body: object,
    options: { headers: Record<string, string> },
  ) => Promise<{ data: unknown }>;
};

let sdk: Promise<typeof Razorpay> | undefined;
/** Loaded with the first Razorpay call (docs/product/faults.md#soak-and-memory). */
const loadSdk = () => {
  sdk ??= import('razorpay').then(({ default: loaded }) => loaded);
  return sdk;
};

/**
 * One Razorpay client (docs/product/payment-providers.md#razorpay), made with the first call: the
 * address from RAZORPAY_API_BASE and a budget of `timeoutMs` per call. One try per call: Razorpay
 * takes no idempotency keys, so a retry could make a second subscription.
 */
export function createRazorpayCall(
  config: RazorpayConfig,
  { timeoutMs }: { timeoutMs: number },
): RazorpayCall {
  let client: Promise<RazorpayClient> | undefined;
  return async (run) => {
    client ??= loadSdk().then((Sdk) =>
      pointAt(new Sdk({ key_id: config.keyId, key_secret: config.keySecret }), {
        origin: apiOrigin(config.apiBase),
        timeoutMs,
      }),
    );
    const razorpay = await client;
    try {
      return await run(razorpay);
    } catch (error) {
      throw toProviderError(error);
    }
  };
}

/**
 * The API's origin: RAZORPAY_API_BASE may name the versioned address
 * (`https://api.razorpay.com/v1`), but the SDK adds `/v1` to every path itself.
 */
function apiOrigin(apiBase: string | undefined): string {
  return (apiBase ?? DEFAULT_API_ORIGIN).replace(/\/+$/, '').replace(/\/v1$/, '');
}

/**
 * The SDK fixes its address and sets no timeout; both live on its axios instance (`api.rq`,
 * razorpay 2.9), which is where we set them. If an upgrade moves it, this fails at the first call
 * instead of sending requests to the wrong place or waiting forever.
 */
function pointAt(
  razorpay: RazorpayClient,
  { origin, timeoutMs }: { origin: string; timeoutMs: number },
): RazorpayClient {
  const requests = (razorpay.api as unknown as { rq?: SdkRequests }).rq;
  if (!requests?.defaults) {
    throw new Error('The Razorpay SDK no longer exposes api.rq: review razorpay-provider.ts');
  }
  requests.defaults.baseURL = origin;
  requests.defaults.timeout = timeoutMs;
  return razorpay;
}

/**
 * A POST with headers of its own, which the SDK's calls cannot send (it passes on only
 * `X-Razorpay-Account`): Razorpay's idempotent refund takes its key in `X-Refund-Idempotency`
 * (docs/product/payment-providers.md#gifts-on-razorpay). Made on the SDK's own request
 * layer (its address, keys and timeout, set by `pointAt`), failing as the SDK's calls fail.
 */
export async function postWithHeaders(
  razorpay: RazorpayClient,
  { path, body, headers }: { path: string; body: object; headers: Record<string, string> },
): Promise<unknown> {
  const requests = (razorpay.api as unknown as { rq?: SdkRequests }).rq;
  if (!requests?.post) {
    throw new Error('The Razorpay SDK no longer exposes api.rq: review razorpay-client.ts');
  }
  try {
    return (await requests.post(path, body, { headers })).data;
  } catch (error) {
    const response = (error as { response?: { status?: unknown; data?: unknown } }).response;
    if (typeof response?.status !== 'number') throw error;
    const detail = (response.data as { error?: RazorpayHttpError['error'] } | undefined)?.error;
    throw Object.assign(new Error(detail?.description ?? `Razorpay ${response.status}`), {
      statusCode: response.status,
      error: detail,
    });
  }
}

/** The SDK throws `{ statusCode, error: { code, description } }` for an HTTP answer. */
type RazorpayHttpError = {
  statusCode: number;
  error?: { code?: string; description?: string };
};

export function isHttpError(error: unknown): error is RazorpayHttpError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/**
 * 429 and 5xx are `unavailable`, like anything without an HTTP answer: on a network error or a
 * timeout the SDK loses axios's error and throws a TypeError of its own. Razorpay answers an
 * unknown id with 400 "The id provided does not exist": `not_found`. Other answers are `refused`.
 */
function toProviderError(error: unknown): unknown {
  if (error instanceof PaymentProviderError) return error;
  if (!isHttpError(error)) {
    return new PaymentProviderError(
      'unavailable',
      'razorpay',
      `Razorpay gave no answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const { statusCode, error: detail } = error;
  const summary = `Razorpay ${statusCode} (${detail?.code ?? 'no code'}): ${detail?.description ?? ''}`;
  if (statusCode === 429 || statusCode >= 500) {
    return new PaymentProviderError('unavailable', 'razorpay', summary);
  }
  if (statusCode === 404 || /does not exist/i.test(detail?.description ?? '')) {
    return new PaymentProviderError('not_found', 'razorpay', summary);
  }
  return new PaymentProviderError('refused', 'razorpay', summary);
}

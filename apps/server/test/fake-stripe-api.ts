import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConfig } from '@/config.ts';

/**
 * Test support: a local stand-in for the parts of Stripe's API we call, spoken to by the official
 * SDK through STRIPE_API_BASE (docs/product/payment-providers.md#testing-against-a-local-api).
 * Form-encoded bodies are kept flat (`line_items[0][price_data][unit_amount]`), as sent.
 */

const FAKE_STRIPE_SECRET_KEY = 'sk_test_local_fake';

export type ReceivedStripeCall = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
};

export type FakeStripeAccount = {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string;
  business_type: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
};

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
};

/** A failure the API answers with until cleared: an HTTP status, or 'hang' (never answers). */
export type StripeFault = number | 'hang';

export type FakeStripeApi = {
  apiBase: URL;
  /** Our config for this API, without a webhook secret. */
  config: StripeConfig;
  received: ReceivedStripeCall[];
  accounts: Map<string, FakeStripeAccount>;
  sessions: Map<string, FakeCheckoutSession>;
  failWith: (fault: StripeFault | undefined) => void;
  /** What the person does on the hosted onboarding: details in, charges enabled. */
  completeOnboarding: (accountId: string) => FakeStripeAccount;
  /** What the person does on the hosted checkout. */
  completeCheckout: (
    sessionId: string,
    paymentStatus?: FakeCheckoutSession['payment_status'],
  ) => FakeCheckoutSession;
  stop: () => Promise<void>;
};

type Answer = { status: number; body: unknown };

const STRIPE_ERRORS: Record<number, { type: string; code?: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Invalid request.' },
  401: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****fake' },
  404: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object.' },
  429: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests.' },
  500: { type: 'api_error', message: 'Something went wrong on our end.' },
};

const stripeError = (status: number, message?: string): Answer => {
  const error = STRIPE_ERRORS[status] ?? STRIPE_ERRORS[500];
  return { status, body: { error: { ...error, message: message ?? error?.message } } };
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const received: ReceivedStripeCall[] = [];
  const accounts = new Map<string, FakeStripeAccount>();
  const sessions = new Map<string, FakeCheckoutSession>();
  /** Stripe keeps a create's first answer per idempotency key and replays it. */
  const replays = new Map<string, Answer>();
  let fault: StripeFault | undefined;
  let origin = '';

  const createAccount = (form: Record<string, string>): Answer => {
    if (!form.country) return stripeError(400, 'Missing required param: country.');
    const account: FakeStripeAccount = {
      id: newId('acct'),
      object: 'account',
      type: form.type ?? 'express',
      country: form.country,
      email: form.email ?? '',
      business_type: form.business_type ?? '',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
    };
    accounts.set(account.id, account);
    return { status: 200, body: account };
  };

  const createAccountLink = (form: Record<string, string>): Answer => {
    const account = form.account ? accounts.get(form.account) : undefined;
    if (!account) return stripeError(400, `No such account: '${form.account}'`);
    if (form.type !== 'account_onboarding' || !form.return_url || !form.refresh_url) {
      return stripeError(400, 'Missing required param: return_url.');
    }
    return {
      status: 200,
      body: {
        object: 'account_link',
        url: `${origin}/setup/${account.id}`,
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 300,
      },
    };
  };

  const createSession = (form: Record<string, string>): Answer => {
    const amount = Number(form['line_items[0][price_data][unit_amount]']);
    if (!form.mode || !form.success_url || !Number.isInteger(amount)) {
      return stripeError(400, 'Missing required param: line_items.');
    }
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const session: FakeCheckoutSession = {
      id: newId('cs_test'),
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: '',
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      amount_total: amount,
      currency: form['line_items[0][price_data][currency]'] ?? '',
      customer_email: form.customer_email ?? null,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? '',
    };
    session.url = `${origin}/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: session };
  };

  const route = (method: string, path: string, form: Record<string, string>): Answer => {
    if (method === 'POST' && path === '/v1/accounts') return createAccount(form);
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && account) {
      const found = accounts.get(decodeURIComponent(account[1] ?? ''));
      return found ? { status: 200, body: found } : stripeError(404, 'No such account.');
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const found = sessions.get(decodeURIComponent(session[1] ?? ''));
      return found ? { status: 200, body: found } : stripeError(404, 'No such checkout.session.');
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  };

  const answer = (response: ServerResponse, { status, body }: Answer, replayed = false) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', origin).pathname;
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const form = await readForm(request);
    received.push({ method, path, idempotencyKey, form });
    if (fault === 'hang') return;
    if (fault !== undefined) return answer(response, stripeError(fault));
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return answer(response, stripeError(401));
    }
    const replay = idempotencyKey ? replays.get(`${method} ${path} ${idempotencyKey}`) : undefined;
    if (replay) return answer(response, replay, true);
    const result = route(method, path, form);
    if (idempotencyKey && method === 'POST' && result.status < 500) {
      // A snapshot: Stripe replays the first answer as it was, not the object as it is now.
      replays.set(`${method} ${path} ${idempotencyKey}`, structuredClone(result));
    }
    answer(response, result);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const found = <T>(map: Map<string, T>, id: string): T => {
    const value = map.get(id);
    if (!value) throw new Error(`the fake Stripe API has no ${id}`);
    return value;
  };

  const apiBase = new URL(origin);
  return {
    apiBase,
    config: { secretKey: FAKE_STRIPE_SECRET_KEY, webhookSecret: undefined, apiBase },
    received,
    accounts,
    sessions,
    failWith: (next) => {
      fault = next;
    },
    completeOnboarding: (accountId) =>
      Object.assign(found(accounts, accountId), {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
      }),
    completeCheckout: (sessionId, paymentStatus = 'paid') =>
      Object.assign(found(sessions, sessionId), {
        status: 'complete' as const,
        payment_status: paymentStatus,
      }),
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

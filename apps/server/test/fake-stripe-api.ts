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
  /** The connected account the call is made on (`Stripe-Account`); undefined for the platform's. */
  account: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
  query: Record<string, string>;
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
  /** Set once paid: the PaymentIntent (payment mode), the subscription and its first invoice. */
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
};

/** An invoice of a subscription, as API versions since 2025-03-31 describe it. */
export type FakeStripeInvoice = {
  id: string;
  object: 'invoice';
  status: 'paid';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  amount_paid: number;
  currency: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
};

/** What paid an invoice: its PaymentIntent. */
export type FakeInvoicePayment = {
  id: string;
  object: 'invoice_payment';
  invoice: string;
  amount_paid: number;
  amount_requested: number;
  currency: string;
  is_default: boolean;
  livemode: false;
  status: 'paid';
  payment: { type: 'payment_intent'; payment_intent: string };
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
  invoices: Map<string, FakeStripeInvoice>;
  failWith: (fault: StripeFault | undefined) => void;
  /** What the person does on the hosted onboarding: details in, charges enabled. */
  completeOnboarding: (accountId: string) => FakeStripeAccount;
  /**
   * What the person does on the hosted checkout. Paid, a payment-mode session gets its
   * PaymentIntent; a subscription-mode one its subscription and first invoice, paid.
   */
  completeCheckout: (
    sessionId: string,
    paymentStatus?: FakeCheckoutSession['payment_status'],
  ) => FakeCheckoutSession;
  /** The checkout's 24 hours pass unpaid. */
  expireCheckout: (sessionId: string) => FakeCheckoutSession;
  /** A subscription's next month: a new invoice, paid by a new PaymentIntent. */
  chargeSubscription: (subscriptionId: string) => FakeStripeInvoice;
  stop: () => Promise<void>;
};

type Answer = { status: number; body: unknown };

const STRIPE_ERRORS: Record<number, { type: string; code?: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Invalid request.' },
  401: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****fake' },
  403: {
    type: 'invalid_request_error',
    code: 'account_invalid',
    message: 'The provided key does not have access to this account.',
  },
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

/** The entries of a flat form's hash, such as `metadata[...]`. */
const hashOf = (form: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

const list = (url: string, data: unknown[]): Answer => ({
  status: 200,
  body: { object: 'list', data, has_more: false, url },
});

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const received: ReceivedStripeCall[] = [];
  const accounts = new Map<string, FakeStripeAccount>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const invoices = new Map<string, FakeStripeInvoice>();
  const invoicePayments: FakeInvoicePayment[] = [];
  /** The connected account each session, invoice and payment is on (undefined: the platform). */
  const owners = new Map<string, string | undefined>();
  /** A subscription-mode session's `subscription_data[metadata]`, given to its subscription. */
  const subscriptionMetadata = new Map<string, Record<string, string>>();
  /** Stripe keeps a create's first answer per account and idempotency key and replays it. */
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

  const createSession = (form: Record<string, string>, account: string | undefined): Answer => {
    const amount = Number(form['line_items[0][price_data][unit_amount]']);
    if (!form.mode || !form.success_url || !Number.isInteger(amount)) {
      return stripeError(400, 'Missing required param: line_items.');
    }
    const metadata = hashOf(form, 'metadata');
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
      payment_intent: null,
      subscription: null,
      invoice: null,
    };
    session.url = `${origin}/pay/${session.id}`;
    sessions.set(session.id, session);
    owners.set(session.id, account);
    subscriptionMetadata.set(session.id, hashOf(form, 'subscription_data[metadata]'));
    return { status: 200, body: session };
  };

  /** Visible to a call on `account`: on that account (or, without one, the platform's). */
  const visible = (id: string, account: string | undefined) =>
    owners.has(id) && owners.get(id) === account;

  const listSessions = (query: Record<string, string>, account: string | undefined): Answer =>
    list(
      '/v1/checkout/sessions',
      [...sessions.values()]
        .filter((session) => visible(session.id, account))
        .filter((session) => !query.subscription || session.subscription === query.subscription)
        .slice(0, Number(query.limit ?? 10)),
    );

  const listInvoicePayments = (query: Record<string, string>, account: string | undefined) =>
    list(
      '/v1/invoice_payments',
      invoicePayments
        .filter((payment) => visible(payment.id, account))
        .filter((payment) => !query.invoice || payment.invoice === query.invoice)
        .filter((payment) => !query.status || payment.status === query.status),
    );

  /** A paid invoice of the subscription a session started, and the PaymentIntent that paid it. */
  const payInvoice = (
    session: FakeCheckoutSession,
    billingReason: FakeStripeInvoice['billing_reason'],
  ): FakeStripeInvoice => {
    const subscription = session.subscription ?? '';
    const invoice: FakeStripeInvoice = {
      id: newId('in'),
      object: 'invoice',
      status: 'paid',
      billing_reason: billingReason,
      amount_paid: session.amount_total,
      currency: session.currency,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription,
          metadata: subscriptionMetadata.get(session.id) ?? {},
        },
      },
    };
    const payment: FakeInvoicePayment = {
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: invoice.amount_paid,
      amount_requested: invoice.amount_paid,
      currency: invoice.currency,
      is_default: true,
      livemode: false,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: newId('pi') },
    };
    invoices.set(invoice.id, invoice);
    invoicePayments.push(payment);
    owners.set(invoice.id, owners.get(session.id));
    owners.set(payment.id, owners.get(session.id));
    return invoice;
  };

  const route = (call: ReceivedStripeCall): Answer => {
    const { method, path, form, query, account } = call;
    if (account && !accounts.has(account)) return stripeError(403);
    if (method === 'POST' && path === '/v1/accounts') return createAccount(form);
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form, account);
    if (method === 'GET' && path === '/v1/checkout/sessions') return listSessions(query, account);
    if (method === 'GET' && path === '/v1/invoice_payments') {
      return listInvoicePayments(query, account);
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const found = accounts.get(decodeURIComponent(accountPath[1] ?? ''));
      return found ? { status: 200, body: found } : stripeError(404, 'No such account.');
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const id = decodeURIComponent(session[1] ?? '');
      const found = visible(id, account) ? sessions.get(id) : undefined;
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
    const url = new URL(request.url ?? '/', origin);
    const path = url.pathname;
    const account = request.headers['stripe-account'] as string | undefined;
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const form = await readForm(request);
    const call = {
      method,
      path,
      account,
      idempotencyKey,
      form,
      query: Object.fromEntries(url.searchParams),
    };
    received.push(call);
    if (fault === 'hang') return;
    if (fault !== undefined) return answer(response, stripeError(fault));
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return answer(response, stripeError(401));
    }
    // Keys are kept per account: the same key on two accounts is two requests.
    const replayKey = `${account ?? 'platform'} ${method} ${path} ${idempotencyKey}`;
    const replay = idempotencyKey ? replays.get(replayKey) : undefined;
    if (replay) return answer(response, replay, true);
    const result = route(call);
    if (idempotencyKey && method === 'POST' && result.status < 500) {
      // A snapshot: Stripe replays the first answer as it was, not the object as it is now.
      replays.set(replayKey, structuredClone(result));
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
    invoices,
    failWith: (next) => {
      fault = next;
    },
    completeOnboarding: (accountId) =>
      Object.assign(found(accounts, accountId), {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
      }),
    completeCheckout: (sessionId, paymentStatus = 'paid') => {
      const session = Object.assign(found(sessions, sessionId), {
        status: 'complete' as const,
        payment_status: paymentStatus,
      });
      if (paymentStatus !== 'paid' || session.payment_intent || session.invoice) return session;
      if (session.mode === 'payment') session.payment_intent = newId('pi');
      if (session.mode === 'subscription') {
        session.subscription = newId('sub');
        session.invoice = payInvoice(session, 'subscription_create').id;
      }
      return session;
    },
    expireCheckout: (sessionId) =>
      Object.assign(found(sessions, sessionId), { status: 'expired' as const }),
    chargeSubscription: (subscriptionId) => {
      const session = [...sessions.values()].find((s) => s.subscription === subscriptionId);
      if (!session) throw new Error(`the fake Stripe API has no subscription ${subscriptionId}`);
      return payInvoice(session, 'subscription_cycle');
    },
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

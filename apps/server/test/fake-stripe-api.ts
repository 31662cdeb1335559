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

/** A gift's subscription, as far as we read it. */
export type FakeStripeSubscription = {
  id: string;
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled';
  metadata: Record<string, string>;
  canceled_at: number | null;
};

/** An invoice of a subscription whose payment failed, as `invoice.payment_failed` carries it. */
export type FakeFailedInvoice = {
  id: string;
  object: 'invoice';
  status: 'open';
  billing_reason: 'subscription_cycle';
  attempt_count: number;
  amount_due: number;
  amount_paid: 0;
  currency: string;
  hosted_invoice_url: string;
  parent: FakeStripeInvoice['parent'];
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

/** A refund of a payment, in full (the only kind we ask for). */
export type FakeStripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  /** `failed` once the bank could not take it back (the money stays). */
  status: 'succeeded' | 'failed';
  failure_reason?: string;
  payment_intent: string;
  charge: string;
  metadata: Record<string, string>;
  /** Whether the platform's application fee went back with it (as asked). */
  refund_application_fee: boolean;
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
  subscriptions: Map<string, FakeStripeSubscription>;
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
  /**
   * A subscription's next month declined: its open invoice, with one more attempt each time it
   * is declined again (Stripe's retries).
   */
  declineSubscription: (subscriptionId: string) => FakeFailedInvoice;
  /** Every refund made, through the API or the dashboard. */
  refunds: FakeStripeRefund[];
  /** Called with each refund the API makes, before it answers (a webhook racing the answer). */
  onRefund: (hook: ((refund: FakeStripeRefund) => Promise<void>) | undefined) => void;
  /** A refund the organization makes in its own Stripe dashboard. */
  refundInDashboard: (paymentIntent: string) => FakeStripeRefund;
  /**
   * A refund Stripe accepted fails afterwards, as Stripe's does when the bank cannot take it back:
   * the money stays and the payment may be refunded again. Answers the refund as `refund.failed`
   * carries it.
   */
  failRefund: (refundId: string, reason: string) => FakeStripeRefund;
  /** The charge of a PaymentIntent as `charge.refunded` carries it once refunded. */
  refundedCharge: (paymentIntent: string) => Record<string, unknown>;
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
  const subscriptions = new Map<string, FakeStripeSubscription>();
  /** Each subscription's invoice being retried after a declined payment. */
  const failing = new Map<string, FakeFailedInvoice>();
  const invoicePayments: FakeInvoicePayment[] = [];
  const refunds: FakeStripeRefund[] = [];
  /** Each PaymentIntent's charge id, made when first asked for. */
  const chargeIds = new Map<string, string>();
  let refundHook: ((refund: FakeStripeRefund) => Promise<void>) | undefined;
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

  /** `/v1/subscriptions/{id}`: read, or (DELETE) cancelled at once. */
  const routeSubscription = (method: string, id: string, account: string | undefined): Answer => {
    const found = visible(id, account) ? subscriptions.get(id) : undefined;
    if (!found) return stripeError(404, `No such subscription: '${id}'`);
    if (method === 'GET') return { status: 200, body: found };
    if (found.status === 'canceled') {
      return stripeError(400, 'A canceled subscription can only update its cancellation details.');
    }
    Object.assign(found, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
    return { status: 200, body: found };
  };

  const chargeOf = (paymentIntent: string) => {
    const known = chargeIds.get(paymentIntent) ?? newId('ch');
    chargeIds.set(paymentIntent, known);
    return known;
  };

  /** A paid PaymentIntent on `account`: a one-time checkout's or a subscription invoice's. */
  const paymentOf = (paymentIntent: string, account: string | undefined) => {
    const session = [...sessions.values()].find((one) => one.payment_intent === paymentIntent);
    if (session && owners.get(session.id) === account) {
      return { amount: session.amount_total, currency: session.currency };
    }
    const paid = invoicePayments.find((one) => one.payment.payment_intent === paymentIntent);
    if (paid && owners.get(paid.id) === account) {
      return { amount: paid.amount_paid, currency: paid.currency };
    }
    return undefined;
  };

  /** A refund of a whole payment, once; a second one is refused as Stripe refuses it. */
  const makeRefund = (
    paymentIntent: string,
    account: string | undefined,
    { metadata = {}, refundApplicationFee = false } = {},
  ): Answer => {
    const payment = paymentOf(paymentIntent, account);
    if (!payment) return stripeError(404, `No such payment_intent: '${paymentIntent}'`);
    if (
      refunds.some(
        (refund) => refund.payment_intent === paymentIntent && refund.status !== 'failed',
      )
    ) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${chargeOf(paymentIntent)} has already been refunded.`,
          },
        },
      };
    }
    const refund: FakeStripeRefund = {
      id: newId('re'),
      object: 'refund',
      amount: payment.amount,
      currency: payment.currency,
      status: 'succeeded',
      payment_intent: paymentIntent,
      charge: chargeOf(paymentIntent),
      metadata,
      refund_application_fee: refundApplicationFee,
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  };

  const route = (call: ReceivedStripeCall): Answer => {
    const { method, path, form, query, account } = call;
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath && (method === 'GET' || method === 'DELETE')) {
      return routeSubscription(method, decodeURIComponent(subscriptionPath[1] ?? ''), account);
    }
    if (account && !accounts.has(account)) return stripeError(403);
    if (method === 'POST' && path === '/v1/accounts') return createAccount(form);
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form, account);
    if (method === 'POST' && path === '/v1/refunds') {
      return makeRefund(form.payment_intent ?? '', account, {
        metadata: hashOf(form, 'metadata'),
        refundApplicationFee: form.refund_application_fee === 'true',
      });
    }
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
    if (method === 'POST' && path === '/v1/refunds' && result.status === 200 && refundHook) {
      await refundHook(result.body as FakeStripeRefund);
    }
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
    subscriptions,
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
        const subscription: FakeStripeSubscription = {
          id: newId('sub'),
          object: 'subscription',
          status: 'active',
          metadata: subscriptionMetadata.get(session.id) ?? {},
          canceled_at: null,
        };
        subscriptions.set(subscription.id, subscription);
        owners.set(subscription.id, owners.get(session.id));
        session.subscription = subscription.id;
        session.invoice = payInvoice(session, 'subscription_create').id;
      }
      return session;
    },
    expireCheckout: (sessionId) =>
      Object.assign(found(sessions, sessionId), { status: 'expired' as const }),
    chargeSubscription: (subscriptionId) => {
      const session = [...sessions.values()].find((s) => s.subscription === subscriptionId);
      if (!session) throw new Error(`the fake Stripe API has no subscription ${subscriptionId}`);
      if (subscriptions.get(subscriptionId)?.status === 'canceled') {
        throw new Error(`the subscription ${subscriptionId} is canceled and charges nothing`);
      }
      failing.delete(subscriptionId);
      return payInvoice(session, 'subscription_cycle');
    },
    declineSubscription: (subscriptionId) => {
      const session = [...sessions.values()].find((s) => s.subscription === subscriptionId);
      const subscription = subscriptions.get(subscriptionId);
      if (!session || !subscription) {
        throw new Error(`the fake Stripe API has no subscription ${subscriptionId}`);
      }
      if (subscription.status === 'canceled') {
        throw new Error(`the subscription ${subscriptionId} is canceled and charges nothing`);
      }
      subscription.status = 'past_due';
      const retried = failing.get(subscriptionId);
      if (retried) {
        retried.attempt_count += 1;
        return structuredClone(retried);
      }
      const id = newId('in');
      const invoice: FakeFailedInvoice = {
        id,
        object: 'invoice',
        status: 'open',
        billing_reason: 'subscription_cycle',
        attempt_count: 1,
        amount_due: session.amount_total,
        amount_paid: 0,
        currency: session.currency,
        hosted_invoice_url: `${origin}/invoice/${id}`,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            subscription: subscriptionId,
            metadata: subscriptionMetadata.get(session.id) ?? {},
          },
        },
      };
      failing.set(subscriptionId, invoice);
      return structuredClone(invoice);
    },
    refunds,
    onRefund: (hook) => {
      refundHook = hook;
    },
    refundInDashboard: (paymentIntent) => {
      const session = [...sessions.values()].find((one) => one.payment_intent === paymentIntent);
      const paid = invoicePayments.find((one) => one.payment.payment_intent === paymentIntent);
      const account = owners.get(session?.id ?? paid?.id ?? '');
      const made = makeRefund(paymentIntent, account);
      if (made.status !== 200) throw new Error(`the fake Stripe API refused: ${paymentIntent}`);
      return made.body as FakeStripeRefund;
    },
    failRefund: (refundId, reason) => {
      const at = refunds.findIndex((one) => one.id === refundId);
      const refund = refunds[at];
      if (!refund) throw new Error(`the fake Stripe API has no refund ${refundId}`);
      // A new object: an answer already given keeps what it said.
      const failed: FakeStripeRefund = { ...refund, status: 'failed', failure_reason: reason };
      refunds[at] = failed;
      return structuredClone(failed);
    },
    refundedCharge: (paymentIntent) => {
      const made = refunds.filter(
        (refund) => refund.payment_intent === paymentIntent && refund.status !== 'failed',
      );
      const amount = made[0]?.amount ?? 0;
      return {
        id: chargeOf(paymentIntent),
        object: 'charge',
        amount,
        amount_refunded: made.reduce((sum, refund) => sum + refund.amount, 0),
        currency: made[0]?.currency ?? 'usd',
        paid: true,
        refunded: made.length > 0,
        payment_intent: paymentIntent,
        refunds: { object: 'list', data: [...made].reverse(), has_more: false },
      };
    },
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayConfig } from '@/config.ts';

/**
 * Test support: a local stand-in for the parts of Razorpay's API we call (plans, subscriptions,
 * their invoices, payment links), spoken to by the official SDK through RAZORPAY_API_BASE
 * (docs/product/payment-providers.md#testing-against-a-local-api).
 */

const FAKE_RAZORPAY_KEYS = { keyId: 'rzp_test_localfake', keySecret: 'local-fake-secret' };

export type ReceivedRazorpayCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
};

export type FakeRazorpayPlan = {
  id: string;
  entity: 'plan';
  period: string;
  interval: number;
  item: { id: string; name: string; amount: number; currency: string };
  notes: Record<string, string>;
  created_at: number;
};

export type FakeRazorpaySubscription = {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status: 'created' | 'authenticated' | 'active' | 'cancelled' | 'expired';
  total_count: number;
  paid_count: number;
  quantity: number;
  customer_notify: boolean;
  notes: Record<string, string>;
  short_url: string;
};

/** A payment as Razorpay's events carry it (`payload.payment.entity`). */
export type FakeRazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured';
  method: 'upi';
  invoice_id: string | null;
};

/** A subscription's invoice: one per charge. */
export type FakeRazorpayInvoice = {
  id: string;
  entity: 'invoice';
  subscription_id: string;
  payment_id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  status: 'paid';
  created_at: number;
};

export type FakeRazorpayPaymentLink = {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  status: 'created' | 'paid' | 'expired' | 'cancelled';
  reference_id: string;
  description: string;
  callback_url: string;
  notes: Record<string, string>;
  short_url: string;
  /** Filled once paid: what paid it. */
  payments: {
    payment_id: string;
    amount: number;
    method: 'upi';
    plink_id: string;
    status: 'captured';
  }[];
};

/** A failure the API answers with until cleared: an HTTP status, or 'hang' (never answers). */
export type RazorpayFault = number | 'hang';

export type FakeRazorpayApi = {
  /** Razorpay's documented form of the address, `…/v1`. */
  apiBase: string;
  config: RazorpayConfig;
  received: ReceivedRazorpayCall[];
  plans: FakeRazorpayPlan[];
  subscriptions: Map<string, FakeRazorpaySubscription>;
  paymentLinks: Map<string, FakeRazorpayPaymentLink>;
  invoices: FakeRazorpayInvoice[];
  failWith: (fault: RazorpayFault | undefined) => void;
  /** The person authorises the subscription on Razorpay's page (the INR 5 charge). */
  authenticateSubscription: (id: string) => FakeRazorpaySubscription;
  /** The person pays the payment link. */
  payLink: (id: string) => FakeRazorpayPaymentLink;
  /** A subscription's charge (its first once authorised, then each cycle): a new paid invoice. */
  chargeSubscription: (id: string) => {
    subscription: FakeRazorpaySubscription;
    payment: FakeRazorpayPayment;
  };
  stop: () => Promise<void>;
};

type Answer = { status: number; body: unknown };

const razorpayError = (status: number, description: string): Answer => ({
  status,
  body: {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  },
});

const FAULT_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid.',
  401: 'Authentication failed',
  429: 'Too many requests',
};

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const notes = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString();
  return raw ? JSON.parse(raw) : {};
}

export async function startFakeRazorpayApi(): Promise<FakeRazorpayApi> {
  const received: ReceivedRazorpayCall[] = [];
  const plans: FakeRazorpayPlan[] = [];
  const subscriptions = new Map<string, FakeRazorpaySubscription>();
  const paymentLinks = new Map<string, FakeRazorpayPaymentLink>();
  const invoices: FakeRazorpayInvoice[] = [];
  let fault: RazorpayFault | undefined;
  let origin = '';
  const authorization = `Basic ${Buffer.from(`${FAKE_RAZORPAY_KEYS.keyId}:${FAKE_RAZORPAY_KEYS.keySecret}`).toString('base64')}`;

  const createPlan = (body: Record<string, unknown>): Answer => {
    const item = notes(body.item) as Record<string, unknown>;
    if (!['daily', 'weekly', 'monthly', 'yearly'].includes(text(body.period))) {
      return razorpayError(400, 'The period field is invalid.');
    }
    if (typeof item.amount !== 'number' || item.amount < 100 || !text(item.name)) {
      return razorpayError(400, 'The amount must be at least INR 1.00.');
    }
    const plan: FakeRazorpayPlan = {
      id: newId('plan'),
      entity: 'plan',
      period: text(body.period),
      interval: Number(body.interval),
      item: {
        id: newId('item'),
        name: text(item.name),
        amount: item.amount,
        currency: text(item.currency),
      },
      notes: notes(body.notes),
      created_at: Math.floor(Date.now() / 1000),
    };
    plans.unshift(plan);
    return { status: 200, body: plan };
  };

  const createSubscription = (body: Record<string, unknown>): Answer => {
    if (!plans.some((plan) => plan.id === body.plan_id)) {
      return razorpayError(400, 'The id provided does not exist');
    }
    if (typeof body.total_count !== 'number' || body.total_count < 1) {
      return razorpayError(400, 'The total count field is required.');
    }
    const subscription: FakeRazorpaySubscription = {
      id: newId('sub'),
      entity: 'subscription',
      plan_id: text(body.plan_id),
      status: 'created',
      total_count: body.total_count,
      paid_count: 0,
      quantity: Number(body.quantity ?? 1),
      customer_notify: Boolean(body.customer_notify),
      notes: notes(body.notes),
      short_url: '',
    };
    subscription.short_url = `${origin}/i/${subscription.id}`;
    subscriptions.set(subscription.id, subscription);
    return { status: 200, body: subscription };
  };

  const createPaymentLink = (body: Record<string, unknown>): Answer => {
    if (typeof body.amount !== 'number' || body.amount < 100) {
      return razorpayError(400, 'The amount must be at least INR 1.00.');
    }
    const referenceId = text(body.reference_id);
    if ([...paymentLinks.values()].some((link) => link.reference_id === referenceId)) {
      return razorpayError(400, `Payment Link with reference id ${referenceId} already exists`);
    }
    const link: FakeRazorpayPaymentLink = {
      id: newId('plink'),
      amount: body.amount,
      amount_paid: 0,
      currency: text(body.currency),
      status: 'created',
      reference_id: referenceId,
      description: text(body.description),
      callback_url: text(body.callback_url),
      notes: notes(body.notes),
      short_url: '',
      payments: [],
    };
    link.short_url = `${origin}/l/${link.id}`;
    paymentLinks.set(link.id, link);
    return { status: 200, body: link };
  };

  const fetchFrom = <T>(map: Map<string, T>, id: string): Answer => {
    const found = map.get(decodeURIComponent(id));
    return found
      ? { status: 200, body: found }
      : razorpayError(400, 'The id provided does not exist');
  };

  /** A page of a list, newest first, as Razorpay's `count` and `skip` ask. */
  const collection = <T>(all: T[], query: Record<string, string>): Answer => {
    const skip = Number(query.skip ?? 0);
    const items = all.slice(skip, skip + Number(query.count ?? 10));
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  };

  const route = (
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, unknown>,
  ): Answer => {
    if (method === 'GET' && path === '/v1/plans') return collection(plans, query);
    if (method === 'GET' && path === '/v1/subscriptions') {
      const ofPlan = [...subscriptions.values()]
        .reverse()
        .filter((subscription) => !query.plan_id || subscription.plan_id === query.plan_id);
      return collection(ofPlan, query);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const ofSubscription = invoices.filter(
        (invoice) => !query.subscription_id || invoice.subscription_id === query.subscription_id,
      );
      return collection(ofSubscription, query);
    }
    if (method === 'GET' && path === '/v1/payment_links') {
      const links = [...paymentLinks.values()]
        .reverse()
        .filter((link) => !query.reference_id || link.reference_id === query.reference_id);
      return { status: 200, body: { payment_links: links } };
    }
    if (method === 'POST' && path === '/v1/plans') return createPlan(body);
    if (method === 'POST' && path === '/v1/subscriptions') return createSubscription(body);
    if (method === 'POST' && path === '/v1/payment_links') return createPaymentLink(body);
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && subscription) return fetchFrom(subscriptions, subscription[1] ?? '');
    const link = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (method === 'GET' && link) return fetchFrom(paymentLinks, link[1] ?? '');
    return razorpayError(404, 'The requested URL was not found on the server.');
  };

  const answer = (response: ServerResponse, { status, body }: Answer) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', origin);
    const query = Object.fromEntries(url.searchParams);
    const body = await readJson(request);
    received.push({ method, path: url.pathname, query, body });
    if (fault === 'hang') return;
    if (fault !== undefined) {
      return answer(
        response,
        razorpayError(fault, FAULT_DESCRIPTIONS[fault] ?? 'We are facing some trouble.'),
      );
    }
    if (request.headers.authorization !== authorization) {
      return answer(response, razorpayError(401, 'Authentication failed'));
    }
    answer(response, route(method, url.pathname, query, body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apiBase = `${origin}/v1`;

  const found = <T>(map: Map<string, T>, id: string): T => {
    const value = map.get(id);
    if (!value) throw new Error(`the fake Razorpay API has no ${id}`);
    return value;
  };

  return {
    apiBase,
    config: { ...FAKE_RAZORPAY_KEYS, webhookSecret: undefined, apiBase },
    received,
    plans,
    subscriptions,
    paymentLinks,
    invoices,
    failWith: (next) => {
      fault = next;
    },
    authenticateSubscription: (id) =>
      Object.assign(found(subscriptions, id), { status: 'authenticated' as const }),
    payLink: (id) => {
      const link = found(paymentLinks, id);
      if (link.status === 'paid') return link;
      link.payments.push({
        payment_id: newId('pay'),
        amount: link.amount,
        method: 'upi',
        plink_id: link.id,
        status: 'captured',
      });
      return Object.assign(link, { status: 'paid' as const, amount_paid: link.amount });
    },
    chargeSubscription: (id) => {
      const subscription = found(subscriptions, id);
      const plan = plans.find((candidate) => candidate.id === subscription.plan_id);
      const amount = (plan?.item.amount ?? 0) * subscription.quantity;
      const invoice: FakeRazorpayInvoice = {
        id: newId('inv'),
        entity: 'invoice',
        subscription_id: id,
        payment_id: newId('pay'),
        amount,
        amount_paid: amount,
        currency: plan?.item.currency ?? 'INR',
        status: 'paid',
        // Strictly later than the one before, as months apart are.
        created_at: Math.floor(Date.now() / 1000) + invoices.length,
      };
      invoices.unshift(invoice);
      Object.assign(subscription, { status: 'active', paid_count: subscription.paid_count + 1 });
      const payment: FakeRazorpayPayment = {
        id: invoice.payment_id,
        entity: 'payment',
        amount,
        currency: invoice.currency,
        status: 'captured',
        method: 'upi',
        invoice_id: invoice.id,
      };
      return { subscription, payment };
    },
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayConfig } from '@/config.ts';

/**
 * Test support: a local stand-in for the parts of Razorpay's API we call (plans, subscriptions,
 * their invoices, payment links, and Route's linked accounts, stakeholders, products and
 * transfers), spoken to by the official SDK through RAZORPAY_API_BASE
 * (docs/product/payment-providers.md#testing-against-a-local-api).
 */

const FAKE_RAZORPAY_KEYS = { keyId: 'rzp_test_localfake', keySecret: 'local-fake-secret' };

export type ReceivedRazorpayCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** The `X-Refund-Idempotency` header of a refund, when sent. */
  idempotencyKey?: string;
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
  status: 'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'expired';
  total_count: number;
  paid_count: number;
  quantity: number;
  customer_notify: boolean;
  /**
   * Unix seconds of the first charge of the plan, or null to charge it at once. Razorpay makes the
   * authorisation of a subscription starting later its refundable INR 5.
   */
  start_at: number | null;
  notes: Record<string, string>;
  short_url: string;
};

/** A payment as Razorpay's events carry it (`payload.payment.entity`). */
export type FakeRazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded';
  method: 'upi';
  invoice_id: string | null;
};

/** A Route linked account (`POST /v2/accounts`), as asked for. */
export type FakeRazorpayLinkedAccount = {
  id: string;
  type: 'route';
  status: 'created';
  email: string;
  phone: string;
  legal_business_name: string;
  business_type: string;
  contact_name: string;
  profile: Record<string, unknown>;
  legal_info?: Record<string, unknown>;
  notes: Record<string, string>;
  created_at: number;
};

export type FakeRazorpayStakeholder = {
  id: string;
  entity: 'stakeholder';
  name: string;
  email: string;
  notes: Record<string, string>;
};

/** A linked account's product configuration; Route's settles to `active_configuration.settlements`. */
export type FakeRazorpayProduct = {
  id: string;
  product_name: string;
  account_id: string;
  activation_status: string;
  requirements: { field_reference: string; status: string; reason_code: string }[];
  tnc: { accepted: boolean; accepted_at: number | null };
  active_configuration: {
    settlements: { account_number: string; ifsc_code: string; beneficiary_name: string } | null;
  };
  requested_at: number;
};

/** A transfer of (part of) a payment to a linked account. */
export type FakeRazorpayTransfer = {
  id: string;
  entity: 'transfer';
  status: 'processed';
  source: string;
  recipient: string;
  amount: number;
  currency: string;
  amount_reversed: number;
  notes: Record<string, string>;
  linked_account_notes: string[];
  on_hold: boolean;
  created_at: number;
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
  /** The transfers its order makes once paid (`options.order.transfers`). */
  transfers: { account: string; amount: number; currency: string; notes: Record<string, string> }[];
  /** Filled once paid: what paid it. */
  payments: {
    payment_id: string;
    amount: number;
    method: 'upi';
    plink_id: string;
    status: 'captured';
  }[];
};

/** A refund of a payment (`POST /v1/payments/{id}/refund`). */
export type FakeRazorpayRefund = {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  /** `failed` once Razorpay could not make it (the money stays). */
  status: 'processed' | 'failed';
  notes: Record<string, string>;
  /** Whether the payment's transfers to linked accounts were reversed with it. */
  reverse_all: boolean;
  created_at: number;
};

/** A failure the API answers with until cleared: an HTTP status, or 'hang' (never answers). */
export type RazorpayFault = number | 'hang';

/** Which requests a fault applies to: all, or those of this method and path. */
export type RazorpayFaultScope = { method?: string; path?: RegExp };

export type FakeRazorpayApi = {
  /** Razorpay's documented form of the address, `…/v1`. */
  apiBase: string;
  config: RazorpayConfig;
  received: ReceivedRazorpayCall[];
  plans: FakeRazorpayPlan[];
  subscriptions: Map<string, FakeRazorpaySubscription>;
  paymentLinks: Map<string, FakeRazorpayPaymentLink>;
  invoices: FakeRazorpayInvoice[];
  /** Every payment made: a paid link's, each subscription charge's. */
  payments: Map<string, FakeRazorpayPayment>;
  linkedAccounts: Map<string, FakeRazorpayLinkedAccount>;
  /** By account id. */
  stakeholders: Map<string, FakeRazorpayStakeholder[]>;
  products: Map<string, FakeRazorpayProduct>;
  transfers: FakeRazorpayTransfer[];
  failWith: (fault: RazorpayFault | undefined, scope?: RazorpayFaultScope) => void;
  /** What a Route product's `activation_status` becomes once its settlements are given. */
  activateProductsAs: (status: string) => void;
  /** A linked account made and activated in one go, for tests that need one to transfer to. */
  activatedLinkedAccount: () => string;
  /** The person authorises the subscription on Razorpay's page (the INR 5 charge). */
  authenticateSubscription: (id: string) => FakeRazorpaySubscription;
  /** The person pays the payment link. */
  payLink: (id: string) => FakeRazorpayPaymentLink;
  /** A subscription's charge (its first once authorised, then each cycle): a new paid invoice. */
  chargeSubscription: (id: string) => {
    subscription: FakeRazorpaySubscription;
    payment: FakeRazorpayPayment;
  };
  /**
   * A monthly gift's subscription already paid for its first month, on a plan of `amount` paise,
   * as a checkout through our adapter would have left it (for tests of what comes after).
   */
  activeSubscription: (input: {
    amount: number;
    notes: Record<string, string>;
  }) => FakeRazorpaySubscription;
  /**
   * A subscription's charge declined: `pending` while Razorpay tries again, `halted` once it
   * gave up. Answers the subscription as the event carries it.
   */
  declineSubscription: (id: string, state: 'pending' | 'halted') => FakeRazorpaySubscription;
  /** Every refund made, through the API or the dashboard. */
  refunds: FakeRazorpayRefund[];
  /** Called with each refund the API makes, before it answers (a webhook racing the answer). */
  onRefund: (hook: ((refund: FakeRazorpayRefund) => Promise<void>) | undefined) => void;
  /** A refund the platform makes in Razorpay's dashboard (its transfers left as they are). */
  refundInDashboard: (paymentId: string) => FakeRazorpayRefund;
  /**
   * A refund Razorpay accepted fails afterwards: the money stays and the payment may be refunded
   * again. Answers the refund as `refund.failed` carries it.
   */
  failRefund: (refundId: string) => FakeRazorpayRefund;
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
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const now = () => Math.floor(Date.now() / 1000);

/** Razorpay's business types for a linked account. */
const BUSINESS_TYPES = new Set([
  'proprietorship',
  'partnership',
  'private_limited',
  'public_limited',
  'llp',
  'ngo',
  'trust',
  'society',
  'not_yet_registered',
  'huf',
  'educational_institutes',
]);
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The first field Razorpay would refuse in `POST /v2/accounts`, as its description says. */
function linkedAccountError(body: Record<string, unknown>): string | null {
  const profile = record(body.profile);
  const registered = record(record(profile.addresses).registered);
  const length = (value: unknown) => text(value).trim().length;
  if (!EMAIL.test(text(body.email))) return 'The email field is required.';
  if (!/^[0-9]{8,15}$/.test(String(body.phone ?? ''))) {
    return 'The phone must be between 8 and 15 digits.';
  }
  if (body.type !== 'route') return 'The type field is invalid.';
  if (length(body.legal_business_name) < 4 || length(body.legal_business_name) > 200) {
    return 'The legal business name must be between 4 and 200 characters.';
  }
  if (!BUSINESS_TYPES.has(text(body.business_type))) return 'Invalid business type';
  if (length(body.contact_name) < 4) return 'The contact name must be at least 4 characters.';
  if (!text(profile.category) || !text(profile.subcategory)) {
    return 'The category and subcategory fields are required.';
  }
  for (const field of ['street1', 'street2', 'city', 'state', 'country']) {
    if (!length(registered[field])) return `The ${field} field is required.`;
  }
  if (!/^[0-9]{6}$/.test(String(registered.postal_code ?? ''))) {
    return 'The postal code must be 6 digits.';
  }
  if (body.reference_id !== undefined && length(body.reference_id) > 20) {
    return 'The reference id may not be greater than 20 characters.';
  }
  return null;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString();
  return raw ? JSON.parse(raw) : {};
}

/** A linked account Razorpay accepts, for `activatedLinkedAccount`. */
const LINKED_ACCOUNT_FIXTURE = {
  email: 'accounts@example.in',
  phone: '9876543210',
  type: 'route',
  legal_business_name: 'Seva Education Trust',
  business_type: 'trust',
  contact_name: 'Asha Rao',
  profile: {
    category: 'not_for_profit',
    subcategory: 'charity',
    addresses: {
      registered: {
        street1: '12 MG Road',
        street2: 'Shivajinagar',
        city: 'Pune',
        state: 'Maharashtra',
        postal_code: '411004',
        country: 'IN',
      },
    },
  },
};

export async function startFakeRazorpayApi(): Promise<FakeRazorpayApi> {
  const received: ReceivedRazorpayCall[] = [];
  const plans: FakeRazorpayPlan[] = [];
  const subscriptions = new Map<string, FakeRazorpaySubscription>();
  const paymentLinks = new Map<string, FakeRazorpayPaymentLink>();
  const invoices: FakeRazorpayInvoice[] = [];
  const payments = new Map<string, FakeRazorpayPayment>();
  const linkedAccounts = new Map<string, FakeRazorpayLinkedAccount>();
  const stakeholders = new Map<string, FakeRazorpayStakeholder[]>();
  const products = new Map<string, FakeRazorpayProduct>();
  const transfers: FakeRazorpayTransfer[] = [];
  const refunds: FakeRazorpayRefund[] = [];
  /** A refund's first request and answer per idempotency key, replayed for the same request. */
  const refundKeys = new Map<string, { request: string; answer: Answer }>();
  let refundHook: ((refund: FakeRazorpayRefund) => Promise<void>) | undefined;
  let fault: RazorpayFault | undefined;
  let faultScope: RazorpayFaultScope = {};
  let activationAfterSettlements = 'activated';
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
      start_at: typeof body.start_at === 'number' ? body.start_at : null,
      notes: notes(body.notes),
      short_url: '',
    };
    subscription.short_url = `${origin}/i/${subscription.id}`;
    subscriptions.set(subscription.id, subscription);
    return { status: 200, body: subscription };
  };

  /** The transfers an order asks for, checked as Razorpay checks them; or its refusal. */
  const orderTransfers = (
    asked: unknown,
    amount: number,
  ): FakeRazorpayPaymentLink['transfers'] | Answer => {
    if (asked === undefined) return [];
    if (!Array.isArray(asked) || asked.length === 0) {
      return razorpayError(400, 'The transfers field must be an array.');
    }
    const checked: FakeRazorpayPaymentLink['transfers'] = [];
    for (const entry of asked.map(record)) {
      const refusal = transferRefusal(entry);
      if (refusal) return refusal;
      checked.push({
        account: text(entry.account),
        amount: Number(entry.amount),
        currency: 'INR',
        notes: notes(entry.notes),
      });
    }
    if (checked.reduce((sum, { amount: part }) => sum + part, 0) > amount) {
      return razorpayError(
        400,
        'The sum of amount requested for transfer is greater than the amount',
      );
    }
    return checked;
  };

  /** One transfer's refusal: an account that is no activated linked account, a bad amount. */
  const transferRefusal = (entry: Record<string, unknown>): Answer | null => {
    const account = text(entry.account);
    if (!linkedAccounts.has(account)) return razorpayError(400, `Invalid account id: ${account}`);
    const route = [...products.values()].find((product) => product.account_id === account);
    if (route?.activation_status !== 'activated') {
      return razorpayError(400, `Linked account ${account} is not activated`);
    }
    if (!Number.isInteger(entry.amount) || Number(entry.amount) < 100) {
      return razorpayError(400, 'The amount must be at least INR 1.00.');
    }
    if (entry.currency !== 'INR') return razorpayError(400, 'Currency should be INR');
    return null;
  };

  const createPaymentLink = (body: Record<string, unknown>): Answer => {
    if (typeof body.amount !== 'number' || body.amount < 100) {
      return razorpayError(400, 'The amount must be at least INR 1.00.');
    }
    const order = record(record(body.options).order);
    if (order.transfers !== undefined && body.accept_partial !== false) {
      return razorpayError(
        400,
        'Transfers are not allowed on a link that accepts partial payments',
      );
    }
    const linkTransfers = orderTransfers(order.transfers, body.amount);
    if (!Array.isArray(linkTransfers)) return linkTransfers;
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
      transfers: linkTransfers,
      payments: [],
    };
    link.short_url = `${origin}/l/${link.id}`;
    paymentLinks.set(link.id, link);
    return { status: 200, body: link };
  };

  const createLinkedAccount = (body: Record<string, unknown>): Answer => {
    const refusal = linkedAccountError(body);
    if (refusal) return razorpayError(400, refusal);
    const account: FakeRazorpayLinkedAccount = {
      id: newId('acc'),
      type: 'route',
      status: 'created',
      email: text(body.email),
      phone: String(body.phone),
      legal_business_name: text(body.legal_business_name),
      business_type: text(body.business_type),
      contact_name: text(body.contact_name),
      profile: record(body.profile),
      ...(body.legal_info === undefined ? {} : { legal_info: record(body.legal_info) }),
      notes: notes(body.notes),
      created_at: now(),
    };
    linkedAccounts.set(account.id, account);
    stakeholders.set(account.id, []);
    return { status: 200, body: account };
  };

  const noLinkedAccount = () => razorpayError(400, 'Linked account does not exist');

  const createStakeholder = (accountId: string, body: Record<string, unknown>): Answer => {
    const ofAccount = stakeholders.get(accountId);
    if (!ofAccount) return noLinkedAccount();
    if (!text(body.name).trim()) return razorpayError(400, 'The name field is required.');
    if (!EMAIL.test(text(body.email))) return razorpayError(400, 'The email field is required.');
    const stakeholder: FakeRazorpayStakeholder = {
      id: newId('sth'),
      entity: 'stakeholder',
      name: text(body.name),
      email: text(body.email),
      notes: notes(body.notes),
    };
    ofAccount.push(stakeholder);
    return { status: 200, body: stakeholder };
  };

  const requestProduct = (accountId: string, body: Record<string, unknown>): Answer => {
    if (!linkedAccounts.has(accountId)) return noLinkedAccount();
    if (body.product_name !== 'route') return razorpayError(400, 'Invalid product name');
    if ([...products.values()].some((product) => product.account_id === accountId)) {
      return razorpayError(400, 'Product configuration already requested for this account');
    }
    const accepted = body.tnc_accepted === true;
    const product: FakeRazorpayProduct = {
      id: newId('acc_prd'),
      product_name: 'route',
      account_id: accountId,
      activation_status: 'needs_clarification',
      requirements: ['account_number', 'ifsc_code', 'beneficiary_name'].map((field) => ({
        field_reference: `settlements.${field}`,
        status: 'required',
        reason_code: 'field_missing',
      })),
      tnc: { accepted, accepted_at: accepted ? now() : null },
      active_configuration: { settlements: null },
      requested_at: now(),
    };
    products.set(product.id, product);
    return { status: 200, body: product };
  };

  const updateProduct = (
    accountId: string,
    productId: string,
    body: Record<string, unknown>,
  ): Answer => {
    const product = products.get(productId);
    if (!product || product.account_id !== accountId) {
      return razorpayError(400, 'The id provided does not exist');
    }
    const settlements = record(body.settlements);
    if (!/^[0-9]{5,20}$/.test(String(settlements.account_number ?? ''))) {
      return razorpayError(400, 'The settlements.account number field is required.');
    }
    if (!IFSC.test(text(settlements.ifsc_code))) {
      return razorpayError(400, 'The settlements.ifsc code field is invalid.');
    }
    if (!text(settlements.beneficiary_name).trim()) {
      return razorpayError(400, 'The settlements.beneficiary name field is required.');
    }
    if (!product.tnc.accepted && body.tnc_accepted !== true) {
      return razorpayError(400, 'Terms and conditions must be accepted');
    }
    Object.assign(product, {
      tnc: product.tnc.accepted ? product.tnc : { accepted: true, accepted_at: now() },
      active_configuration: {
        settlements: {
          account_number: String(settlements.account_number),
          ifsc_code: text(settlements.ifsc_code),
          beneficiary_name: text(settlements.beneficiary_name),
        },
      },
      requirements: [],
      activation_status: activationAfterSettlements,
    });
    return { status: 200, body: product };
  };

  const makeTransfer = (
    source: string,
    { account, amount, currency, notes: given }: FakeRazorpayPaymentLink['transfers'][number],
    linkedNotes: string[],
  ): FakeRazorpayTransfer => {
    const transfer: FakeRazorpayTransfer = {
      id: newId('trf'),
      entity: 'transfer',
      status: 'processed',
      source,
      recipient: account,
      amount,
      currency,
      amount_reversed: 0,
      notes: given,
      linked_account_notes: linkedNotes,
      on_hold: false,
      created_at: now(),
    };
    transfers.push(transfer);
    return transfer;
  };

  const transfersOf = (paymentId: string) =>
    transfers.filter((transfer) => transfer.source === paymentId);

  const transferPayment = (paymentId: string, body: Record<string, unknown>): Answer => {
    const payment = payments.get(paymentId);
    if (!payment) return razorpayError(400, 'The id provided does not exist');
    if (payment.status !== 'captured') {
      return razorpayError(400, 'Only payments which have been captured can be transferred');
    }
    const made = transfersOf(paymentId).reduce((sum, { amount }) => sum + amount, 0);
    const asked = orderTransfers(body.transfers ?? null, payment.amount - made);
    if (!Array.isArray(asked)) return asked;
    const items = asked.map((transfer, index) =>
      makeTransfer(
        paymentId,
        transfer,
        (record((body.transfers as unknown[])[index]).linked_account_notes as string[]) ?? [],
      ),
    );
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
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
    if (method === 'POST' && path === '/v2/accounts') return createLinkedAccount(body);
    const account = /^\/v2\/accounts\/([^/]+)(?:\/(stakeholders|products)(?:\/([^/]+))?)?$/.exec(
      path,
    );
    if (account) return routeAccount(method, account, body);
    const paymentTransfers = /^\/v1\/payments\/([^/]+)\/transfers$/.exec(path);
    if (paymentTransfers) {
      const paymentId = decodeURIComponent(paymentTransfers[1] ?? '');
      if (method === 'POST') return transferPayment(paymentId, body);
      if (!payments.has(paymentId)) return razorpayError(400, 'The id provided does not exist');
      const items = transfersOf(paymentId);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const paymentRefunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'GET' && paymentRefunds) {
      const paymentId = decodeURIComponent(paymentRefunds[1] ?? '');
      if (!payments.has(paymentId)) return razorpayError(400, 'The id provided does not exist');
      return collection(
        refunds.filter((refund) => refund.payment_id === paymentId).reverse(),
        query,
      );
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && subscription) return fetchFrom(subscriptions, subscription[1] ?? '');
    const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) return cancelSubscription(decodeURIComponent(cancel[1] ?? ''));
    const link = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (method === 'GET' && link) return fetchFrom(paymentLinks, link[1] ?? '');
    return razorpayError(404, 'The requested URL was not found on the server.');
  };

  /** Razorpay cancels a subscription at once (no `cancel_at_cycle_end`), once. */
  const cancelSubscription = (id: string): Answer => {
    const found = subscriptions.get(id);
    if (!found) return razorpayError(400, 'The id provided does not exist');
    if (['cancelled', 'expired', 'completed'].includes(found.status)) {
      return razorpayError(400, `Subscription is not cancellable in ${found.status} status.`);
    }
    found.status = 'cancelled';
    return { status: 200, body: found };
  };

  /**
   * A payment refunded, in full or in part, once up to its amount; with `reverse_all` its
   * transfers to linked accounts are reversed, as Route does.
   */
  const refundPayment = (paymentId: string, body: Record<string, unknown>): Answer => {
    const payment = payments.get(paymentId);
    if (!payment) return razorpayError(400, 'The id provided does not exist');
    const refunded = refunds
      .filter((refund) => refund.payment_id === paymentId && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? payment.amount - refunded : Number(body.amount);
    if (payment.status === 'authorized') {
      return razorpayError(400, 'Only captured payments can be refunded');
    }
    if (!Number.isInteger(amount) || amount < 100 || refunded + amount > payment.amount) {
      return razorpayError(400, 'The refund amount provided is greater than amount captured');
    }
    const reverse = body.reverse_all === 1 || body.reverse_all === true;
    if (reverse) {
      for (const transfer of transfersOf(paymentId)) transfer.amount_reversed = transfer.amount;
    }
    const refund: FakeRazorpayRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      payment_id: paymentId,
      amount,
      currency: payment.currency,
      status: 'processed',
      notes: notes(body.notes),
      reverse_all: reverse,
      created_at: now(),
    };
    refunds.push(refund);
    if (refunded + amount === payment.amount) payment.status = 'refunded';
    return { status: 200, body: refund };
  };

  /** A refund under `X-Refund-Idempotency`: the same request again answers the first refund. */
  const refundOnce = (
    paymentId: string,
    body: Record<string, unknown>,
    key: string | undefined,
  ): Answer => {
    if (!key) return refundPayment(paymentId, body);
    const request = JSON.stringify({ paymentId, body });
    const seen = refundKeys.get(key);
    if (seen && seen.request !== request) {
      return razorpayError(
        400,
        'Different request with the same idempotency key has already been processed.',
      );
    }
    if (seen) return seen.answer;
    const made = refundPayment(paymentId, body);
    if (made.status < 500) refundKeys.set(key, { request, answer: made });
    return made;
  };

  /** `/v2/accounts/{id}`, its stakeholders and its products. */
  const routeAccount = (
    method: string,
    [, id = '', part, partId]: RegExpExecArray,
    body: Record<string, unknown>,
  ): Answer => {
    const accountId = decodeURIComponent(id);
    if (!part && method === 'GET') {
      return linkedAccounts.has(accountId)
        ? { status: 200, body: linkedAccounts.get(accountId) }
        : noLinkedAccount();
    }
    if (part === 'stakeholders' && !partId && method === 'POST') {
      return createStakeholder(accountId, body);
    }
    if (part === 'stakeholders' && !partId && method === 'GET') {
      const items = stakeholders.get(accountId);
      if (!items) return noLinkedAccount();
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (part === 'products' && !partId && method === 'POST') return requestProduct(accountId, body);
    if (part === 'products' && partId && method === 'PATCH') {
      return updateProduct(accountId, decodeURIComponent(partId), body);
    }
    if (part === 'products' && partId && method === 'GET') {
      const product = products.get(decodeURIComponent(partId));
      return product?.account_id === accountId
        ? { status: 200, body: product }
        : razorpayError(400, 'The id provided does not exist');
    }
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
    const refundKey = request.headers['x-refund-idempotency'];
    received.push({
      method,
      path: url.pathname,
      query,
      body,
      ...(typeof refundKey === 'string' ? { idempotencyKey: refundKey } : {}),
    });
    const failing =
      fault !== undefined &&
      (!faultScope.method || faultScope.method === method) &&
      (!faultScope.path || faultScope.path.test(url.pathname));
    if (failing && fault === 'hang') return;
    if (failing && typeof fault === 'number') {
      return answer(
        response,
        razorpayError(fault, FAULT_DESCRIPTIONS[fault] ?? 'We are facing some trouble.'),
      );
    }
    if (request.headers.authorization !== authorization) {
      return answer(response, razorpayError(401, 'Authentication failed'));
    }
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (method === 'POST' && refundOf) {
      const made = refundOnce(
        decodeURIComponent(refundOf[1] ?? ''),
        body,
        typeof refundKey === 'string' ? refundKey : undefined,
      );
      if (made.status === 200 && refundHook) await refundHook(made.body as FakeRazorpayRefund);
      return answer(response, made);
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
    payments,
    linkedAccounts,
    stakeholders,
    products,
    transfers,
    failWith: (next, scope = {}) => {
      fault = next;
      faultScope = scope;
    },
    activateProductsAs: (status) => {
      activationAfterSettlements = status;
    },
    activatedLinkedAccount: () => {
      const made = createLinkedAccount(LINKED_ACCOUNT_FIXTURE).body as FakeRazorpayLinkedAccount;
      const product = requestProduct(made.id, { product_name: 'route', tnc_accepted: true })
        .body as FakeRazorpayProduct;
      Object.assign(product, { activation_status: 'activated', requirements: [] });
      return made.id;
    },
    authenticateSubscription: (id) =>
      Object.assign(found(subscriptions, id), { status: 'authenticated' as const }),
    payLink: (id) => {
      const link = found(paymentLinks, id);
      if (link.status === 'paid') return link;
      const payment: FakeRazorpayPayment = {
        id: newId('pay'),
        entity: 'payment',
        amount: link.amount,
        currency: link.currency,
        status: 'captured',
        method: 'upi',
        invoice_id: null,
      };
      payments.set(payment.id, payment);
      link.payments.push({
        payment_id: payment.id,
        amount: link.amount,
        method: 'upi',
        plink_id: link.id,
        status: 'captured',
      });
      // The link's order makes its transfers once the payment is captured.
      for (const transfer of link.transfers) makeTransfer(payment.id, transfer, []);
      return Object.assign(link, { status: 'paid' as const, amount_paid: link.amount });
    },
    activeSubscription: ({ amount, notes: given }) => {
      const plan = createPlan({
        period: 'monthly',
        interval: 1,
        item: { name: 'A monthly gift', amount, currency: 'INR' },
        notes: {},
      }).body as FakeRazorpayPlan;
      const made = createSubscription({
        plan_id: plan.id,
        total_count: 120,
        quantity: 1,
        notes: given,
      }).body as FakeRazorpaySubscription;
      return Object.assign(made, { status: 'active' as const, paid_count: 1 });
    },
    declineSubscription: (id, state) =>
      structuredClone(Object.assign(found(subscriptions, id), { status: state })),
    chargeSubscription: (id) => {
      const subscription = found(subscriptions, id);
      if (subscription.status === 'cancelled') {
        throw new Error(`the subscription ${id} is cancelled and charges nothing`);
      }
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
      payments.set(payment.id, payment);
      return { subscription, payment };
    },
    refunds,
    onRefund: (hook) => {
      refundHook = hook;
    },
    refundInDashboard: (paymentId) => {
      const made = refundPayment(paymentId, {});
      if (made.status !== 200) throw new Error(`the fake Razorpay API refused: ${paymentId}`);
      return made.body as FakeRazorpayRefund;
    },
    failRefund: (refundId) => {
      const at = refunds.findIndex((one) => one.id === refundId);
      const refund = refunds[at];
      const payment = payments.get(refund?.payment_id ?? '');
      if (!refund || !payment) throw new Error(`the fake Razorpay API has no refund ${refundId}`);
      // A new object: an answer already given keeps what it said.
      const failed: FakeRazorpayRefund = { ...refund, status: 'failed' };
      refunds[at] = failed;
      payment.status = 'captured';
      return structuredClone(failed);
    },
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { insertOrganization } from '@test/campaign-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { startFakeRazorpayApi } from '@test/fake-razorpay-api.ts';
import { startFakeStripeApi } from '@test/fake-stripe-api.ts';
import { RENDERED_PAGE_MARK, writeFakeWebBuild } from '@test/fake-web-build.ts';
import { recordUpload } from '@test/site-helpers.ts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema.ts';

/**
 * Property-based fuzz of every route the app serves: random paths, queries, bodies, cookies and
 * headers, with and without a valid token, never answer 5xx, and every 4xx is the error envelope
 * (docs/product/http-contract.md#envelope-and-errors). Then the cases that once slipped through:
 * dates at the calendar's edge in a campaign that passes every other rule, validly signed webhooks
 * of any shape and time, and server-rendered pages under cookies with broken encodings.
 */

type Route = { method: string; path: string };

/**
 * Every route, read from Fastify's radix tree (hidden ones included, HEAD left out): each line is
 * a piece of path under the line above it, 4 characters of indent per level.
 */
function listRoutes(app: TestApp): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes.length = depth;
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** Days at the calendar's edge, and beyond what a Date can hold. */
const EDGE_DATES = [
  '0000-01-01',
  '9999-12-31',
  '2030-02-30',
  '2030-02-32',
  '275760-09-13',
  '+275760-09-13',
  '-271821-04-20',
  '1970-01-01',
];
const edgeDate = fc.oneof(
  fc.constantFrom(...EDGE_DATES),
  fc
    .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, -14)),
  fc
    .tuple(fc.nat(99_999), fc.nat(99), fc.nat(99))
    .map(([year, month, day]) =>
      [
        String(year).padStart(4, '0'),
        String(month).padStart(2, '0'),
        String(day).padStart(2, '0'),
      ].join('-'),
    ),
);

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', 'a', '%', '/') }),
  fc.constantFrom('', ' ', '../../etc/passwd', 'a'.repeat(5000), '__proto__', 'constructor'),
  fc.uuid(),
  fc.emailAddress(),
  edgeDate,
);
const hugeNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e308, 2 ** 53),
);

/** The names the routes read, so random values often reach past the first schema check. */
const knownKey = fc.constantFrom(
  'email',
  'password',
  'name',
  'phone',
  'otp',
  'code',
  'token',
  'provider',
  'id_token',
  'current_password',
  'new_password',
  'props',
  'slug',
  'version',
  'today',
  'organization_name',
  'organization_categories',
  'country_code',
  'first_page_terms',
  'limit',
  'prefix',
  'country',
  'to',
  'end_date',
  'kind',
  'organization',
  'title',
  'goal',
  'image',
  'story',
);
const key = fc.oneof(knownKey, nastyText);
const leaf = fc.oneof(nastyText, hugeNumber, fc.boolean(), fc.constant(null));
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const jsonBody = fc.dictionary(key, value, { maxKeys: 8 }).map((body) => JSON.stringify(body));
const rawBody = fc.oneof(
  jsonBody,
  fc.jsonValue().map((json) => JSON.stringify(json)),
  fc.constantFrom(
    '{"limit": 1e400}',
    '{"version": 99999999999999999999999}',
    '{"__proto__": {"status": true}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    '{"name": "\\u0000"}',
    '{"name": "\\ud800"}',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    '{',
    'null',
    '',
  ),
  nastyText,
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
);

/** %-encoded as UTF-8, a lone surrogate as the 3 bytes it would take (which decode to nothing valid). */
function percentEncode(text: string): string {
  return Array.from(text, (character) => {
    const code = character.charCodeAt(0);
    if (character.length > 1 || code < 0xd800 || code > 0xdfff) {
      return encodeURIComponent(character);
    }
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');
}

/** A path segment: encoded text, or raw %-sequences that may not decode. */
const segment = fc.oneof(
  nastyText.map(percentEncode),
  fc.constantFrom('%00', '%ED%A0%80', '%C0%AF', '%', '%zz', '..%2F..%2F', 'a'.repeat(300)),
);
const query = fc
  .array(fc.tuple(fc.oneof(knownKey, segment), segment), { maxLength: 4 })
  .map((pairs) => pairs.map(([name, text]) => `${encodeURIComponent(name)}=${text}`).join('&'));

/** A Cookie header, its `language` cookie's %-encoding often broken. */
const cookieHeader = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constant('language'), fc.string({ unit: fc.constantFrom('a', 'b', '_') })),
      fc.oneof(
        fc.constantFrom('%ZZ', '%', '%E0%A4', '%ED%A0%80', '%C0%AF', 'hi', 'en', '%68%69', ''),
        fc.string({ unit: fc.constantFrom('%', 'Z', '0', 'E', 'a', '=', ' ', '"') }),
        nastyText.map(percentEncode),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([name, text]) => `${name}=${text}`).join('; '));

type Auth = 'none' | 'valid' | 'garbage';
const request = fc.record({
  params: fc.array(segment, { minLength: 3, maxLength: 3 }),
  query,
  body: fc.option(rawBody, { nil: undefined }),
  contentType,
  auth: fc.constantFrom<Auth>('none', 'valid', 'valid', 'garbage'),
  garbageToken: fc.oneof(nastyText.map(percentEncode), fc.constant('a.b.c')),
  cookie: fc.option(cookieHeader, { nil: undefined }),
  remoteAddress: fc.ipV4(),
});

/** No 5xx, and a 4xx in the envelope with a message. */
function expectNoServerError(response: LightMyRequestResponse, context: string): void {
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json();
    expect(body.status === false || body.status === 'failed', context).toBe(true);
    expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
  }
}

// Built while the file is collected: it.each below needs the routes before any test runs.
const app = await buildTestApp();
const userId = (await createTestUser(app)).id;
// Paths no route serves reach the not-found handler.
const routes = [
  ...listRoutes(app),
  { method: 'GET', path: '/:page' },
  { method: 'POST', path: '/api/:call' },
];
afterAll(async () => app.close());

/** A token for the fuzz user as they are now (a logout-all in an earlier run revokes the last one). */
async function validToken(): Promise<string> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  return app.tokens.sign({ id: userId, tokenVersion: user?.tokenVersion ?? 0 });
}

function urlFor(route: Route, params: string[], search: string): string {
  let index = 0;
  const path = route.path.replace(/:[A-Za-z_]+|\*/g, () => params[index++ % params.length] ?? 'x');
  return search ? `${path}?${search}` : path;
}

const RUNS_PER_ROUTE = 40;

describe('every route, fuzzed', () => {
  it('finds the routes', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/auth/logout',
        'POST /upload-service/upload/thumbnail',
        'GET /api/organization/create/:slug',
        'GET /media/*',
      ]),
    );
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers 5xx, and every 4xx in the envelope',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const headers: Record<string, string> = { 'content-type': input.contentType };
          if (input.auth === 'valid') headers.authorization = `Bearer ${await validToken()}`;
          if (input.auth === 'garbage') headers.authorization = `Bearer ${input.garbageToken}`;
          if (input.cookie !== undefined) headers.cookie = input.cookie;
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: urlFor(route, input.params, input.query),
            headers,
            remoteAddress: input.remoteAddress,
            ...(input.body === undefined ? {} : { payload: input.body }),
          };
          const response = await app.inject(options);
          const context = `${options.method} ${options.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expectNoServerError(response, context);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});

describe("campaign dates at the calendar's edge", () => {
  it('answers any end date, and any today, of a campaign that passes every other rule without 5xx', async () => {
    const owner = await createTestUser(app);
    const organization = await insertOrganization(app, { ownerId: owner.id });
    const image = await recordUpload(app, { ownerId: owner.id, purpose: 'campaign-assets' });
    const campaign = fc.record({
      kind: fc.constantFrom('campaign', 'event'),
      end_date: edgeDate,
      today: fc.option(edgeDate, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(campaign, async (dates) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/campaigns',
          headers: { authorization: `Bearer ${owner.token}` },
          payload: {
            organization: organization.id,
            title: 'Solar lamps for night school',
            category: 'Education',
            goal: '150000',
            image,
            story: '<p>Forty evening classes need light.</p>',
            ...dates,
          },
        });
        const context = `${JSON.stringify(dates)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expectNoServerError(response, context);
        // Refused for its dates: the end date's rule, or a `today` that is no YYYY-MM-DD.
        if (EDGE_DATES.includes(dates.end_date)) {
          expect(response.statusCode, context).toBe(400);
          const fields = response.json().errors.map((error: { field: string }) => error.field);
          expect(['end_date', 'today'], context).toContain(fields.join());
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('validly signed webhooks of any shape and time', () => {
  const STRIPE_SECRET = 'whsec_fuzz';
  const RAZORPAY_SECRET = 'razorpay_fuzz_secret';
  let webhooks: TestApp;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const stripe = await startFakeStripeApi();
    const razorpay = await startFakeRazorpayApi();
    stops.push(stripe.stop, razorpay.stop);
    webhooks = await buildTestApp({
      stripe: { ...stripe.config, webhookSecret: STRIPE_SECRET },
      razorpay: { ...razorpay.config, webhookSecret: RAZORPAY_SECRET },
    });
  });
  afterAll(async () => {
    await webhooks?.close();
    for (const stop of stops) await stop();
  });

  const TYPES = [
    'account.updated',
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'subscription.activated',
    'payment_link.paid',
  ];
  /** Event-like bodies: the fields the handlers read, each of any JSON type or missing. */
  const eventLike = fc.record(
    {
      id: fc.oneof(fc.string(), value),
      object: fc.constantFrom('event', 'v2.core.event'),
      type: fc.oneof(fc.constantFrom(...TYPES), value),
      event: fc.oneof(fc.constantFrom(...TYPES), value),
      data: fc.oneof(
        value,
        fc.record(
          {
            object: fc.oneof(
              value,
              fc.record(
                {
                  id: value,
                  status: fc.constantFrom('complete', 'open'),
                  payment_status: fc.constantFrom('paid', 'unpaid', 'no_payment_required'),
                  mode: fc.constantFrom('subscription', 'payment'),
                  details_submitted: value,
                  charges_enabled: value,
                },
                { requiredKeys: [] },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      payload: value,
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    eventLike.map((event) => JSON.stringify(event)),
    rawBody,
  );
  /** Seconds from now the signature is dated: within the tolerance, or far either side. */
  const signedAhead = fc.oneof(
    fc.integer({ min: -300, max: 300 }),
    fc.integer({ min: -86_400, max: 86_400 }),
  );

  it('answers every Stripe body and signed time without 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, signedAhead, async (payload, ahead) => {
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_SECRET,
          timestamp: Math.floor(Date.now() / 1000) + ahead,
        });
        const response = await webhooks.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        expectNoServerError(response, `${ahead} s ${payload.slice(0, 200)} → ${response.body}`);
        if (Math.abs(ahead) > 300) expect(response.statusCode).toBe(400);
      }),
      { numRuns: 300 },
    );
  });

  it('answers every Razorpay body and event id without 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.option(nastyText, { nil: undefined }), async (payload, id) => {
        const signature = createHmac('sha256', RAZORPAY_SECRET).update(payload).digest('hex');
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
        };
        if (id !== undefined) headers['x-razorpay-event-id'] = percentEncode(id);
        const response = await webhooks.inject({
          method: 'POST',
          url: '/api/payments/razorpay/webhook',
          headers,
          payload,
        });
        expectNoServerError(response, `${payload.slice(0, 200)} → ${response.body}`);
      }),
      { numRuns: 200 },
    );
  });
});

/** The page's language for a Cookie header: the first `language` cookie's, if it reads `hi`. */
function languageOf(cookie: string): 'hi' | 'en' {
  const language = cookie
    .split(';')
    .map((pair) => pair.split('='))
    .find(([name]) => name?.trim() === 'language');
  if (!language) return 'en';
  try {
    return decodeURIComponent(language.slice(1).join('=').trim()) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

describe('server-rendered pages under any cookie', () => {
  let root: string;
  let pages: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-fuzz-web-'));
    pages = await buildTestApp({ webDistDir: await writeFakeWebBuild(root) });
  });
  afterAll(async () => {
    await pages?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('renders the page, in English unless the cookie says Hindi, whatever the cookie', async () => {
    const page = fc.constantFrom('/', '/discover', '/campaign/solar-lamps', '/about-us');
    await fc.assert(
      fc.asyncProperty(page, cookieHeader, fc.ipV4(), async (url, cookie, remoteAddress) => {
        const response = await pages.inject({ url, headers: { cookie }, remoteAddress });
        const context = `${url} ${cookie} → ${response.statusCode}`;
        expectNoServerError(response, context);
        expect(response.statusCode, context).toBe(200);
        expect(response.body, context).toContain(RENDERED_PAGE_MARK);
        expect(response.body, context).toContain(`<html lang="${languageOf(cookie)}"`);
      }),
      { numRuns: 300 },
    );
  });
});

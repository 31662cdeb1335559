import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema.ts';

/**
 * Property-based fuzz of every route the app serves: random paths, queries, bodies and headers,
 * with and without a valid token, never answer 5xx, and every 4xx is the error envelope
 * (docs/product/http-contract.md#envelope-and-errors).
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

type Auth = 'none' | 'valid' | 'garbage';
const request = fc.record({
  params: fc.array(segment, { minLength: 3, maxLength: 3 }),
  query,
  body: fc.option(rawBody, { nil: undefined }),
  contentType,
  auth: fc.constantFrom<Auth>('none', 'valid', 'valid', 'garbage'),
  garbageToken: fc.oneof(nastyText.map(percentEncode), fc.constant('a.b.c')),
  remoteAddress: fc.ipV4(),
});

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
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: urlFor(route, input.params, input.query),
            headers,
            remoteAddress: input.remoteAddress,
            ...(input.body === undefined ? {} : { payload: input.body }),
          };
          const response = await app.inject(options);
          const context = `${options.method} ${options.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = response.json();
            expect(body.status === false || body.status === 'failed', context).toBe(true);
            expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});

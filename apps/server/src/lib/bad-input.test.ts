import { connect } from 'node:net';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { FORBIDDEN_CHARACTER_MESSAGE } from '@givecrowd/shared/api/text-rules';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { validIndiaNgo } from '@test/organization-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let token: string;
let base: string;

beforeAll(async () => {
  app = await buildTestApp({ authRateLimit: { perIp: 10_000, perEmail: 10_000 } });
  token = (await createTestUser(app)).token;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => app.close());

const invalid = (place: string, field: string) => ({
  status: false,
  message: `Invalid ${place} ${field}: ${FORBIDDEN_CHARACTER_MESSAGE}`,
  errors: [{ field, message: FORBIDDEN_CHARACTER_MESSAGE }],
});

describe('control characters in any text value', () => {
  it.each([
    ['a profile name', 'POST', '/api/auth/profile', { name: 'Ada\u0000' }, 'field', 'name'],
    [
      'an analytics event name',
      'POST',
      '/api/analytics/events',
      { name: 'step\u0000' },
      'field',
      'name',
    ],
    [
      'an analytics prop key',
      'POST',
      '/api/analytics/events',
      { name: 'step', props: { 'k\u0000': 1 } },
      'field',
      'props.k\u0000',
    ],
    [
      'a nested analytics value',
      'POST',
      '/api/analytics/events',
      { name: 'step', props: { list: ['ok', 'b\u0007d'] } },
      'field',
      'props.list.1',
    ],
    [
      'half an emoji',
      'POST',
      '/api/analytics/events',
      { name: 'step', props: { note: 'x\uD83D' } },
      'field',
      'props.note',
    ],
    [
      'a page-1 field',
      'POST',
      '/api/organization/create/page/1',
      { ...validIndiaNgo, organization_city: 'Pune\u0000' },
      'field',
      'organization_city',
    ],
    [
      'a login email',
      'POST',
      '/api/auth/login',
      { email: 'a\u0000@example.org', password: 'x' },
      'field',
      'email',
    ],
    [
      'a draft slug in the path',
      'GET',
      '/api/organization/create/asha%00kiran',
      undefined,
      'path parameter',
      'slug',
    ],
    [
      'a host in the path',
      'GET',
      '/api/organization/domain/a%00b.example.org',
      undefined,
      'path parameter',
      'host',
    ],
    [
      'a query string',
      'GET',
      '/api/organization/receipt-number?prefix=GC%00',
      undefined,
      'query parameter',
      'prefix',
    ],
    [
      'a query string of a page that is not a route',
      'GET',
      '/dev/nothing?x=%1B',
      undefined,
      'query parameter',
      'x',
    ],
  ] as const)(
    'answers 400 in the envelope for NUL or another control character in %s',
    async (_case, method, url, payload, place, field) => {
      const response = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid(place, field));
    },
  );

  it('keeps tabs and line breaks, which multi-line text uses', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'step', props: { note: 'line one\r\n\tline two 🙏' } },
    });
    expect(response.statusCode).toBe(202);
  });
});

describe('a page-1 field of the wrong JSON type', () => {
  it.each([
    ['a number for text', { organization_name: 42 }, 'organization_name', API_MESSAGES.notText],
    [
      'an object for text',
      { organization_email: { $ne: '' } },
      'organization_email',
      API_MESSAGES.notText,
    ],
    [
      'a string for a checkbox',
      { first_page_terms: 'yes' },
      'first_page_terms',
      API_MESSAGES.notTrueOrFalse,
    ],
    [
      'text for the categories',
      { organization_categories: 'Education' },
      'organization_categories',
      API_MESSAGES.notList,
    ],
  ])(
    'answers 400 naming the field for %s, instead of storing it as empty',
    async (_case, fields, field, reason) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/organization/create/page/1',
        payload: { ...validIndiaNgo, ...fields },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: false,
        message: `Invalid field ${field}: ${reason}`,
        errors: [{ field, message: reason }],
      });
    },
  );
});

describe("the framework's own errors answer the envelope", () => {
  it('a broken %-encoding in the path: 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/organization/domain/a%ED%A0%80b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: API_MESSAGES.invalidUrl });
  });

  it('a path parameter over its length: 414', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/organization/domain/${'a'.repeat(300)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ status: false, message: API_MESSAGES.urlTooLong });
  });

  it('headers over 16 KB: 431 with a body, on a real connection', async () => {
    const response = await fetch(`${base}/api/health`, {
      headers: { 'x-padding': 'a'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ status: false, message: API_MESSAGES.headersTooLarge });
  });

  it('a request Node cannot parse: 400 with a body', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const socket = connect({ host: hostname, port: Number(port) }, () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
      });
      let text = '';
      socket.on('data', (data) => {
        text += data.toString();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    expect(received).toMatch(/^HTTP\/1.1 400 Bad Request\r\n/);
    expect(received).toContain('Content-Type: application/json; charset=utf-8');
    expect(received.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ status: false, message: API_MESSAGES.invalidRequest }),
    );
  });
});

import { connect } from 'node:net';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { createImageFixtures } from '@test/image-fixtures.ts';
import { uploadForm } from '@test/multipart.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAX_UPLOADS = 3;
let app: TestApp;
let base: string;
let png: Buffer;

beforeAll(async () => {
  app = await buildTestApp({ uploadsPerUserPerHour: MAX_UPLOADS, uploadMaxBytes: 1024 * 1024 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  png = (await createImageFixtures()).png;
});
afterAll(async () => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('uploads per user per hour', () => {
  it('answers 429 with Retry-After past the quota, for both upload routes together', async () => {
    const user = await createTestUser(app);
    const send = (url: string) => {
      const form = uploadForm({ bytes: png, fileName: 'logo.png' });
      return app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(user.token) },
      });
    };
    expect((await send('/upload-service/upload')).statusCode).toBe(200);
    expect((await send('/upload-service/upload/thumbnail')).statusCode).toBe(200);
    expect((await send('/upload-service/upload')).statusCode).toBe(200);
    const over = await send('/upload-service/upload/thumbnail');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: false,
      message: UPLOAD_MESSAGES.hourlyQuota(MAX_UPLOADS),
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);

    const someoneElse = await createTestUser(app);
    const form = uploadForm({ bytes: png, fileName: 'logo.png' });
    const theirs = await app.inject({
      method: 'POST',
      url: '/upload-service/upload',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(someoneElse.token) },
    });
    expect(theirs.statusCode).toBe(200);
  });
});

describe('a multipart body that cannot be parsed', () => {
  const boundary = 'givecrowd-test-boundary';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      part('purpose', 'organization-logos'),
      UPLOAD_MESSAGES.unreadableForm,
    ],
    ['an empty boundary', 'multipart/form-data; boundary=', part('purpose', 'x'), null],
    [
      'a truncated body',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\norgan`,
      UPLOAD_MESSAGES.incomplete,
    ],
    [
      'a body with no parts at all',
      `multipart/form-data; boundary=${boundary}`,
      'just some text',
      UPLOAD_MESSAGES.incomplete,
    ],
    [
      'a part without headers',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      null,
    ],
  ])('answers 400 in the envelope for %s', async (_case, contentType, payload, message) => {
    const user = await createTestUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/upload-service/upload',
      payload,
      headers: { 'content-type': contentType, ...bearer(user.token) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      message: message ?? expect.any(String),
    });
  });
});

/** Writes a raw HTTP request in chunks, failing on a write error; answers what came back. */
function rawExchange(request: { head: string; chunks: Buffer[] }, then?: string) {
  return new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const socket = connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.on('data', (data) => {
      received += data.toString();
      if (then && received.includes('"status":true')) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', async () => {
      const write = (data: string | Buffer) =>
        new Promise<void>((done, fail) =>
          socket.write(data, (error) => (error ? fail(error) : done())),
        );
      try {
        await write(request.head);
        for (const chunk of request.chunks) {
          await write(chunk);
          await new Promise((wait) => setTimeout(wait, 2));
        }
        if (then) await write(then);
        else socket.end();
      } catch (error) {
        reject(error);
      }
    });
  });
}

describe('an upload answered before its body is read', () => {
  const bigBody = () => Buffer.alloc(3 * 1024 * 1024, 7);

  it("reaches Node's fetch on a reused connection, every time, in the envelope", async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const response = await fetch(`${base}/upload-service/upload`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: bigBody(),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: false, message: API_MESSAGES.loginRequired });
    }
  });

  it.each([
    ['401 without a token', {}, 'multipart/form-data; boundary=x', 401],
    ['415 for a body that is not multipart', 'token', 'application/octet-stream', 415],
    ['413 for a JSON body over the JSON limit', {}, 'application/json', 413],
  ] as const)(
    '%s: the client writes its whole body, then reads the answer on a connection kept open',
    async (_case, auth, contentType, status) => {
      const user = await createTestUser(app);
      const chunks = Array.from({ length: 48 }, () => Buffer.alloc(64 * 1024, 1));
      const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const authorization = auth === 'token' ? `Authorization: Bearer ${user.token}\r\n` : '';
      const head = `POST /upload-service/upload HTTP/1.1\r\nHost: localhost\r\n${authorization}Content-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`;
      const received = await rawExchange(
        { head, chunks },
        'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      );
      expect(received).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(received).toContain('"status":false');
      expect(received).not.toMatch(/connection: close/i);
      // The same connection then answers the next request.
      expect(received).toMatch(/HTTP\/1.1 200 OK[\s\S]*"status":true/);
    },
  );

  it('closes the connection, still answering, when the body is far over the limit', async () => {
    const head = `POST /upload-service/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`;
    const received = await rawExchange({ head, chunks: [Buffer.alloc(1024)] });
    expect(received).toMatch(/^HTTP\/1.1 401 /);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain(API_MESSAGES.loginRequired);
  });
});

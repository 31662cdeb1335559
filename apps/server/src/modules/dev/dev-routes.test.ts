import { buildAuthApp, post, readOutbox, uniqueEmail } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, outbox } from '@/db/schema.ts';

let app: TestApp;
let production: TestApp;

beforeAll(async () => {
  app = await buildAuthApp();
  production = await buildTestApp({ env: 'production', logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
  await production.close();
});

describe('development endpoints', () => {
  it('lists outbox messages newest first, filtered by recipient, and holds them without SMTP', async () => {
    const email = uniqueEmail('dev');
    await post(app, '/api/auth/signup/get-otp', { email });
    await post(app, '/api/auth/get-invite', { email });
    const messages = await readOutbox(app, email);
    expect(messages.map((message) => message.subject.split(':')[0])).toEqual([
      'Your GiveCrowd invite code',
      'Your GiveCrowd sign-up code',
    ]);
    expect(messages[0]?.code).toMatch(/^[A-Z2-9]{4}$/);

    await app.outboxWorker.runOnce();
    expect((await readOutbox(app, email)).map((message) => message.status)).toEqual([
      'held',
      'held',
    ]);
  });

  it('shows the outbox as an escaped HTML page', async () => {
    await app.db.insert(outbox).values({
      channel: 'email',
      to: 'page@example.org',
      subject: '<script>x</script>',
      text: 'Hello',
      code: 'ABCD',
    });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox?to=page@example.org' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page.body).not.toContain('<script>x');
    expect(page.body).toContain('ABCD');
    expect(page.body).toContain('<label for="to">');
  });

  it('lists analytics events by name', async () => {
    await app.db.insert(analyticsEvents).values([
      { name: 'Back Button Clicked', props: { step: 1 } },
      { name: 'Other', props: {} },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/dev/analytics?name=Back%20Button%20Clicked',
    });
    expect(response.json()).toMatchObject({
      status: true,
      data: [{ name: 'Back Button Clicked', props: { step: 1 }, user_id: null }],
    });
  });

  it('answers 404 for all of them to another machine, as an unknown route', async () => {
    for (const url of ['/api/dev/outbox', '/api/dev/analytics', '/dev/outbox']) {
      const fromThisMachine = await app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(fromThisMachine.statusCode, url).toBe(200);
      const response = await app.inject({ method: 'GET', url, remoteAddress: '192.0.2.7' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: false, message: `No route for GET ${url}.` });
    }
  });

  it('answers 404 for all of them in production', async () => {
    for (const url of ['/api/dev/outbox', '/api/dev/analytics', '/dev/outbox']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

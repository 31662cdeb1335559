import { buildAuthApp, post, uniqueEmail } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { freePort } from '@test/free-port.ts';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '@/db/schema.ts';
import { backoffDelayMs } from './outbox-worker.ts';

type Received = { to: string[]; raw: string };

/** A real SMTP server in this process, collecting what it receives. */
async function startSmtp(
  port = 0,
  /** An SMTP reply code refusing a recipient, asked for each RCPT TO; undefined accepts it. */
  refuse: (address: string) => number | undefined = () => undefined,
): Promise<{ port: number; received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    onRcptTo(address, _session, callback) {
      const code = refuse(address.address);
      if (!code) return callback();
      callback(Object.assign(new Error(`Refused with ${code}`), { responseCode: code }));
    },
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitFor<T>(
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function fastMailApp(smtpPort: number): Promise<TestApp> {
  return buildAuthApp({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailFrom: 'GiveCrowd <no-reply@give.example.org>',
    outboxPollMs: 20,
    outboxRetryBaseMs: 50,
  });
}

describe('outbox delivery over SMTP', () => {
  it('delivers a signup code to a real SMTP server and marks the row sent', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.stop);
    const app = await fastMailApp(smtp.port);
    cleanups.push(() => app.close());

    const email = uniqueEmail('smtp');
    const started = Date.now();
    expect((await post(app, '/api/auth/signup/get-otp', { email })).statusCode).toBe(200);
    // The request never waits on SMTP: it answered before any mail arrived.
    const mail = await waitFor(() => smtp.received.find((item) => item.to.includes(email)));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(mail.raw).toContain('Subject: Your GiveCrowd sign-up code:');
    expect(mail.raw).toContain('From: GiveCrowd <no-reply@give.example.org>');
    expect(mail.raw).toContain('text/html');

    const row = await waitFor(async () => {
      const [found] = await app.db.select().from(outbox).where(eq(outbox.to, email));
      return found?.status === 'sent' ? found : undefined;
    });
    expect(row.sentAt).not.toBeNull();
  });

  it('sends a contact form message to SUPPORT_EMAIL with Reply-To its writer', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.stop);
    const app = await fastMailApp(smtp.port);
    cleanups.push(() => app.close());

    const answer = await post(app, '/api/contact', {
      name: 'Meera Iyer',
      email: 'meera@example.org',
      topic: 'question',
      message: 'How do I change my plan?',
    });
    expect(answer.statusCode).toBe(200);
    const mail = await waitFor(() =>
      smtp.received.find((item) => item.to.includes(app.config.supportEmail)),
    );
    expect(mail.raw).toContain('Reply-To: meera@example.org');
    expect(mail.raw).toContain('How do I change my plan?');
  });

  it('keeps the mail while SMTP is down and delivers it once the server is back', async () => {
    const port = await freePort();
    const app = await fastMailApp(port);
    cleanups.push(() => app.close());

    const email = uniqueEmail('outage');
    expect((await post(app, '/api/auth/signup/get-otp', { email })).statusCode).toBe(200);

    const failed = await waitFor(async () => {
      const [row] = await app.db.select().from(outbox).where(eq(outbox.to, email));
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtp(port);
    cleanups.push(smtp.stop);
    const mail = await waitFor(() => smtp.received.find((item) => item.to.includes(email)), 15_000);
    expect(mail.raw).toContain('Subject: Your GiveCrowd sign-up code:');
    // The row is marked sent just after the server accepted the mail.
    const row = await waitFor(async () => {
      const [found] = await app.db.select().from(outbox).where(eq(outbox.to, email));
      return found?.status === 'sent' ? found : undefined;
    });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(row.lastError).toBeNull();
  });

  it("stops for good after a 5xx refusal, keeping the relay's reason", async () => {
    const smtp = await startSmtp(0, () => 550);
    cleanups.push(smtp.stop);
    const app = await fastMailApp(smtp.port);
    cleanups.push(() => app.close());
    const email = uniqueEmail('refused');
    expect((await post(app, '/api/auth/signup/get-otp', { email })).statusCode).toBe(200);

    const row = await waitFor(async () => {
      const [found] = await app.db.select().from(outbox).where(eq(outbox.to, email));
      return found?.status === 'failed' ? found : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/^SMTP answered 550: .*Refused with 550/);
    // Nothing is tried again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [after] = await app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(after?.attempts).toBe(1);
  });

  it('retries a 4xx refusal and delivers once, with one Message-ID per outbox row', async () => {
    let refusals = 2;
    const smtp = await startSmtp(0, () => (refusals-- > 0 ? 451 : undefined));
    cleanups.push(smtp.stop);
    const app = await fastMailApp(smtp.port);
    cleanups.push(() => app.close());
    const email = uniqueEmail('greylisted');
    expect((await post(app, '/api/auth/signup/get-otp', { email })).statusCode).toBe(200);

    const mail = await waitFor(() => smtp.received.find((item) => item.to.includes(email)), 15_000);
    const [row] = await app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail.raw).toContain(`Message-ID: <outbox-${row?.id}-`);
    const sent = await waitFor(async () => {
      const [found] = await app.db.select().from(outbox).where(eq(outbox.to, email));
      return found?.status === 'sent' ? found : undefined;
    });
    expect(sent.attempts).toBe(2);
    expect(smtp.received.filter((item) => item.to.includes(email))).toHaveLength(1);
  });

  it('backs off exponentially, capped at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelayMs(attempt, 5000))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    expect(backoffDelayMs(40, 5000)).toBe(60 * 60_000);
  });
});

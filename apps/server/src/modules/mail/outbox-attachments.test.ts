import { randomUUID } from 'node:crypto';
import { buildAuthApp, uniqueEmail } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/db/schema.ts';
import { enqueueMessage } from './outbox-repository.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { createSmtpTransport } from './transport.ts';

let app: TestApp;
let smtp: SMTPServer;
let worker: OutboxWorker;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  // The app's own worker stays idle: the test runs one that speaks to its SMTP server.
  app = await buildAuthApp({ outboxPollMs: 3_600_000 });
  smtp = new SMTPServer({
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  worker = createOutboxWorker({
    db: app.db,
    email: createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'GiveCrowd <a@b.org>' }),
    sms: undefined,
    pollMs: 3_600_000,
    retryBaseMs: 50,
    log: app.log,
    readFile: (key) => app.storage.get(key),
  });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function messageWith(to: string, key: string) {
  return {
    channel: 'email' as const,
    to,
    subject: 'Your document',
    text: 'Attached.',
    html: null,
    attachments: [{ key, filename: 'agreement.pdf', contentType: 'application/pdf' }],
  };
}

describe('email attachments', () => {
  it('reads the file from storage when sending, and mails it attached', async () => {
    const key = `signed-agreements/${randomUUID()}.pdf`;
    const bytes = Buffer.from('%PDF-1.7\nthe signed document\n%%EOF\n');
    await app.storage.put(key, bytes, 'application/pdf');
    const to = uniqueEmail('attached');
    await enqueueMessage(app.db, messageWith(to, key));
    await worker.runOnce();
    const mail = received.find((item) => item.to.includes(to));
    expect(mail?.raw).toContain('Content-Type: application/pdf; name=agreement.pdf');
    expect(mail?.raw).toContain('filename=agreement.pdf');
    expect(mail?.raw.replace(/\r\n/g, '')).toContain(bytes.toString('base64'));
    const [row] = await app.db.select().from(outbox).where(eq(outbox.to, to));
    expect(row).toMatchObject({ status: 'sent', attachments: messageWith(to, key).attachments });
  });

  it('stops for good when the attached file is gone', async () => {
    const to = uniqueEmail('missing');
    await enqueueMessage(app.db, messageWith(to, `signed-agreements/${randomUUID()}.pdf`));
    await worker.runOnce();
    const [row] = await app.db.select().from(outbox).where(eq(outbox.to, to));
    expect(row).toMatchObject({
      status: 'failed',
      lastError: 'The attachment agreement.pdf is missing.',
    });
    expect(received.some((item) => item.to.includes(to))).toBe(false);
  });
});

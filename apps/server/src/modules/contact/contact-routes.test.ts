import { CONTACT_MESSAGES } from '@givecrowd/shared/contact/contact-messages';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/db/schema.ts';

const SUPPORT = 'help-desk@givecrowd.test';

const goodMessage = {
  name: 'Meera Iyer',
  email: 'meera@example.org',
  topic: 'report',
  page: 'http://localhost:3000/campaign/clean-water',
  message: 'This campaign uses photos from another charity.\n\nPlease look into it.',
};

describe('POST /api/contact', () => {
  let app: TestApp;
  let ip = 0;
  /** Each test writes from its own address, so the limits of one do not meet the next. */
  const send = (body: object, remoteAddress = `10.0.0.${++ip}`) =>
    app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress });
  const mailToSupport = () => app.db.select().from(outbox).where(eq(outbox.to, SUPPORT));

  beforeAll(async () => {
    app = await buildTestApp({ supportEmail: SUPPORT });
  });
  afterAll(() => app.close());

  it('keeps the message in the outbox for SUPPORT_EMAIL, answered to its sender', async () => {
    const answer = await send(goodMessage);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true, message: CONTACT_MESSAGES.sent });
    const [mail] = await mailToSupport();
    expect(mail).toMatchObject({ channel: 'email', replyTo: 'meera@example.org' });
    expect(mail?.subject).toContain('Report of a campaign or an organization');
    expect(mail?.subject).toContain('Meera Iyer');
    expect(mail?.text).toContain('Page: http://localhost:3000/campaign/clean-water');
    expect(mail?.text).toContain('This campaign uses photos from another charity.');
    expect(mail?.html).toContain(
      '<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933">Please look into it.</p>',
    );
  });

  it('escapes HTML the sender typed', async () => {
    await send({
      ...goodMessage,
      email: 'tester@example.org',
      name: 'Eve <b>Bold</b>',
      message: '<script>alert(1)</script> <a href="https://evil.test">click</a>',
    });
    const mails = await mailToSupport();
    const mail = mails.find((row) => row.replyTo === 'tester@example.org');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<a href="https://evil.test">');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
  });

  it('refuses bad input with 400, the first rule’s message and every failing field', async () => {
    const before = (await mailToSupport()).length;
    const answer = await send({ name: ' ', email: 'not-an-email', topic: 'jokes', message: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: false,
      message: CONTACT_MESSAGES.nameRequired,
      errors: [
        { field: 'name', message: CONTACT_MESSAGES.nameRequired },
        { field: 'email', message: REGISTRATION_MESSAGES.emailInvalid },
        { field: 'topic', message: CONTACT_MESSAGES.topicRequired },
        { field: 'message', message: CONTACT_MESSAGES.messageRequired },
      ],
    });
    const tooLong = await send({
      ...goodMessage,
      page: 'javascript:alert(1)',
      message: 'x'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { field: 'page', message: CONTACT_MESSAGES.pageInvalid },
      { field: 'message', message: CONTACT_MESSAGES.messageTooLong },
    ]);
    expect((await send({})).json().message).toBe(CONTACT_MESSAGES.nameRequired);
    expect((await mailToSupport()).length).toBe(before);
  });

  it('limits one address to 5 messages an hour: 429 with Retry-After', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) {
      const answer = await send({ ...goodMessage, email: `writer${i}@example.org` }, address);
      expect(answer.statusCode).toBe(200);
    }
    const refused = await send({ ...goodMessage, email: 'writer9@example.org' }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ status: false, message: CONTACT_MESSAGES.tooMany });
  });

  it('limits one email to 3 messages an hour, from any address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await send({ ...goodMessage, email: 'Busy@Example.org' })).statusCode).toBe(200);
    }
    const refused = await send({ ...goodMessage, email: 'busy@example.org ' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ status: false, message: CONTACT_MESSAGES.tooMany });
  });
});

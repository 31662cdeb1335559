import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import {
  bearer,
  buildAuthApp,
  createClock,
  latestCode,
  post,
  readOutbox,
  uniqueEmail,
  wrongCode,
} from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '@/db/schema.ts';

const clock = createClock();
let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp({}, clock);
});
afterAll(async () => app.close());

describe('invites', () => {
  it('emails an invite code that signs in, creating the account and showing the walkthrough once', async () => {
    const email = uniqueEmail('invite');
    const sent = await post(app, '/api/auth/get-invite', { email });
    expect(sent).toMatchObject({ statusCode: 200, body: { status: true, message: M.inviteSent } });
    const [mail] = await readOutbox(app, email);
    expect(mail?.subject).toMatch(/^Your GiveCrowd invite code: [A-Z2-9]{4}$/);

    const wrong = await post(app, '/api/auth/submit-invite-code', {
      email,
      code: wrongCode(mail?.code ?? ''),
    });
    expect(wrong).toMatchObject({ statusCode: 400, body: { message: M.codeWrong } });

    const first = await post(app, '/api/auth/submit-invite-code', { email, code: mail?.code });
    expect(first).toMatchObject({
      statusCode: 200,
      body: { status: true, message: M.inviteAccepted, show_walkthrough: true },
    });
    const details = await post(app, '/api/auth/get-details', {}, bearer(first.body.token));
    expect(details.body.data.user).toMatchObject({ email, email_verified: true });

    clock.advance(61_000);
    await post(app, '/api/auth/get-invite', { email });
    const second = await post(app, '/api/auth/submit-invite-code', {
      email,
      code: await latestCode(app, email),
    });
    expect(second).toMatchObject({ statusCode: 200, body: { show_walkthrough: false } });
  });

  it('expires invite codes after 10 minutes and refuses a missing email', async () => {
    const email = uniqueEmail('late');
    await post(app, '/api/auth/get-invite', { email });
    const code = await latestCode(app, email);
    clock.advance(10 * 60_000 + 1);
    expect((await post(app, '/api/auth/submit-invite-code', { email, code })).statusCode).toBe(400);
    expect((await post(app, '/api/auth/get-invite', {})).statusCode).toBe(400);
  });

  it("answers '0000' and 'OOOO', outside the code alphabet, as wrong codes that take a try", async () => {
    const email = uniqueEmail('alphabet');
    await post(app, '/api/auth/get-invite', { email });
    const code = await latestCode(app, email);
    for (const otp of ['0000', 'OOOO']) {
      const wrong = await post(app, '/api/auth/submit-invite-code', { email, code: otp });
      expect(wrong).toMatchObject({
        statusCode: 400,
        body: { status: false, message: M.codeWrong },
      });
    }
    const [row] = await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, email));
    expect(row?.attempts).toBe(2);
    const malformed = await post(app, '/api/auth/submit-invite-code', { email, code: '00000' });
    expect(malformed).toMatchObject({ statusCode: 400 });
    expect(malformed.body.message).toContain(M.codeInvalidFormat);
    const right = await post(app, '/api/auth/submit-invite-code', { email, code });
    expect(right.statusCode).toBe(200);
  });
});

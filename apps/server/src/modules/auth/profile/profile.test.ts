import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { PERSON_NAME_MESSAGES } from '@givecrowd/shared/organization/messages';
import { PHONE_MESSAGES } from '@givecrowd/shared/phone/messages';
import { bearer, buildAuthApp, post, registerUser, uniqueEmail } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;

beforeAll(async () => {
  app = await buildAuthApp();
});
afterAll(async () => app.close());

describe('profile', () => {
  it('updates name and phone, and rejects a bad phone', async () => {
    const token = await registerUser(app, uniqueEmail('profile'));
    const saved = await post(
      app,
      '/api/auth/profile',
      { name: 'Ada King', phone: '+447911123457' },
      bearer(token),
    );
    expect(saved).toMatchObject({
      statusCode: 200,
      body: { data: { user: { name: 'Ada King', phone: '+447911123457' } } },
    });
    const bad = await post(app, '/api/auth/profile', { name: 'Ada', phone: '0770' }, bearer(token));
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain(M.phoneInvalid);
    expect((await post(app, '/api/auth/profile', { name: 'Ada' })).statusCode).toBe(401);
  });

  it('takes a real name and a phone typed with spaces, stored in E.164', async () => {
    const token = await registerUser(app, uniqueEmail('real-profile'));
    for (const name of ["Meera D'Souza", 'Jean-Luc', 'अनिता शर्मा', 'Dr. A. Rao']) {
      const saved = await post(
        app,
        '/api/auth/profile',
        { name, phone: '+44 7911 123456' },
        bearer(token),
      );
      expect(saved, name).toMatchObject({
        statusCode: 200,
        body: { data: { user: { name, phone: '+447911123456' } } },
      });
    }
    for (const [body, message] of [
      [{ name: 'Meera 2' }, PERSON_NAME_MESSAGES.digits],
      [{ name: 'Meera @ Home' }, PERSON_NAME_MESSAGES.symbols],
      [{ name: 'Meera', phone: '07911 123456' }, PHONE_MESSAGES.countryCodeRequired],
    ] as const) {
      const refused = await post(app, '/api/auth/profile', body, bearer(token));
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toContain(message);
    }
  });

  it("refuses a new password with the account's email or name, or an easily guessed one", async () => {
    const email = uniqueEmail('tamsin');
    const token = await registerUser(app, email, 'old password');
    await post(app, '/api/auth/profile', { name: 'Tamsin Greig' }, bearer(token));
    for (const [newPassword, message] of [
      [`my ${email}`, M.passwordHasEmail],
      ['TAMSIN-1966', M.passwordHasEmail],
      ['greig forever', M.passwordHasName],
      ['zzzzzzzzzz', M.passwordOneCharacter],
      ['\t\t\t\t\t\t\t\t', M.passwordOnlySpaces],
      ['mygivecrowd', M.passwordHasProductName],
    ] as const) {
      const refused = await post(
        app,
        '/api/auth/change-password',
        { current_password: 'old password', new_password: newPassword },
        bearer(token),
      );
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.body.message, newPassword).toContain(message);
      expect(refused.body.errors, newPassword).toEqual([{ field: 'new_password', message }]);
    }
    // Nothing changed: the old password still signs in.
    expect(
      (await post(app, '/api/auth/login', { email, password: 'old password' })).statusCode,
    ).toBe(200);
  });

  it('changes the password only with the current one, revoking older tokens', async () => {
    const email = uniqueEmail('change');
    const token = await registerUser(app, email, 'old password');
    const wrong = await post(
      app,
      '/api/auth/change-password',
      { current_password: 'nope nope', new_password: 'new password' },
      bearer(token),
    );
    expect(wrong).toMatchObject({ statusCode: 400, body: { message: M.currentPasswordWrong } });
    const changed = await post(
      app,
      '/api/auth/change-password',
      { current_password: 'old password', new_password: 'new password' },
      bearer(token),
    );
    expect(changed).toMatchObject({ statusCode: 200, body: { message: M.passwordChanged } });
    expect((await post(app, '/api/auth/get-details', {}, bearer(token))).statusCode).toBe(401);
    expect(
      (await post(app, '/api/auth/get-details', {}, bearer(changed.body.token))).statusCode,
    ).toBe(200);
    expect(
      (await post(app, '/api/auth/login', { email, password: 'old password' })).statusCode,
    ).toBe(401);
    expect(
      (await post(app, '/api/auth/login', { email, password: 'new password' })).statusCode,
    ).toBe(200);
  });
});

import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
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
      { name: 'Ada King', phone: '+447700900123' },
      bearer(token),
    );
    expect(saved).toMatchObject({
      statusCode: 200,
      body: { data: { user: { name: 'Ada King', phone: '+447700900123' } } },
    });
    const bad = await post(app, '/api/auth/profile', { name: 'Ada', phone: '0770' }, bearer(token));
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain(M.phoneInvalid);
    expect((await post(app, '/api/auth/profile', { name: 'Ada' })).statusCode).toBe(401);
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

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { buildAuthApp, post, readOutbox, registerUser, uniqueEmail } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const clientId = 'givecrowd-test.apps.googleusercontent.com';
let jwksServer: Server;
let app: TestApp;
let unconfigured: TestApp;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** A local server speaking Google's JWKS format, as jose fetches it. */
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  app = await buildAuthApp({
    googleClientId: clientId,
    googleJwksUrl: `http://127.0.0.1:${port}/certs`,
  });
  unconfigured = await buildAuthApp();
});
afterAll(async () => {
  await app.close();
  await unconfigured.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

function idToken(claims: Record<string, unknown>, { audience = clientId, key = privateKey } = {}) {
  return new SignJWT({ email_verified: true, name: 'Google User', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject('1234567890')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

describe('social login', () => {
  it('says clearly when Google sign-in is not configured, and the providers call says so', async () => {
    const answer = await post(unconfigured, '/api/auth/social/login', {
      provider: 'google',
      id_token: 'x',
    });
    expect(answer).toMatchObject({
      statusCode: 503,
      body: { status: false, message: M.socialNotConfigured },
    });
    const providers = await unconfigured.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ status: true, data: { google: null } });
    const configured = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(configured.json()).toEqual({ status: true, data: { google: { client_id: clientId } } });
  });

  it("allows Google's sign-in script and frame in the CSP only when configured", async () => {
    const csp = async (target: TestApp) =>
      String(
        (await target.inject({ method: 'GET', url: '/api/health' })).headers[
          'content-security-policy'
        ],
      );
    expect(await csp(app)).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
    expect(await csp(unconfigured)).not.toContain('accounts.google.com');
  });

  it('signs in with a valid Google ID token, creating the account once', async () => {
    const email = uniqueEmail('google');
    const first = await post(app, '/api/auth/social/login', {
      provider: 'google',
      id_token: await idToken({ email }),
    });
    expect(first).toMatchObject({ statusCode: 200, body: { status: true, message: M.loggedIn } });
    const verify = await post(app, '/api/auth/token-verify', { token: first.body.token });
    expect(verify.body.data.user).toMatchObject({
      email,
      name: 'Google User',
      email_verified: true,
    });
    const second = await post(app, '/api/auth/social/login', {
      provider: 'google',
      id_token: await idToken({ email }),
    });
    const again = await post(app, '/api/auth/token-verify', { token: second.body.token });
    expect(again.body.data.user.id).toBe(verify.body.data.user.id);
  });

  it('rejects another audience, a foreign key, a garbage token and an unknown provider', async () => {
    const email = uniqueEmail('bad');
    const other = (await generateKeyPair('RS256')).privateKey;
    for (const token of [
      await idToken({ email }, { audience: 'someone-else' }),
      await idToken({ email }, { key: other }),
      'garbage',
    ]) {
      const answer = await post(app, '/api/auth/social/login', {
        provider: 'google',
        id_token: token,
      });
      expect(answer).toMatchObject({ statusCode: 401, body: { message: M.socialTokenInvalid } });
    }
    const unknown = await post(app, '/api/auth/social/login', {
      provider: 'myspace',
      id_token: await idToken({ email }),
    });
    expect(unknown).toMatchObject({ statusCode: 400, body: { message: M.socialProviderUnknown } });
  });

  it('never opens an existing account with an unverified Google email; a new one gets a verification link', async () => {
    const existing = uniqueEmail('existing');
    await registerUser(app, existing);
    const refused = await post(app, '/api/auth/social/login', {
      provider: 'google',
      id_token: await idToken({ email: existing, email_verified: false }),
    });
    expect(refused).toMatchObject({ statusCode: 401, body: { message: M.socialEmailUnverified } });

    const fresh = uniqueEmail('fresh');
    const created = await post(app, '/api/auth/social/login', {
      provider: 'google',
      id_token: await idToken({ email: fresh, email_verified: false }),
    });
    expect(created.statusCode).toBe(200);
    const [mail] = await readOutbox(app, fresh);
    expect(mail?.subject).toBe('Verify your email for GiveCrowd');
  });
});

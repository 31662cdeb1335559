import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const HOUR = 3600;
const DAY = 24 * HOUR;

/** A token service on a clock the test moves. */
function serviceAt(start: string, options: { ttlSeconds?: number; maxAgeSeconds?: number } = {}) {
  let current = new Date(start).getTime();
  const service = createTokenService({
    secret,
    ttlSeconds: options.ttlSeconds ?? HOUR,
    maxAgeSeconds: options.maxAgeSeconds ?? 30 * DAY,
    now: () => new Date(current),
  });
  return Object.assign(service, {
    advance: (seconds: number) => {
      current += seconds * 1000;
    },
  });
}

const subject = { id: '2f1b8a52-2f44-4b89-9d2e-6f5f4f0d3f10', tokenVersion: 3 };
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

describe('token service', () => {
  it('verifies the tokens it signs, each login a new session', async () => {
    const service = serviceAt('2030-01-01T09:00:00Z');
    const verified = await service.verify(await service.sign(subject));
    expect(verified).toEqual({
      userId: subject.id,
      tokenVersion: 3,
      session: { id: expect.any(String), authTime: new Date('2030-01-01T09:00:00Z') },
    });
    const other = await service.verify(await service.sign(subject));
    expect(other?.session.id).not.toBe(verified?.session.id);
  });

  it('keeps the session and its login time when renewing', async () => {
    const service = serviceAt('2030-01-01T09:00:00Z');
    const first = await service.verify(await service.sign(subject));
    service.advance(HOUR / 2);
    const renewed = await service.verify(
      await service.sign({ ...subject, session: first?.session }),
    );
    expect(renewed?.session).toEqual(first?.session);
  });

  it('ends a session at its maximum age, however often it was renewed', async () => {
    const service = serviceAt('2030-01-01T09:00:00Z', { ttlSeconds: DAY, maxAgeSeconds: 2 * DAY });
    let token = await service.sign(subject);
    for (let hours = 0; hours < 40; hours += 20) {
      service.advance(20 * HOUR);
      const verified = await service.verify(token);
      expect(verified).not.toBeNull();
      token = await service.sign({ ...subject, session: verified?.session });
    }
    // Renewed at hour 40 of a 48-hour session: it expires at hour 48, not 64.
    expect(claimsOf(token).exp - claimsOf(token).auth_time).toBe(2 * DAY);
    service.advance(8 * HOUR);
    expect(await service.verify(token)).toBeNull();
  });

  it('rejects a tampered token', async () => {
    const service = serviceAt('2030-01-01T09:00:00Z');
    const token = await service.sign(subject);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(token), ver: 9 })).toString(
      'base64url',
    );
    expect(await service.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('rejects a token signed with another secret', async () => {
    const service = serviceAt('2030-01-01T09:00:00Z');
    const other = createTokenService({
      secret: `${secret}-other`,
      ttlSeconds: HOUR,
      maxAgeSeconds: DAY,
      now: () => new Date('2030-01-01T09:00:00Z'),
    });
    expect(await service.verify(await other.sign(subject))).toBeNull();
  });

  it('rejects an expired token', async () => {
    const service = serviceAt('2030-01-01T09:00:00Z');
    const token = await service.sign(subject);
    service.advance(HOUR + 1);
    expect(await service.verify(token)).toBeNull();
  });

  it('rejects another algorithm, issuer or audience, and claims of the wrong shape', async () => {
    const service = serviceAt('2030-01-01T09:00:00Z');
    const key = new TextEncoder().encode(secret);
    const iat = Math.floor(new Date('2030-01-01T09:00:00Z').getTime() / 1000);
    const good = { ver: 1, sid: '7d0f3c55-3f43-4c1e-9a3e-2b1f2a9b8c7d', auth_time: iat };
    const build = (claims: Record<string, unknown>, sub = subject.id) =>
      new SignJWT(claims)
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + HOUR);
    const signed = (
      builder: SignJWT,
      { alg = 'HS256', iss = 'givecrowd', aud = 'givecrowd-web' } = {},
    ) => builder.setProtectedHeader({ alg }).setIssuer(iss).setAudience(aud).sign(key);

    expect(await service.verify(await signed(build(good)))).not.toBeNull();
    const rejected = [
      await signed(build(good), { alg: 'HS512' }),
      await signed(build(good), { aud: 'someone-else' }),
      await signed(build(good), { iss: 'someone-else' }),
      await signed(build(good, 'not-a-uuid')),
      await signed(build(good, "1' or '1'='1")),
      await signed(build({ ...good, sid: 'not-a-uuid' })),
      await signed(build({ ver: 1 })),
      await signed(build({ ...good, ver: '1' })),
      await signed(build({ ...good, auth_time: 'yesterday' })),
      'not-a-jwt',
    ];
    for (const token of rejected) expect(await service.verify(token)).toBeNull();
  });
});

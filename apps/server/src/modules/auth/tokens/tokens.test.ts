import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const service = createTokenService({ secret, ttl: '1h' });
const subject = { id: '2f1b8a52-2f44-4b89-9d2e-6f5f4f0d3f10', tokenVersion: 3 };

describe('token service', () => {
  it('verifies the tokens it signs', async () => {
    const token = await service.sign(subject);
    expect(await service.verify(token)).toEqual({ userId: subject.id, tokenVersion: 3 });
  });

  it('rejects a tampered token', async () => {
    const token = await service.sign(subject);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), ver: 9 }),
    ).toString('base64url');
    expect(await service.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('rejects a token signed with another secret', async () => {
    const other = createTokenService({ secret: `${secret}-other`, ttl: '1h' });
    expect(await service.verify(await other.sign(subject))).toBeNull();
  });

  it('rejects an expired token', async () => {
    const expired = createTokenService({ secret, ttl: '1s' });
    const token = await expired.sign(subject);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await service.verify(token)).toBeNull();
  });

  it('rejects another algorithm, issuer or audience', async () => {
    const key = new TextEncoder().encode(secret);
    const base = () => new SignJWT({ ver: 1 }).setSubject(subject.id).setExpirationTime('1h');
    const wrongAlg = await base()
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('givecrowd')
      .setAudience('givecrowd-web')
      .sign(key);
    const wrongAudience = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('givecrowd')
      .setAudience('someone-else')
      .sign(key);
    const noIssuer = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('givecrowd-web')
      .sign(key);
    for (const token of [wrongAlg, wrongAudience, noIssuer, 'not-a-jwt']) {
      expect(await service.verify(token)).toBeNull();
    }
  });
});

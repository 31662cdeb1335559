import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'givecrowd';
const AUDIENCE = 'givecrowd-web';

export type TokenSubject = { id: string; tokenVersion: number };
export type VerifiedToken = { userId: string; tokenVersion: number };

export type TokenService = {
  sign: (subject: TokenSubject) => Promise<string>;
  /** Null for a token that is malformed, tampered with, expired or for another audience. */
  verify: (token: string) => Promise<VerifiedToken | null>;
};

export function createTokenService({ secret, ttl }: { secret: string; ttl: string }): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (subject) =>
      new SignJWT({ ver: subject.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(subject.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'ver'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ALGORITHM = 'HS256';
const ISSUER = 'givecrowd';
const AUDIENCE = 'givecrowd-web';

/** One login: every token renewed from it carries its id and the time of the login. */
export type Session = { id: string; authTime: Date };

/** Whose token: a user, their token version and, for a renewal, the session it continues. */
export type TokenSubject = { id: string; tokenVersion: number; session?: Session };
export type VerifiedToken = { userId: string; tokenVersion: number; session: Session };

export type TokenService = {
  /** A token for a new session, or for `subject.session` when it renews one. */
  sign: (subject: TokenSubject) => Promise<string>;
  /** Null for a token that is malformed, tampered with, expired, past the session's age or for another audience. */
  verify: (token: string) => Promise<VerifiedToken | null>;
};

/** The claims a session token must carry (`sid` and `auth_time` are OpenID Connect's names). */
const claimsSchema = z.object({
  sub: z.uuid(),
  ver: z.number().int().nonnegative(),
  sid: z.uuid(),
  auth_time: z.number().int().nonnegative(),
});

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTokenService({
  secret,
  ttlSeconds,
  maxAgeSeconds,
  now,
}: {
  secret: string;
  ttlSeconds: number;
  /** A session ends this long after its login, however often its token was renewed. */
  maxAgeSeconds: number;
  now: () => Date;
}): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ id, tokenVersion, session }) {
      const issuedAt = now();
      const { id: sessionId, authTime } = session ?? { id: randomUUID(), authTime: issuedAt };
      const expiresAt = Math.min(
        epochSeconds(issuedAt) + ttlSeconds,
        epochSeconds(authTime) + maxAgeSeconds,
      );
      return new SignJWT({ ver: tokenVersion, sid: sessionId, auth_time: epochSeconds(authTime) })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(token) {
      try {
        const currentDate = now();
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
          currentDate,
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const { sub, ver, sid, auth_time } = claims.data;
        if (auth_time + maxAgeSeconds <= epochSeconds(currentDate)) return null;
        return {
          userId: sub,
          tokenVersion: ver,
          session: { id: sid, authTime: new Date(auth_time * 1000) },
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'givecrowd';
/** Its own audience: a signup token can never pass as a session token, nor the reverse. */
const AUDIENCE = 'givecrowd-signup';
const TTL = '30m';

/** Proof that the holder received the signup code for `email`; spent by register. */
export async function signSignupToken({
  secret,
  email,
}: {
  secret: string;
  email: string;
}): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(new TextEncoder().encode(secret));
}

export async function verifySignupToken({
  secret,
  token,
}: {
  secret: string;
  token: string;
}): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'email'],
    });
    return typeof payload.email === 'string' ? payload.email : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

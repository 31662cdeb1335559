import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AppError } from '@/lib/errors.ts';
import type { AuthDeps } from '@/modules/auth/deps.ts';
import { sendLinkEmail } from '@/modules/auth/tokens/send-link-email.ts';
import {
  findUserByEmail,
  insertUser,
  type UserRow,
  updateUser,
} from '@/modules/auth/user-repository.ts';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export type GoogleIdentity = { email: string; emailVerified: boolean; name: string };
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

/** Verifies Google ID tokens against the configured JWKS (keys cached and refreshed by jose). */
export function createGoogleVerifier({
  clientId,
  jwksUrl,
}: {
  clientId: string;
  jwksUrl: string;
}): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'email'],
      });
      if (typeof payload.email !== 'string')
        throw new AppError('unauthorized', M.socialTokenInvalid);
      return {
        email: payload.email.trim().toLowerCase(),
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name.slice(0, 50) : '',
      };
    } catch (error) {
      if (error instanceof errors.JOSEError)
        throw new AppError('unauthorized', M.socialTokenInvalid);
      throw error;
    }
  };
}

/**
 * Signs in (or signs up) with a verified Google identity. An unverified Google email may only
 * create a new account, which then gets a verification link; it never opens an existing one.
 */
export async function loginWithGoogle(deps: AuthDeps, identity: GoogleIdentity): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, identity.email);
    if (existing) {
      if (!identity.emailVerified) throw new AppError('unauthorized', M.socialEmailUnverified);
      return existing.emailVerifiedAt
        ? existing
        : updateUser(tx, existing.id, { emailVerifiedAt: deps.now });
    }
    const user = await insertUser(tx, {
      email: identity.email,
      name: identity.name,
      emailVerifiedAt: identity.emailVerified ? deps.now : null,
    });
    if (!user) throw new AppError('conflict', M.accountExists);
    if (!identity.emailVerified) {
      await sendLinkEmail({ ...deps, db: tx }, { user, purpose: 'verify_email' });
    }
    return user;
  });
}

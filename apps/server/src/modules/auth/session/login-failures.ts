import type { App } from '@/lib/fastify-types.ts';

/** How long a wrong password is remembered, for its email and for its address. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * What a password login for an email may do from an address
 * (docs/product/accounts.md#login-and-wrong-passwords): `password` as usual; past the email's
 * threshold, `code` for an address that has not failed for it (an emailed code instead of the
 * password alone) and `refused` for one that has, until the earlier of the two windows ends.
 */
export type LoginStanding =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'refused'; retryAfterSeconds: number };

export type LoginFailures = {
  standing: (attempt: { email: string; ip: string }) => Promise<LoginStanding>;
  record: (attempt: { email: string; ip: string }) => Promise<void>;
};

/**
 * Wrong passwords counted per email (from every address) and per email and address. Only wrong
 * passwords count, so a flood cannot turn the owner's right password into a refusal.
 */
export function createLoginFailures(app: App): LoginFailures {
  const threshold = app.config.authRateLimit.perEmail;
  const perEmail = app.windowCounter({
    name: 'login-failures:email',
    windowMs: LOGIN_FAILURE_WINDOW_MS,
  });
  const perAddress = app.windowCounter({
    name: 'login-failures:email-ip',
    windowMs: LOGIN_FAILURE_WINDOW_MS,
  });
  const addressKey = ({ email, ip }: { email: string; ip: string }) => `${email} ${ip}`;
  return {
    standing: async (attempt) => {
      const email = await perEmail.read(attempt.email);
      if (email.count < threshold) return { kind: 'password' };
      const address = await perAddress.read(addressKey(attempt));
      if (address.count === 0) return { kind: 'code' };
      return {
        kind: 'refused',
        retryAfterSeconds: Math.min(email.resetInSeconds, address.resetInSeconds),
      };
    },
    record: async (attempt) => {
      await Promise.all([perEmail.add(attempt.email), perAddress.add(addressKey(attempt))]);
    },
  };
}

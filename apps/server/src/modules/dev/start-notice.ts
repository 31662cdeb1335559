import type { Config } from '@/config.ts';

/**
 * The line a development start logs once it listens (docs/product/start-modes.md#development):
 * what anyone at this machine can read, and how to run production instead.
 */
export function developmentStartNotice({
  env,
  port,
}: {
  env: Config['env'];
  port: number;
}): string | undefined {
  if (env !== 'development') return undefined;
  return (
    `Development mode: every sign-in code is readable at http://localhost:${port}/dev/outbox ` +
    'from this machine. To run production, set NODE_ENV=production with AUTH_SECRET, ' +
    'BANK_ACCOUNT_KEY, SUPPORT_EMAIL and the payment keys (README.md, Configuration).'
  );
}

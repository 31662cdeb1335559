import path from 'node:path';
import type { Config, EnvironmentConfig } from './config.ts';
import { loadOrCreateAuthSecret } from './lib/auth-secret.ts';
import { loadOrCreateBankAccountKey } from './lib/bank-account-key.ts';
import { serverRoot } from './lib/server-root.ts';
import { refuseUnsafeStart } from './start-rules.ts';

/** Where the contact form's messages go outside production when SUPPORT_EMAIL is unset. */
const DEVELOPMENT_SUPPORT_EMAIL = 'support@localhost';

/**
 * The config the app runs with: the environment's, with what it left unset found at boot, so no
 * request finds it missing. The web build defaults to apps/web/dist; AUTH_SECRET and
 * BANK_ACCOUNT_KEY are read from DATA_DIR, or generated there on the first start outside
 * production, and SUPPORT_EMAIL is support@localhost outside production (README, Configuration). An unsafe start is refused before anything is written
 * (docs/product/start-modes.md).
 */
export async function resolveConfig(config: EnvironmentConfig): Promise<Config> {
  refuseUnsafeStart(config);
  return {
    ...config,
    webDistDir: config.webDistDir ?? path.resolve(serverRoot(), '../web/dist'),
    authSecret: config.authSecret ?? (await loadOrCreateAuthSecret(config.dataDir)),
    bankAccountKey: config.bankAccountKey ?? (await loadOrCreateBankAccountKey(config.dataDir)),
    // Production refused to start without it; elsewhere the outbox keeps the messages for a
    // mailbox of this machine.
    supportEmail: config.supportEmail ?? DEVELOPMENT_SUPPORT_EMAIL,
  };
}

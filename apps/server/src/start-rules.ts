import { isLoopbackAddress } from '@/modules/dev/index.ts';
import { ConfigError, type EnvironmentConfig } from './config.ts';

type StartRulesConfig = Pick<
  EnvironmentConfig,
  | 'env'
  | 'host'
  | 'devAllowRemote'
  | 'authSecret'
  | 'bankAccountKey'
  | 'supportEmail'
  | 'paymentSandbox'
  | 'stripe'
  | 'razorpay'
>;

const SECRETS_REASON =
  'production never generates AUTH_SECRET or BANK_ACCOUNT_KEY (set the same ones on every node)';
const SUPPORT_REASON =
  "the contact form's messages, reports of fraud among them, are sent to SUPPORT_EMAIL";
const SANDBOX_REASON =
  'the payment sandbox, where no real money moves, stands in for a missing provider only with PAYMENT_SANDBOX=true';

/**
 * Refuses, with one line naming what to set, a start that would be unsafe
 * (docs/product/start-modes.md): production without its shared secrets or the team's mailbox, real payments without
 * their keys unless the sandbox is asked for, and a development server other machines can reach.
 * Runs before anything is generated into DATA_DIR.
 */
export function refuseUnsafeStart(config: StartRulesConfig): void {
  const secrets =
    config.env === 'production'
      ? [
          ...(config.authSecret ? [] : ['AUTH_SECRET']),
          ...(config.bankAccountKey ? [] : ['BANK_ACCOUNT_KEY']),
        ]
      : [];
  const mailbox = config.env === 'production' && !config.supportEmail ? ['SUPPORT_EMAIL'] : [];
  const paymentKeys = config.paymentSandbox
    ? []
    : [
        ...(config.stripe ? [] : ['STRIPE_SECRET_KEY']),
        ...(config.razorpay ? [] : ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET']),
      ];
  if (secrets.length > 0 || mailbox.length > 0 || paymentKeys.length > 0) {
    const reasons = [
      ...(secrets.length > 0 ? [SECRETS_REASON] : []),
      ...(mailbox.length > 0 ? [SUPPORT_REASON] : []),
      ...(paymentKeys.length > 0 ? [SANDBOX_REASON] : []),
    ];
    throw new ConfigError(
      `Refusing to start in ${config.env} without ${listNames([...secrets, ...mailbox, ...paymentKeys])}: ` +
        `${reasons.join('; ')} (README.md, Configuration).`,
    );
  }
  if (config.env !== 'production' && !config.devAllowRemote && !isLoopbackHost(config.host)) {
    throw new ConfigError(
      `Refusing to start: HOST=${config.host} lets other machines reach this ${config.env} server ` +
        '(the demo reviewer, sandbox payments); use HOST=localhost, set DEV_ALLOW_REMOTE=true ' +
        'if you mean it, or run NODE_ENV=production (README.md, Configuration).',
    );
  }
}

function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}

/** `A`, `A and B`, `A, B and C`. */
function listNames(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

import type { FastifyServerOptions } from 'fastify';
import type { Config } from '@/config.ts';

/** Secrets and personal identifiers never reach the log, wherever they appear in a logged object. */
const sensitiveKeys = [
  'authorization',
  'cookie',
  'password',
  'token',
  'otp',
  'code',
  'secret',
  'organization_pan_card_number',
  'partner_pan_number',
  'organization_aadhaar_card_number',
  'account_number',
  're_account_number',
  'fcra_account_number',
  'fcra_re_account_number',
  'bankAccountKey',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
}

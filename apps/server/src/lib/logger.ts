import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
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

/** Where a request's logger keeps the id of its request (requestLogger). */
const requestId = Symbol('requestId');

type RequestLogger = FastifyBaseLogger & { [requestId]?: unknown };

export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    // Each line a request's logger writes names the request (requestLogger).
    mixin: (_object: object, _level: number, logger: RequestLogger) =>
      logger[requestId] === undefined ? {} : { reqId: logger[requestId] },
  };
}

/**
 * Fastify's logger for each request: a child without bindings that keeps the request's id for
 * the mixin above. Pino runs each binding of a new child through every redaction path, and
 * Fastify makes a child for every request, even when nothing is logged: bound to the id, that
 * was about a sixth of the time a kept search answer takes (docs/product/faults.md#logging).
 */
export const requestLogger: FastifyServerOptions['childLoggerFactory'] = (
  logger,
  bindings,
  options,
) => {
  const child: RequestLogger = logger.child({}, options);
  child[requestId] = bindings.reqId;
  return child;
};

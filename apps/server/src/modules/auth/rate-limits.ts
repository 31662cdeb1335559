import type { FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';

const MINUTE_MS = 60_000;

function bodyEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
}

/**
 * Every auth path: a per-IP limit checked first (before the body is even validated) and, where
 * the body names an email, a per-email limit, so one address cannot be hammered from many IPs.
 */
export function authLimits(app: App, name: string) {
  const { perIp, perEmail } = app.config.authRateLimit;
  return {
    onRequest: app.limit([
      { name: `${name}:ip`, max: perIp, windowMs: MINUTE_MS, key: (request) => request.ip },
    ]),
    preHandler: app.limit([
      { name: `${name}:email`, max: perEmail, windowMs: 15 * MINUTE_MS, key: bodyEmail },
    ]),
  };
}

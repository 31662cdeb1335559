import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features no page of the product uses are switched off for it and anything it frames
 * (Helmet does not set this header); the Payment Request API stays with the product's own pages.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'payment=(self)',
].join(', ');

const carriesToken = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && 'token' in payload;

/**
 * Headers beyond Helmet's, on every answer: the Permissions-Policy, and `Cache-Control: no-store`
 * on every answer that carries a token, so no browser or proxy cache keeps a session.
 */
async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (carriesToken(payload)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });

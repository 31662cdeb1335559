import { BlockList, isIP } from 'node:net';
import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '@/lib/fastify-types.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1, also written IPv4-mapped (`::ffff:127.0.0.1`, as a dual-stack socket reports it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  if (!address || family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `/dev/…` and `/api/dev/…`: a development route, whichever module registers it. */
const DEVELOPMENT_PATH = /^\/(?:api\/)?dev(?:\/|$)/;

/**
 * Anything but this machine, and anyone in production, gets the 404 of an unknown route. The
 * socket's own address decides: X-Forwarded-For is whatever the caller writes, and a trusted
 * proxy's word would let the whole internet in behind it.
 */
async function answerOnlyThisMachine(request: FastifyRequest, reply: FastifyReply) {
  const fromThisMachine = isLoopbackAddress(request.socket.remoteAddress);
  if (fromThisMachine && request.server.config.env !== 'production') return;
  const path = request.url.split('?')[0] ?? request.url;
  return reply
    .code(404)
    .send({ status: false, message: API_MESSAGES.noRoute(request.method, path) });
}

/**
 * Puts every development route (docs/product/start-modes.md#development-routes) behind
 * answerOnlyThisMachine, in whatever module it is registered after this plugin.
 */
async function thisMachineOnlyPlugin(app: App): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!DEVELOPMENT_PATH.test(route.url)) return;
    const hooks: onRequestHookHandler[] = [route.onRequest ?? []].flat();
    route.onRequest = [answerOnlyThisMachine, ...hooks];
  });
}

export const devRoutesThisMachineOnly = fp(thisMachineOnlyPlugin, {
  name: 'dev-routes-this-machine-only',
});

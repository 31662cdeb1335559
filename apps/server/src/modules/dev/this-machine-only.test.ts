import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@/config.ts';
import { devRoutesThisMachineOnly, isLoopbackAddress } from './this-machine-only.ts';

/** A bare app with the guard and routes as any module would register them. */
async function appWithRoutes(env: Config['env']) {
  // Trusting every proxy: the guard must still read the socket, never X-Forwarded-For.
  const app = Fastify({ trustProxy: true });
  app.decorate('config', { env } as Config);
  await app.register(devRoutesThisMachineOnly);
  await app.register(async (module) => {
    module.get('/api/dev/elsewhere', async (request) => ({ status: true, ip: request.ip }));
    module.post('/dev/helper', async () => ({ status: true }));
    module.get('/developers', async () => ({ status: true }));
  });
  await app.ready();
  return app;
}

let development: Awaited<ReturnType<typeof appWithRoutes>>;
let production: Awaited<ReturnType<typeof appWithRoutes>>;

beforeAll(async () => {
  development = await appWithRoutes('development');
  production = await appWithRoutes('production');
});
afterAll(async () => {
  await development.close();
  await production.close();
});

describe('isLoopbackAddress', () => {
  it('is 127.0.0.0/8 and ::1, however written, and nothing else', () => {
    for (const address of [
      '127.0.0.1',
      '127.3.2.1',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '::',
      '0.0.0.0',
      '::2',
      'localhost',
      '',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

describe('development routes of any module (docs/product/start-modes.md#development-routes)', () => {
  it('answer a request from this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await development.inject({ url: '/api/dev/elsewhere', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
    const posted = await development.inject({ method: 'POST', url: '/dev/helper' });
    expect(posted.statusCode).toBe(200);
  });

  it('answer any other socket address with the 404 of an unknown route, whatever X-Forwarded-For says', async () => {
    const calls = [
      { method: 'GET', url: '/api/dev/elsewhere?x=1', path: '/api/dev/elsewhere' },
      { method: 'HEAD', url: '/api/dev/elsewhere', path: '/api/dev/elsewhere' },
      { method: 'POST', url: '/dev/helper', path: '/dev/helper' },
    ] as const;
    for (const { method, url, path } of calls) {
      const response = await development.inject({
        method,
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      if (method !== 'HEAD') {
        expect(response.json()).toEqual({
          status: false,
          message: `No route for ${method} ${path}.`,
        });
      }
    }
  });

  it('answer nobody in production, not even this machine', async () => {
    const response = await production.inject({ url: '/api/dev/elsewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: 'No route for GET /api/dev/elsewhere.',
    });
  });

  it('leave other routes alone', async () => {
    const response = await production.inject({ url: '/developers', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
  });
});

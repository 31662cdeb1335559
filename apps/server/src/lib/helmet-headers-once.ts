import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

type Headers = Record<string, string | number | string[]>;

/**
 * Route options that give a route Helmet's headers without Helmet working them out again for
 * each request, which costs more than answering from memory: @fastify/helmet skips the route
 * (`helmet: false`) and the route's own first hook copies in the headers Helmet set, with the
 * app's configuration, on the first request. They depend on nothing in the request (the app uses
 * no CSP nonces), so every answer of the route, errors included, carries the same headers as any
 * other. One per app: the headers follow its configuration.
 */
export function helmetHeadersOnce() {
  let headers: Headers | undefined;
  return {
    helmet: false as const,
    onRequest(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      if (headers) {
        reply.headers(headers);
      } else {
        const before = reply.raw.getHeaders();
        reply.helmet();
        const set: Headers = {};
        for (const [name, value] of Object.entries(reply.raw.getHeaders())) {
          if (value !== undefined && value !== before[name]) set[name] = value;
        }
        headers = set;
      }
      done();
    },
  };
}

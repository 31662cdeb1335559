import autocannon from 'autocannon';
import Fastify from 'fastify';

export type HttpFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

export type LoadOptions = {
  connections?: number;
  /** Paths each connection asks for in turn, instead of the URL's own. */
  paths?: string[];
  /** Fire from worker threads, so the load does not share the event loop of a server it tests. */
  workers?: number;
};

/** Loads one URL on this machine's loopback for a bounded time and reports throughput and latency. */
export async function measureUrl(
  url: string,
  seconds: number,
  { connections = 10, paths, workers }: LoadOptions = {},
): Promise<HttpFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
    ...(workers ? { workers } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The bare Fastify hello-world every figure is compared with, measured in the same run. */
export async function startHelloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => app.close() };
}

import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export type HttpFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Every request answered. */
  requests: number;
  /** How many answers had each status code. */
  statuses: Record<string, number>;
};

/**
 * Paths asked in this order by all connections together, from `start` on: `file` holds
 * `{paths, order}`, the different paths and the order they are asked in (indexes into `paths`),
 * starting again from the first when it runs out.
 */
export type PathSequence = { file: string; start: number };

export type LoadOptions = {
  connections?: number;
  /** Paths each connection asks for in turn, instead of the URL's own. */
  paths?: string[];
  /** Fire from worker threads, so the load does not share the event loop of a server it tests. */
  workers?: number;
  /** Paths in the order they are asked, whatever connection asks (one worker thread). */
  sequence?: PathSequence;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
  /** GET unless told; a POST is sent with `headers` and no body. */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The one status a request is meant to get (a form post's 303); by default any 2xx. */
  success?: number;
};

const NEXT_PATH = fileURLToPath(new URL('./next-path.cjs', import.meta.url));

/** Writes a sequence of paths where the load's worker thread reads it (see next-path.cjs). */
export async function writeSequence(
  file: string,
  sequence: { paths: readonly string[]; order: readonly number[] },
): Promise<void> {
  await writeFile(file, JSON.stringify({ paths: sequence.paths, order: sequence.order }));
}

/** Loads one URL on this machine's loopback for a bounded time and reports throughput and latency. */
export async function measureUrl(
  url: string,
  seconds: number,
  {
    connections = 10,
    paths,
    workers,
    sequence,
    amount,
    method = 'GET',
    headers,
    success,
  }: LoadOptions = {},
): Promise<HttpFigures> {
  if (sequence) {
    // next-path.cjs reads these in the worker thread, which starts with a copy of them.
    process.env.BENCH_SEQUENCE_FILE = sequence.file;
    process.env.BENCH_SEQUENCE_START = String(sequence.start);
  }
  const result = await autocannon({
    url,
    connections,
    method,
    ...(headers ? { headers } : {}),
    ...(amount ? { amount } : { duration: seconds }),
    ...(paths ? { requests: paths.map((path) => ({ method, path })) } : {}),
    ...(sequence
      ? { requests: [{ method, setupRequest: NEXT_PATH }], workers: 1 }
      : workers
        ? { workers }
        : {}),
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = count;
  }
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const missed = success === undefined ? result.non2xx : answered - (statuses[success] ?? 0);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + missed,
    requests: result.requests.total,
    statuses,
  };
}

/** An answer as a server sent it: its bytes, and the headers that describe it. */
export type RecordedAnswer = { body: Buffer; headers: Record<string, string> };

/** Headers of the connection and the moment, never copied from one answer to another. */
const CONNECTION_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive']);

/** Fetches an answer with its headers, to be sent again by a bare server. */
export async function recordAnswer(url: string): Promise<RecordedAnswer> {
  const response = await fetch(url);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!CONNECTION_HEADERS.has(name)) headers[name] = value;
  }
  return { body: Buffer.from(await response.arrayBuffer()), headers };
}

/**
 * A bare Fastify answering the given paths with the given bytes and their content type, nothing
 * else: what the app's answers from memory and its kept pages are compared with, measured in the
 * same run. With `allHeaders` it also sends every header the app sent with them (its security
 * headers above all), so the difference left is the app's own work per request.
 */
export async function startBareServer(
  answers: ReadonlyMap<string, RecordedAnswer>,
  { allHeaders }: { allHeaders: boolean } = { allHeaders: false },
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  for (const [path, { body, headers }] of answers) {
    app.get(path, (_request, reply) => {
      if (allHeaders) reply.headers(headers);
      else reply.type(headers['content-type'] ?? 'application/octet-stream');
      reply.send(body);
    });
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => app.close() };
}

/** The bare Fastify hello-world every figure is compared with, measured in the same run. */
export async function startHelloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => app.close() };
}

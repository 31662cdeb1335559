import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reads and drops what is left of a request body nobody will read, up to `maxBytes` and
 * `timeoutMs`; true once the whole request has arrived. An answer sent while the client is still
 * writing, on a connection then closed, reaches it as a reset (Node's fetch: 'fetch failed',
 * EPIPE) instead of the answer; a drained connection answers normally and stays open.
 */
function drainRequest(
  request: IncomingMessage,
  { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number },
): Promise<boolean> {
  if (request.complete || request.readableEnded) return Promise.resolve(true);
  if (request.destroyed) return Promise.resolve(false);
  if (Number(request.headers['content-length']) > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      request.off('error', onClose);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(request.complete);
    const timer = setTimeout(() => finish(false), timeoutMs);
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('close', onClose);
    request.once('error', onClose);
    request.resume();
  });
}

/** How long an answer waits for the rest of a body before it closes the connection instead. */
const DRAIN_TIMEOUT_MS = 5000;

/**
 * onSend, for every route: an answer given before the body was read (401, 413, 415, 429 on an
 * upload) first drains the body, up to `maxBytes`, and otherwise closes the connection. Fastify
 * closes after a body it refused (over the JSON limit) for the same reason; once drained, the
 * connection is clean and stays open.
 */
export function drainBeforeAnswer({ maxBytes }: { maxBytes: number }) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ): void => {
    const answer = (drained: boolean) => {
      if (drained) reply.removeHeader('Connection');
      else reply.header('Connection', 'close');
      done(null, payload);
    };
    // Most requests have arrived whole: answered in this turn, with no promise to wait for.
    if (request.raw.complete) answer(true);
    else void drainRequest(request.raw, { maxBytes, timeoutMs: DRAIN_TIMEOUT_MS }).then(answer);
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { oneAtATime } from '@/lib/one-at-a-time.ts';

/** A LISTEN on its own connection to PostgreSQL, kept open across losses. */
export type PostgresListener = {
  /**
   * Resolves once every notification committed before the call has been handed to `onNotify`:
   * PostgreSQL sends a connection its pending notifications before the answer to its next
   * statement. Resolves at once while the connection is away, and after 2 s at most.
   */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;
/** A connection that does not answer a round trip in this time is taken for lost. */
const ANSWER_MS = 2000;
/**
 * How often the connection is tried when nothing else asks: a LISTEN connection is idle, and a
 * proxy or firewall may drop an idle connection without a word.
 */
const HEARTBEAT_MS = 30_000;

const wait = (ms: number) =>
  new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

/**
 * LISTENs on `channel` through a connection of its own (docs/decisions/010-many-nodes.md#caches).
 * When the connection is lost (a restart, a failover, a proxy dropping it) it connects again,
 * waiting longer after each failure up to 10 s, and calls `onNotify` once it is back: what was
 * announced meanwhile was not heard. Resolves after the first attempt, heard or not.
 */
export async function listenOnPostgres({
  connect,
  channel,
  onNotify,
  log,
}: {
  connect: () => pg.Client;
  channel: string;
  onNotify: () => void;
  log: FastifyBaseLogger;
}): Promise<PostgresListener> {
  /** The connection being opened or open; the one listening once LISTEN succeeded. */
  let attempt: pg.Client | undefined;
  let listening: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let wasLost = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client, error?: unknown) => {
    if (client !== attempt) return;
    attempt = undefined;
    listening = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    if (!wasLost) log.warn({ err: error }, 'public content signal lost; listening again');
    wasLost = true;
    retry = setTimeout(open, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function open(): Promise<void> {
    const client = connect();
    attempt = client;
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(client, error);
      return;
    }
    if (closed || attempt !== client) return;
    listening = client;
    retryMs = FIRST_RETRY_MS;
    if (wasLost) {
      wasLost = false;
      log.info('public content signal heard again');
      onNotify();
    }
  }

  /** One round trip on the listening connection; one that fails or takes too long is dropped. */
  const oneRoundTrip = async () => {
    const client = listening;
    if (!client) return;
    const answer = await Promise.race([
      client.query('select 1').then(
        () => 'answered' as const,
        (error: unknown) => error,
      ),
      wait(ANSWER_MS),
    ]);
    if (answer === 'answered') return;
    lose(client, answer === 'late' ? new Error(`no answer in ${ANSWER_MS} ms`) : answer);
  };

  /**
   * Round trips one at a time on the connection (a pg client queues statements sent while one
   * runs, and will refuse them): a call while one is out joins the next, so each call's answer
   * still comes after its own notifications. Under load, one round trip serves every write that
   * asked meanwhile.
   */
  const roundTrip = oneAtATime(oneRoundTrip);

  await open();
  const heartbeat = setInterval(roundTrip, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    settle: roundTrip,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = attempt;
      attempt = undefined;
      listening = undefined;
      if (client) await Promise.race([client.end().catch(() => {}), wait(ANSWER_MS)]);
    },
  };
}

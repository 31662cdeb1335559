import fp from 'fastify-plugin';
import type { App } from '@/lib/fastify-types.ts';
import { PUBLIC_CONTENT_CHANNEL, publicChangeAnnouncer } from './announce-public-change.ts';
import { listenOnPostgres, type PostgresListener } from './postgres-listener.ts';

/** This node's side of the "public content changed" signal. */
export type PublicContent = {
  /**
   * Calls `clear` whenever public content changed, on this node or another, and when this node
   * may have missed such a change (its listening connection came back).
   */
  onChange: (clear: () => void) => void;
  /** Announces changes already committed, many at once (`publicChangeAnnouncer`). */
  announceCommitted: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    publicContent: PublicContent;
  }
}

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Hears `announcePublicChange` (docs/decisions/010-many-nodes.md#caches): on PostgreSQL through a
 * connection of its own that LISTENs, so a change made on any node empties every node's caches;
 * on PGlite, which one process holds, through PGlite's own notifications. Both deliver when the
 * announcing transaction commits. Listening starts when the app is ready.
 */
async function publicContentPlugin(app: App): Promise<void> {
  const clears: (() => void)[] = [];
  const notify = () => {
    for (const clear of clears) clear();
  };
  app.decorate('publicContent', {
    onChange: (clear: () => void) => void clears.push(clear),
    announceCommitted: publicChangeAnnouncer(app.db),
  });

  const { listener } = app.database;
  let stop: (() => Promise<void>) | undefined;
  let postgres: PostgresListener | undefined;
  app.addHook('onReady', async () => {
    if (listener.kind === 'pglite') {
      stop = await listener.client.listen(PUBLIC_CONTENT_CHANNEL, notify);
      return;
    }
    postgres = await listenOnPostgres({
      connect: listener.connect,
      channel: PUBLIC_CONTENT_CHANNEL,
      onNotify: notify,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await stop?.().catch(() => {});
    await postgres?.close();
  });

  // A write's answer leaves once this node has heard what it announced: the writer's next page
  // shows the change. On PGlite the notification came with the commit already.
  if (listener.kind === 'postgres') {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!postgres || READING_METHODS.has(request.method) || reply.statusCode >= 400) {
        return done(null, payload);
      }
      postgres.settle().then(() => done(null, payload));
    });
  }
}

export const publicContent = fp(publicContentPlugin, { name: 'public-content' });

import type { Database } from '@/db/client.ts';
import type { App } from '@/lib/fastify-types.ts';

/** What the auth rules need from the app, with the request's clock reading. */
export type AuthDeps = {
  db: Database;
  secret: string;
  now: Date;
  publicUrl: string;
  sendsPerIpPerHour: number;
  sendsPerUserPerHour: number;
  sessionMaxAgeSeconds: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock; tests pass their own to buildApp to move time without sleeping. */
    clock: () => Date;
  }
}

export function authDeps(app: App): AuthDeps {
  return {
    db: app.db,
    secret: app.config.authSecret,
    now: app.clock(),
    publicUrl: app.config.publicUrl,
    sendsPerIpPerHour: app.config.codeSendsPerIpPerHour,
    sendsPerUserPerHour: app.config.codeSendsPerUserPerHour,
    sessionMaxAgeSeconds: app.config.sessionMaxAgeSeconds,
  };
}

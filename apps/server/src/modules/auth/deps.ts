import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { App } from '@/lib/fastify-types.ts';
import { requestLocale } from '@/lib/request-language.ts';

/** What the auth rules need from the app, with the request's clock reading and language. */
export type AuthDeps = {
  db: Database;
  secret: string;
  now: Date;
  /** The language of the codes and links the request sends (docs/product/messages-and-languages.md#emails). */
  locale: Locale;
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

export function authDeps(app: App, request: FastifyRequest): AuthDeps {
  return {
    db: app.db,
    secret: app.config.authSecret,
    now: app.clock(),
    locale: requestLocale(request),
    publicUrl: app.config.publicUrl,
    sendsPerIpPerHour: app.config.codeSendsPerIpPerHour,
    sendsPerUserPerHour: app.config.codeSendsPerUserPerHour,
    sessionMaxAgeSeconds: app.config.sessionMaxAgeSeconds,
  };
}

import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { App } from '@/lib/fastify-types.ts';
import { requestLocale } from '@/lib/request-language.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { type PrivateLinkDeps, privateLinkDeps } from '@/modules/uploads/index.ts';

/** What the agreement rules need from the app, with the request's clock reading and language. */
export type AgreementDeps = {
  db: Database;
  storage: MediaStorage;
  now: Date;
  /** The language of the emails and texts the request sends (docs/product/messages-and-languages.md#emails). */
  locale: Locale;
  publicUrl: string;
  mediaBaseUrl: string;
  /** The server secret, for the codes of the hand-off. */
  secret: string;
  codeSendsPerIpPerHour: number;
  codeSendsPerUserPerHour: number;
  uploadMaxPixels: number;
  /** Signed links to the signed PDF. */
  links: PrivateLinkDeps;
};

export function agreementDeps(app: App, request: FastifyRequest): AgreementDeps {
  const links = privateLinkDeps(app);
  return {
    db: app.db,
    storage: app.storage,
    now: links.now,
    locale: requestLocale(request),
    publicUrl: app.config.publicUrl,
    mediaBaseUrl: app.config.mediaBaseUrl,
    secret: links.secret,
    codeSendsPerIpPerHour: app.config.codeSendsPerIpPerHour,
    codeSendsPerUserPerHour: app.config.codeSendsPerUserPerHour,
    uploadMaxPixels: app.config.uploadMaxPixels,
    links,
  };
}

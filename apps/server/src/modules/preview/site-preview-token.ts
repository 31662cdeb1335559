import { createHmac, timingSafeEqual } from 'node:crypto';
import { SITE_PREVIEW_PARAMETER } from '@givecrowd/shared/organization/site-api';
import type { App } from '@/lib/fastify-types.ts';

/** How long a site preview link works (docs/product/verification.md#publication-and-preview). */
export const SITE_PREVIEW_TTL_SECONDS = 24 * 60 * 60;

/** A key for these tokens alone, so a signature made here means nothing anywhere else. */
const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('givecrowd:site-preview').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', signingKey(secret)).update(payload).digest('base64url');

/**
 * `{organization id}.{expiry, unix seconds}.{HMAC}`: lets whoever holds it see the organization's
 * site on its host before approval, for 24 hours.
 */
export function signSitePreviewToken({
  secret,
  organizationId,
  now,
}: {
  secret: string;
  organizationId: string;
  now: Date;
}): string {
  const expires = Math.floor(now.getTime() / 1000) + SITE_PREVIEW_TTL_SECONDS;
  const payload = `${organizationId}.${expires}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The organization a token names, when this server made it and it has not expired; else null. */
export function readSitePreviewToken({
  secret,
  token,
  now,
}: {
  secret: string;
  token: string;
  now: Date;
}): string | null {
  const [organizationId = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^\d{1,12}$/.test(expires)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(sign(secret, `${organizationId}.${expires}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? organizationId
    : null;
}

/** The site's address with a fresh preview token. */
export function sitePreviewUrl({
  siteUrl,
  secret,
  organizationId,
  now,
}: {
  siteUrl: string;
  secret: string;
  organizationId: string;
  now: Date;
}): string {
  const query = new URLSearchParams({
    [SITE_PREVIEW_PARAMETER]: signSitePreviewToken({ secret, organizationId, now }),
  });
  return `${siteUrl}/?${query}`;
}

/** The secret and clock that sign the preview links of the app's answers. */
export function sitePreviewSigner(app: App): { secret: string; now: Date } {
  return { secret: app.config.authSecret, now: app.clock() };
}

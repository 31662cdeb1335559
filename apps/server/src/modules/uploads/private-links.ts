import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPrivateMediaKey } from '@givecrowd/shared/uploads/upload-visibility';
import type { App } from '@/lib/fastify-types.ts';
import type { MediaStorage } from '@/modules/media/index.ts';

/**
 * Short-lived signed links to private files (docs/product/uploads-and-media.md#private-files-and-signed-links):
 * on S3 a presigned address of the object; on the local folder this server's own
 * `/upload-service/private/{key}?expires={unix seconds}&signature={HMAC}`.
 */
export const PRIVATE_FILE_ROUTE = '/upload-service/private';

export type PrivateLinkDeps = {
  storage: MediaStorage;
  /** The server secret; links are signed with a key derived from it for this use only. */
  secret: string;
  now: Date;
  ttlSeconds: number;
};

export function privateLinkDeps(app: App): PrivateLinkDeps {
  return {
    storage: app.storage,
    secret: app.config.authSecret,
    now: app.clock(),
    ttlSeconds: app.config.privateLinkTtlSeconds,
  };
}

/** A link to the private file at `key` that works until `expiresAt`, for whoever holds it. */
export async function createPrivateLink({
  storage,
  secret,
  now,
  ttlSeconds,
  key,
}: PrivateLinkDeps & { key: string }): Promise<{ link: string; expiresAt: Date }> {
  if (!isPrivateMediaKey(key)) throw new Error(`Not a private file: ${key}`);
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const expiresAt = new Date(expires * 1000);
  if (storage.presignGet) {
    return {
      link: await storage.presignGet({ key, expiresInSeconds: ttlSeconds, now }),
      expiresAt,
    };
  }
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signLink({ secret, key, expires: String(expires) }),
  });
  return { link: `${PRIVATE_FILE_ROUTE}/${key}?${query}`, expiresAt };
}

/** Whether a local link's `expires` and `signature` were made by this server and it has not expired. */
export function isValidPrivateLink({
  secret,
  key,
  expires,
  signature,
  now,
}: {
  secret: string;
  key: string;
  expires: string | undefined;
  signature: string | undefined;
  now: Date;
}): boolean {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signLink({ secret, key, expires }));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function signLink({ secret, key, expires }: { secret: string; key: string; expires: string }) {
  return createHmac('sha256', linkSigningKey(secret))
    .update(`${key}\n${expires}`)
    .digest('base64url');
}

/** A key for these links alone, so a signature made here means nothing anywhere else. */
function linkSigningKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('givecrowd:private-file-links').digest();
}

/**
 * API fields carry media keys, the `originalKey` an upload answered; an image's address is
 * `MEDIA_BASE_URL/key` (docs/product/uploads-and-media.md#media-keys-and-urls). This module is the
 * one place that turns a key into an address and an address back into a key.
 */

/** Where this server itself serves public media; also the default `MEDIA_BASE_URL`. */
export const MEDIA_ROUTE = '/media';

/** The page's `<meta name=…>` through which the server tells the web its `MEDIA_BASE_URL`. */
export const MEDIA_BASE_META_NAME = 'media-base-url';

const keyPattern = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A storage key: relative, no empty, `.` or `..` segments, nothing but safe characters. */
export function isMediaKey(key: string): boolean {
  return keyPattern.test(key) && !key.includes('..') && !key.includes('//');
}

/** `MEDIA_BASE_URL/key`. */
export function mediaUrlForKey({ mediaBaseUrl, key }: { mediaBaseUrl: string; key: string }) {
  return `${mediaBaseUrl}/${key}`;
}

/**
 * The storage key a reference names, when it is one of ours: `MEDIA_BASE_URL/key`, `/media/key`
 * (the local route, which also serves S3) or a bare key. Null for anything else, so a draft cannot
 * reference outside images or path tricks.
 */
export function mediaKeyFromUrl({ mediaBaseUrl, url }: { mediaBaseUrl: string; url: string }) {
  const prefixes = [`${mediaBaseUrl}/`, `${MEDIA_ROUTE}/`];
  const prefix = prefixes.find((candidate) => url.startsWith(candidate));
  const key = prefix ? url.slice(prefix.length) : url;
  return isMediaKey(key) ? key : null;
}

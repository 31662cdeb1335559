/** API.md: `imageUrl = MEDIA_BASE_URL + "/" + key`. */
export function mediaUrlForKey({
  mediaBaseUrl,
  key,
}: {
  mediaBaseUrl: string;
  key: string;
}): string {
  return `${mediaBaseUrl}/${key}`;
}

const keyPattern = /^[a-z0-9][a-z0-9/_.-]*$/i;

/**
 * The storage key an image URL points at, when it is one of ours: `MEDIA_BASE_URL/key`, `/media/key`
 * (the local route, which also proxies S3) or a bare key. Null for anything else, so a draft cannot
 * reference outside images or path tricks.
 */
export function mediaKeyFromUrl({
  mediaBaseUrl,
  url,
}: {
  mediaBaseUrl: string;
  url: string;
}): string | null {
  const prefixes = [`${mediaBaseUrl}/`, '/media/'];
  const prefix = prefixes.find((candidate) => url.startsWith(candidate));
  const key = prefix ? url.slice(prefix.length) : url;
  if (!keyPattern.test(key) || key.includes('..') || key.includes('//')) return null;
  return key;
}

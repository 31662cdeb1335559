/** API.md: a stored key becomes `/media/{key}`; full addresses (S3/CDN) are used as they are. */
export function toMediaUrl(keyOrUrl: string): string {
  if (/^(https?:)?\/\//.test(keyOrUrl) || keyOrUrl.startsWith('/')) return keyOrUrl;
  return `/media/${keyOrUrl}`;
}

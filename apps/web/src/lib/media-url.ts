import {
  MEDIA_BASE_META_NAME,
  MEDIA_ROUTE,
  mediaUrlForKey,
} from '@givecrowd/shared/media/media-url';

/**
 * The server writes its MEDIA_BASE_URL into index.html's `<meta name="media-base-url">`; without
 * it (the Vite dev server, tests) images come from this server's own media route.
 */
export function readMediaBaseUrl(doc: Document): string {
  const content = doc
    .querySelector(`meta[name="${MEDIA_BASE_META_NAME}"]`)
    ?.getAttribute('content');
  return content?.trim() || MEDIA_ROUTE;
}

/** The server's MEDIA_BASE_URL, for pages rendered where there is no document. */
let documentlessMediaBaseUrl = MEDIA_ROUTE;

/** Called once by the server entry (docs/product/server-rendering.md). */
export function setDocumentlessMediaBaseUrl(mediaBaseUrl: string): void {
  documentlessMediaBaseUrl = mediaBaseUrl;
}

/**
 * An image's address from the media key an API field carries
 * (docs/product/uploads-and-media.md#media-keys-and-urls).
 */
export function toMediaUrl(key: string): string {
  const mediaBaseUrl =
    typeof document === 'undefined' ? documentlessMediaBaseUrl : readMediaBaseUrl(document);
  return mediaUrlForKey({ mediaBaseUrl, key });
}

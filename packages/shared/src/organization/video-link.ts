import { isWebLink } from './formats.ts';

/** A home-page video the site can embed: where it lives, its id there, and its player address. */
export type VideoLink = {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** The provider's embeddable player (YouTube's privacy-enhanced one). */
  embedUrl: string;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v'
    ? (id ?? null)
    : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  // vimeo.com/{id}, vimeo.com/channels/{name}/{id}, player.vimeo.com/video/{id}: the last number.
  const numeric = url.pathname.split('/').filter((part) => VIMEO_ID.test(part));
  return numeric.at(-1) ?? null;
}

/**
 * The video a link a person pasted names, or null when it is not a YouTube or Vimeo video
 * (docs/product/wizard.md#step-1-create-website). Accepts what the share buttons and the address
 * bar give: watch, youtu.be, shorts, embed and Vimeo's page and player links, with or without
 * `https://` and `www.`.
 */
export function parseVideoLink(typed: string): VideoLink | null {
  const trimmed = typed.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!isWebLink(withScheme)) return null;
  const url = new URL(withScheme);
  const youtube = youtubeId(url);
  if (youtube !== null) {
    return YOUTUBE_ID.test(youtube)
      ? {
          provider: 'youtube',
          id: youtube,
          embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}`,
        }
      : null;
  }
  const vimeo = vimeoId(url);
  return vimeo === null
    ? null
    : { provider: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
}

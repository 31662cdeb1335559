import { MEDIA_ROUTE } from '@givecrowd/shared/media/media-url';
import sanitizeHtml from 'sanitize-html';

const allowedTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'ul',
  'ol',
  'li',
  'a',
  'img',
];

const linkPattern = /^(https?:\/\/|mailto:)/i;
const LINK_REL = 'noopener noreferrer nofollow';

export type SanitizeRichTextOptions = {
  /** MEDIA_BASE_URL: images may come from here (and from /media) or any https address. */
  mediaBaseUrl?: string;
};

/**
 * The one way rich text (the editor's HTML) is cleaned before it is stored or shown: an allow-list
 * of headings, paragraphs, lists, basic formatting, links (http, https and mailto only, opened with
 * rel=noopener) and images from our media or https. No styles, classes, event handlers, frames,
 * forms or SVG. A link with another scheme keeps its text; an image from elsewhere is dropped.
 */
export function sanitizeRichText(
  html: string,
  { mediaBaseUrl = MEDIA_ROUTE }: SanitizeRichTextOptions = {},
): string {
  const imagePrefixes = ['https://', `${mediaBaseUrl}/`, `${MEDIA_ROUTE}/`];
  const isAllowedImage = (src: string | undefined) =>
    src !== undefined &&
    !src.includes('..') &&
    !src.startsWith('//') &&
    imagePrefixes.some((prefix) => src.startsWith(prefix));

  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (_tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        // Dropping to a span (not allowed, so unwrapped) keeps the link's text without the link.
        if (!linkPattern.test(href)) return { tagName: 'span', attribs: {} };
        return {
          tagName: 'a',
          attribs: {
            href,
            rel: LINK_REL,
            ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
          },
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src),
  });
}

import { MEDIA_ROUTE } from '@givecrowd/shared/media/media-url';
import {
  isAllowedRichTextLink,
  RICH_TEXT_LINK_SCHEMES,
} from '@givecrowd/shared/rich-text/rich-text-links';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@givecrowd/shared/rich-text/rich-text-policy';
import sanitizeHtml from 'sanitize-html';

const LINK_REL = 'noopener noreferrer nofollow';

/** The policy's attributes, as the mutable lists sanitize-html takes. */
const allowedAttributes = Object.fromEntries(
  Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
);

/**
 * Pasted text often carries the older or wider forms of the editor's elements: they become the
 * policy's element of the same meaning instead of losing their formatting.
 */
const equivalentTags = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

export type SanitizeRichTextOptions = {
  /** MEDIA_BASE_URL: images may come from here (and from /media) or any https address. */
  mediaBaseUrl?: string;
};

/**
 * The one way rich text (the editor's HTML) is cleaned before it is stored or shown: exactly the
 * elements and attributes of the shared policy (rich-text-policy.ts), links with http(s)
 * addresses only (rich-text-links.ts), opened with rel=noopener, and images
 * from our media or https. No styles, classes, event handlers, frames, forms or SVG. A link with
 * another address keeps its text; an image from elsewhere is dropped.
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
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes,
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      ...equivalentTags,
      a: (_tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        // A link to anywhere else loses its address here and its tag below, keeping its text.
        if (!isAllowedRichTextLink(href)) return { tagName: 'a', attribs: {} };
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
    // Renaming a link to a tag that is then dropped would leave sanitize-html closing the next
    // link at that depth with the dropped tag's name (2.17), so links are unwrapped here instead.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return !isAllowedImage(frame.attribs.src);
      return frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false;
    },
  });
}

import type { AiTextKind } from '@givecrowd/shared/ai/ai-api';
import { HEADER_TITLE_MAX } from '@givecrowd/shared/constants';
import { isHeaderTitleLength } from '@givecrowd/shared/organization/formats';
import { isRichTextEmpty } from '@givecrowd/shared/rich-text/rich-text-policy';
import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '@/lib/sanitize-rich-text.ts';

/** A whole answer wrapped in a Markdown code fence (```html … ```), as models sometimes send. */
const CODE_FENCE = /^```[\w-]*\s*\n([\s\S]*?)\n?```$/;
const HTML_TAG = /<\/?[a-z][^>]*>/i;
const WRAPPING_QUOTES = /^["'“”‘’«»]+|["'“”‘’«»]+$/g;
/** What may not end a cut title: spaces, separators, a lone high surrogate (half an emoji). */
const DANGLING_END = /[\s,;:–—-]+$|[\uD800-\uDBFF]$/u;

/** The entities sanitize-html writes into text; angle brackets are dropped, never read back into a tag. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '',
  '&gt;': '',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Plain paragraphs as HTML `<p>`s, their text escaped and line breaks kept. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const escaped = paragraph
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;');
      return `<p>${escaped.replace(/\s*\n\s*/g, '<br>')}</p>`;
    })
    .join('');
}

/**
 * A title as plain text: no tags (a script's content goes with its tag) and no angle brackets,
 * entities read, runs of white space made one space, wrapping quotes and a final full stop dropped.
 */
export function toPlainTitle(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(WRAPPING_QUOTES, '')
    .replace(/\.$/, '')
    .trim();
}

/**
 * The title within HEADER_TITLE_MAX characters, cut at a word boundary when it is longer;
 * undefined when what is left is shorter than the header-title rule allows.
 */
export function fitHomepageTitle(title: string): string | undefined {
  let fitted = title.trim();
  if (fitted.length > HEADER_TITLE_MAX) {
    const head = fitted.slice(0, HEADER_TITLE_MAX + 1);
    const lastSpace = head.lastIndexOf(' ');
    fitted = head.slice(0, lastSpace > 0 ? lastSpace : HEADER_TITLE_MAX);
    while (DANGLING_END.test(fitted)) fitted = fitted.replace(DANGLING_END, '');
  }
  return isHeaderTitleLength(fitted) ? fitted : undefined;
}

/**
 * What a writer wrote, made safe to show and store (docs/product/ai-writer.md#what-comes-back):
 * the story and about us as sanitized rich text (plain text becomes paragraphs), the title as
 * plain text of 10 to 55 characters. Undefined when nothing usable is left.
 */
export function finishText(
  kind: AiTextKind,
  text: string,
  { mediaBaseUrl }: { mediaBaseUrl: string },
): string | undefined {
  if (kind === 'homepage_title') return fitHomepageTitle(toPlainTitle(text));
  const unfenced = text.trim().replace(CODE_FENCE, '$1').trim();
  const html = HTML_TAG.test(unfenced) ? unfenced : paragraphsToHtml(unfenced.split(/\n\s*\n/));
  const clean = sanitizeRichText(html, { mediaBaseUrl }).trim();
  return isRichTextEmpty(clean) ? undefined : clean;
}

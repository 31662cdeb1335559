/**
 * What rich text may hold (docs/product/wizard.md#rich-text): the elements the editor makes, and
 * their attributes. The editor offers exactly these; the server's sanitizer keeps exactly these.
 */
export const RICH_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
] as const;

/** The editor's heading levels, the h2–h4 of RICH_TEXT_TAGS. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
} as const;

const TAG = /<[^>]*>/g;
const SPACE_ENTITY = /&nbsp;|&#160;|&#xa0;/gi;

/** Whether rich text says nothing: no words once its markup is gone ('<p></p>', '<p> </p>'). */
export function isRichTextEmpty(html: string): boolean {
  return html.replace(TAG, '').replace(SPACE_ENTITY, ' ').trim() === '';
}

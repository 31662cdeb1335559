/**
 * The links rich text may hold: http(s) only. The editor refuses others as they are typed, and the
 * server's sanitizer drops them (keeping their text) before anything is stored.
 */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https'] as const;

const linkPattern = /^https?:\/\/[^/\s]/i;

export const isAllowedRichTextLink = (href: string) => linkPattern.test(href.trim());

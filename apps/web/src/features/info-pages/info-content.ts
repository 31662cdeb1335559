/**
 * A footer page's text in one language (docs/product/public-pages.md#the-footer-pages). It lives
 * beside its page, in English and Hindi, rather than in the locale files, so it loads with its
 * page only and never with the home page.
 */
export type InfoSection = {
  /** The section's anchor, the same in every language. */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Pages of the app to go on to, by path. */
  links?: { to: string; label: string }[];
};

export type InfoContent = { intro: string; sections: InfoSection[] };

/** A page's text in each language of the app. */
export type LocalizedInfoContent = { en: InfoContent; hi: InfoContent };

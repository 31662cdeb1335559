import type en from '@/locales/en.json';

/** A page's name, by its key among the `pages` texts. */
export type PageTitleKey = keyof typeof en.pages;

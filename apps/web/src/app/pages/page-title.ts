import type en from '@/locales/en.json';

export type PageTitleKey = keyof typeof en.pages;

/** Route `handle`: names the page, by its key among the `pages` texts. */
export type PageHandle = { title: PageTitleKey };

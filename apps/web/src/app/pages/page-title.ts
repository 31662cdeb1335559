import type en from '@/locales/en.json';

export type PageTitleKey = keyof typeof en.pages;

/** Route `handle`: names the page for coming-soon pages and the document title. */
export type PageHandle = { title: PageTitleKey };

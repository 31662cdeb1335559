import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY, rememberLanguage } from '@/lib/language-choice';
import type en from '@/locales/en.json';
// The texts of the layout, the home page and the search overlay; the rest comes with other pages.
import firstPageTexts from '@/locales/en.json?sections=app,nav,footer,routeError,home,campaignCard,search';

export { firstPageTexts };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** `messages`: shared's messages by key (docs/product/messages-and-languages.md). */
    resources: { translation: typeof en; messages: Readonly<Record<string, string>> };
  }
}

/** Each language is named in its own script, whatever language the page is in. */
export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.value === value);
}

/** What every instance shares: the browser's one, and the server's one per language. */
export const I18N_OPTIONS = {
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
} as const satisfies InitOptions;

/** The language this browser chose, if it chose one. */
export function storedLanguage(): Language | null {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

let allTextsLoaded: Promise<void> | undefined;

/**
 * Fetches the English texts beyond the first page's, once; every page but the platform's home
 * page waits for them (docs/product/server-rendering.md#the-home-pages-javascript).
 */
export function loadAllTexts(): Promise<void> {
  allTextsLoaded ??= import('@/locales/en.json').then(({ default: texts }) => {
    i18n.addResourceBundle('en', 'translation', texts, true, true);
  });
  return allTextsLoaded;
}

/**
 * Fetches the Hindi texts (the interface's and shared's messages) the first time Hindi is needed,
 * so a reader in English never downloads them.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const [translation, messages] = await Promise.all([
    import('@/locales/hi.json'),
    import('@givecrowd/shared/i18n/hindi-messages'),
  ]);
  i18n.addResourceBundle(language, 'translation', translation.default);
  i18n.addResourceBundle(language, 'messages', messages.HINDI_MESSAGES);
}

export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

// The first page's English texts are always there, the others come with `loadAllTexts`; shared's
// English messages are added by the code that reads them (lib/use-message.ts), Hindi when chosen.
void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  resources: { en: { translation: firstPageTexts } },
  lng: 'en',
});

export { i18n };

import { MESSAGE_CATALOG } from '@givecrowd/shared/i18n/message-catalog';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import hi from '@/locales/hi.json';
import hiMessages from '@/locales/hi-messages.json';

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

const LANGUAGE_KEY = 'language';

export function isLanguage(value: string | null): value is Language {
  return LANGUAGES.some((language) => language.value === value);
}

function readStoredLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  // The English messages are shared's own texts; only their translations are kept here.
  resources: {
    en: { translation: en, messages: MESSAGE_CATALOG },
    hi: { translation: hi, messages: hiMessages },
  },
  ns: ['translation', 'messages'],
  lng: readStoredLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };

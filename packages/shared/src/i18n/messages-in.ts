import { fillTemplate, type Translate } from './fill-template.ts';
import { HINDI_MESSAGES } from './hindi-messages.ts';
import type { Locale } from './locales.ts';
import { MESSAGE_CATALOG, messageKeyOf } from './message-catalog.ts';

const TEMPLATES: Record<Locale, Readonly<Record<string, string>>> = {
  en: MESSAGE_CATALOG,
  hi: HINDI_MESSAGES,
};

/**
 * Shared's messages in `locale`, outside the web (an email): an English text, or a template with
 * its values, through its catalog key (docs/product/messages-and-languages.md#emails). A text that
 * is not a message of the catalog stays as written.
 */
export function messagesIn(locale: Locale): Translate {
  return (english, values = {}) => {
    const found = messageKeyOf(english);
    const template = (found && TEMPLATES[locale][found.key]) ?? english;
    return fillTemplate(template, { ...found?.values, ...values });
  };
}

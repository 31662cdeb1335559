import { API_MESSAGE_TEMPLATES, API_MESSAGES } from '@givecrowd/shared/api/messages';
import { FORBIDDEN_CHARACTER_MESSAGE } from '@givecrowd/shared/api/text-rules';
import {
  GIVING_MESSAGE_TEMPLATES,
  GIVING_MESSAGES,
} from '@givecrowd/shared/giving/giving-messages';
import { MESSAGE_CATALOG, messageKeyOf } from '@givecrowd/shared/i18n/message-catalog';
import type { i18n as I18n } from 'i18next';

/** Shared's messages the donation page may show: its rules', the API's and the server's refusals. */
const PAGE_MESSAGES: readonly unknown[] = [
  ...Object.values(GIVING_MESSAGES),
  ...Object.values(GIVING_MESSAGE_TEMPLATES),
  ...Object.values(API_MESSAGES),
  ...Object.values(API_MESSAGE_TEMPLATES),
  FORBIDDEN_CHARACTER_MESSAGE,
];

const PAGE_MESSAGE_KEYS = [
  ...new Set(
    PAGE_MESSAGES.flatMap((text) => {
      const key = typeof text === 'string' ? messageKeyOf(text)?.key : undefined;
      return key ? [key] : [];
    }),
  ),
];

/**
 * The page's messages in the language of `i18n` as pairs of the English text (or template, with
 * `{{name}}` places) and its translation, for the donation page's script (docs/decisions/012);
 * none in English, where a message is shown as it comes.
 */
export function pageMessagesIn(i18n: I18n): [string, string][] {
  if (i18n.language === 'en') return [];
  return PAGE_MESSAGE_KEYS.flatMap((key) => {
    const english = MESSAGE_CATALOG[key];
    const translated = i18n.getResource(i18n.language, 'messages', key);
    return english && typeof translated === 'string' ? [[english, translated]] : [];
  });
}

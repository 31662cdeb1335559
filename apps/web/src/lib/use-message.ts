import {
  fillTemplate,
  type MessageValues,
  type Translate,
} from '@givecrowd/shared/i18n/fill-template';
import {
  MESSAGE_CATALOG,
  type MessageKey,
  messageKeyOf,
} from '@givecrowd/shared/i18n/message-catalog';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';

// Shared's English messages come with the code that translates them, so pages that show none
// (the home page) do not load the catalog; the Hindi ones come with the Hindi texts.
i18n.addResourceBundle('en', 'messages', MESSAGE_CATALOG);

type TranslateKey = (key: string, options: { replace: MessageKey['values'] }) => string;

function translateWith(t: TranslateKey, text: string, values: MessageValues = {}): string {
  const found = messageKeyOf(text);
  // `replace` keeps a value named like an i18next option (count, lng) a plain value.
  return found
    ? t(found.key, { replace: { ...found.values, ...values } })
    : fillTemplate(text, values);
}

/**
 * A message of shared (an English text, as the server and the shared rules give it) in the
 * current language, through its key (docs/product/messages-and-languages.md); any other text as
 * it is. For code outside React, such as the error banner; a component uses `useMessage`.
 */
export function translateMessage(text: string): string {
  return translateWith(i18n.getFixedT(null, 'messages'), text);
}

/**
 * `translateMessage` for a component, which renders again when the language changes; a template
 * of shared comes with its values.
 */
export function useMessage(): Translate {
  const { t } = useTranslation('messages');
  return useCallback((text: string, values?: MessageValues) => translateWith(t, text, values), [t]);
}

/**
 * For @mantine/form's `enhanceGetInputProps`: the field's message (a schema's or the server's)
 * in the current language, so a shown message follows a change of language.
 */
export function useTranslatedInputErrors() {
  const translate = useMessage();
  return ({ inputProps }: { inputProps: { error?: unknown } }) =>
    typeof inputProps.error === 'string' ? { error: translate(inputProps.error) } : {};
}

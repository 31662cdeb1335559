import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { Locale } from '@givecrowd/shared/i18n/locales';

/*
 * Lines many emails share, in each language the product speaks
 * (docs/product/messages-and-languages.md#emails).
 */

export const SIGN_OFF: Record<Locale, string> = {
  en: `— The ${PRODUCT_NAME} team`,
  hi: `— ${PRODUCT_NAME} टीम`,
};

export const HELLO: Record<Locale, string> = { en: 'Hello,', hi: 'नमस्ते,' };

export const IGNORE_LINE: Record<Locale, string> = {
  en: 'If you did not ask for this, you can ignore this email.',
  hi: 'अगर आपने यह नहीं माँगा था, तो आप इस ईमेल को अनदेखा कर सकते हैं।',
};

/** How long a one-time code works, and that it works once. */
export const codeExpiry = (locale: Locale, minutes: number): string =>
  locale === 'hi'
    ? `यह ${minutes} मिनट में समाप्त हो जाएगा और केवल एक बार इस्तेमाल किया जा सकता है।`
    : `It expires in ${minutes} minutes and can be used once.`;

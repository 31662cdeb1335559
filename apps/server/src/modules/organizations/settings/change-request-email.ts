import type { Locale } from '@givecrowd/shared/i18n/locales';
import { messagesIn } from '@givecrowd/shared/i18n/messages-in';
import { labelOfField } from '@givecrowd/shared/organization/field-labels';
import type { FieldChange } from '@givecrowd/shared/organization/settings/settings-api';
import { composeEmail, HELLO, type OutboxMessage } from '@/modules/mail/index.ts';

type DecisionInput = {
  organizationName: string;
  approved: boolean;
  /** The changed fields, named in the reader's language. */
  fields: string;
  note: string;
};

type DecisionWords = {
  subject: string;
  intro: string;
  fields: string;
  note: string;
  button: string;
};

const WORDS: Record<Locale, (input: DecisionInput) => DecisionWords> = {
  en: ({ organizationName, approved, fields, note }) => ({
    subject: approved ? 'Your change request is approved' : 'Your change request was declined',
    intro: approved
      ? `The changes you asked for ${organizationName} are approved and now shown.`
      : `The changes you asked for ${organizationName} were declined; it keeps its details as they were.`,
    fields: `Fields: ${fields}.`,
    note: `Reviewer's note: ${note}`,
    button: 'Open the settings',
  }),
  hi: ({ organizationName, approved, fields, note }) => ({
    subject: approved
      ? 'आपका बदलाव अनुरोध स्वीकृत हो गया है'
      : 'आपका बदलाव अनुरोध अस्वीकार कर दिया गया है',
    intro: approved
      ? `${organizationName} के लिए आपके माँगे गए बदलाव स्वीकृत हो गए हैं और अब दिखाई दे रहे हैं।`
      : `${organizationName} के लिए आपके माँगे गए बदलाव अस्वीकार कर दिए गए हैं; उसका विवरण पहले जैसा ही रहेगा।`,
    fields: `फ़ील्ड: ${fields}।`,
    note: `समीक्षक की टिप्पणी: ${note}`,
    button: 'सेटिंग्स खोलें',
  }),
};

/**
 * The email of a reviewer's decision on a change request
 * (docs/product/organization-settings.md#change-requests): the fields, the outcome, the
 * reviewer's note as written, and a link to the settings.
 */
export function changeRequestDecisionEmail({
  locale,
  to,
  organizationName,
  approved,
  changes,
  note,
  link,
}: {
  locale: Locale;
  to: string;
  organizationName: string;
  approved: boolean;
  changes: FieldChange[];
  note: string;
  link: string;
}): OutboxMessage {
  const translate = messagesIn(locale);
  const fields = changes.map(({ field }) => labelOfField(field, translate)).join(', ');
  const words = WORDS[locale]({ organizationName, approved, fields, note });
  const noteLines = note ? [words.note] : [];
  return composeEmail({
    locale,
    to,
    subject: words.subject,
    hello: HELLO[locale],
    parts: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'paragraph', text: words.fields },
      { kind: 'lines', lines: noteLines },
      { kind: 'button', label: words.button, href: link },
    ],
    link,
  });
}

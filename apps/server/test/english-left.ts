import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import { messagesIn } from '@givecrowd/shared/i18n/messages-in';
import { FIELD_LABELS } from '@givecrowd/shared/organization/field-labels';

type Message = { subject: string; text: string; html: string | null };

/** The text an email's HTML shows: its tags (and their styles) gone, its entities read back. */
function shownText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

const hindi = messagesIn('hi');

/**
 * The fields' English names, those with English words ('PAN card number', not 'IFSC'): a Hindi
 * email names fields in Hindi.
 */
const ENGLISH_FIELD_NAMES = new Set(
  Object.values(FIELD_LABELS).filter(
    (label) => /\b[a-z]{2,}/.test(label) && hindi(label) !== label,
  ),
);

/**
 * The words in Latin letters a translated message still has, in its subject, its text and what its
 * HTML shows, once the product's name, the addresses and what it may keep as written (`kept`: a
 * code, a name, a file name, FCRA …, but never a field's English name) are taken out. A Hindi
 * message answers [].
 */
export function englishLeftIn(message: Message | undefined, kept: string[] = []): string[] {
  if (!message) throw new Error('no message to read');
  const fieldName = kept.find((words) => ENGLISH_FIELD_NAMES.has(words));
  if (fieldName) throw new Error(`"${fieldName}" is a field's English name: keep it out of Hindi`);
  let all = [message.subject, message.text, shownText(message.html ?? '')].join('\n');
  all = all.replace(/https?:\/\/\S+/g, ' ');
  for (const words of [PRODUCT_NAME, ...kept].sort((a, b) => b.length - a.length)) {
    all = all.replaceAll(words, ' ');
  }
  return all.match(/[A-Za-z]{2,}/g) ?? [];
}

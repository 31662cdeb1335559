import { PRODUCT_NAME } from '@givecrowd/shared/constants';

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

/**
 * The words in Latin letters a translated message still has, in its subject, its text and what its
 * HTML shows, once the product's name, the addresses and what it may keep as written (`kept`: a
 * code, a name, a file name, FCRA …) are taken out. A Hindi message answers [].
 */
export function englishLeftIn(message: Message | undefined, kept: string[] = []): string[] {
  if (!message) throw new Error('no message to read');
  let all = [message.subject, message.text, shownText(message.html ?? '')].join('\n');
  all = all.replace(/https?:\/\/\S+/g, ' ');
  for (const words of [PRODUCT_NAME, ...kept].sort((a, b) => b.length - a.length)) {
    all = all.replaceAll(words, ' ');
  }
  return all.match(/[A-Za-z]{2,}/g) ?? [];
}

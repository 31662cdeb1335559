import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { OutboxAttachment } from '@/db/schema.ts';
import { SIGN_OFF } from './common-words.ts';
import { type HtmlBlock, renderEmailHtml } from './layout.ts';
import type { OutboxMessage } from './templates.ts';

/**
 * One part of an email, written once for its text and its HTML
 * (docs/product/messages-and-languages.md#emails):
 *
 * - `paragraph`: a paragraph of both.
 * - `lines`: lines kept together in the text (a list), a paragraph each in the HTML.
 * - `button`: the HTML's button (with the layout's fallback address); in the text, the address on
 *   the line after `intro` (a sentence the HTML shows as a paragraph above its button), or after
 *   `lead` (a line of the text only), or after '{label}:'.
 */
export type EmailPart =
  | { kind: 'paragraph'; text: string }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'button'; label: string; href: string; intro?: string; lead?: string };

function textOf(part: EmailPart): string {
  if (part.kind === 'paragraph') return part.text;
  if (part.kind === 'lines') return part.lines.join('\n');
  return `${part.intro ?? part.lead ?? `${part.label}:`}\n${part.href}`;
}

function blocksOf(part: EmailPart): HtmlBlock[] {
  if (part.kind === 'paragraph') return [{ kind: 'paragraph', text: part.text }];
  if (part.kind === 'lines') return part.lines.map((text) => ({ kind: 'paragraph', text }));
  const button: HtmlBlock = { kind: 'button', label: part.label, href: part.href };
  return part.intro ? [{ kind: 'paragraph', text: part.intro }, button] : [button];
}

/**
 * An email from one list of parts, so its text and HTML say the same: the text's parts one blank
 * line apart, after `hello` (a greeting of the text only: the HTML opens with its title) and
 * before the sign-off; the HTML's in the layout, every text escaped (`renderEmailHtml`). Empty
 * `lines` are left out of both.
 */
export function composeEmail({
  locale,
  to,
  subject,
  title = subject,
  hello,
  parts,
  link,
  attachments,
}: {
  locale: Locale;
  to: string;
  subject: string;
  /** The HTML's title and heading; the subject unless told. */
  title?: string;
  hello?: string;
  parts: EmailPart[];
  /** The email's main link, kept beside it in the outbox. */
  link: string;
  attachments?: OutboxAttachment[];
}): OutboxMessage {
  const shown = parts.filter((part) => part.kind !== 'lines' || part.lines.length > 0);
  const text = [...(hello ? [hello] : []), ...shown.map(textOf), SIGN_OFF[locale]].join('\n\n');
  return {
    channel: 'email',
    to,
    subject,
    text: `${text}\n`,
    html: renderEmailHtml({ locale, title, blocks: shown.flatMap(blocksOf) }),
    link,
    ...(attachments ? { attachments } : {}),
  };
}

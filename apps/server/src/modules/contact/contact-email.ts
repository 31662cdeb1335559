import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { ContactForm, ContactTopic } from '@givecrowd/shared/contact/contact-rules';
import { type OutboxMessage, renderEmailHtml } from '@/modules/mail/index.ts';

/** How each topic reads in the team's inbox. */
const TOPIC_NAMES: Record<ContactTopic, string> = {
  question: 'A question',
  organization: 'About an organization on the platform',
  plans: 'Plans, payments or the technology grant',
  report: 'Report of a campaign or an organization',
  press: 'Press',
  other: 'Something else',
};

const LANGUAGES = { en: 'English', hi: 'Hindi' } as const;

/** One line, so a name cannot add lines to the subject or pretend to be a header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The message as the team receives it (docs/product/public-pages.md#the-contact-form): to the
 * support mailbox, answered to its writer. What the writer typed is text in both parts: the
 * HTML layout escapes every paragraph.
 */
export function contactEmail({
  to,
  form,
  topic,
  locale,
}: {
  to: string;
  form: ContactForm;
  topic: ContactTopic;
  locale: keyof typeof LANGUAGES;
}): OutboxMessage {
  const name = oneLine(form.name);
  const email = form.email.trim();
  const page = form.page.trim();
  const subject = `[${PRODUCT_NAME} contact] ${TOPIC_NAMES[topic]} — ${name}`;
  const facts = [
    `From: ${name} <${email}>`,
    `Topic: ${TOPIC_NAMES[topic]}`,
    ...(page ? [`Page: ${page}`] : []),
    `Written in: ${LANGUAGES[locale]}`,
  ];
  const paragraphs = form.message
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    channel: 'email',
    to,
    replyTo: email,
    subject,
    text: `${facts.join('\n')}\n\n${form.message.trim()}\n\nAnswer this email to reply to ${name}.\n`,
    html: renderEmailHtml({
      // To the platform's team, who read English.
      locale: 'en',
      title: TOPIC_NAMES[topic],
      blocks: [
        ...facts.map((fact) => ({ kind: 'paragraph' as const, text: fact })),
        ...paragraphs.map((paragraph) => ({ kind: 'paragraph' as const, text: paragraph })),
        { kind: 'paragraph', text: `Answer this email to reply to ${name}.` },
      ],
    }),
  };
}

import type { DonorLocale } from '@givecrowd/shared/giving/donation-details';
import type { OutboxAttachment } from '@/db/schema.ts';
import { type OutboxMessage, renderEmailHtml } from '@/modules/mail/index.ts';

export type StatementEmailInput = {
  /** The language of the donor's latest gift of the year. */
  locale: DonorLocale;
  to: string;
  donorName: string;
  organizationName: string;
  /** The year as people name it: '2026-27' in India, '2026' elsewhere. */
  yearLabel: string;
  /** Each gift's line, as donors read it: its date, amount and receipt number. */
  gifts: { date: string; amountText: string; receiptNumber: string }[];
  /** The gifts' sum, formatted. */
  totalText: string;
  /** The donor's page, `/my-giving?key=…`. */
  myGivingUrl: string;
  /** Every receipt's PDF. */
  attachments: OutboxAttachment[];
};

type Words = {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  line: (gift: StatementEmailInput['gifts'][number]) => string;
  total: string;
  myGiving: string;
  myGivingButton: string;
  signOff: string;
};

/** The statement in each language the donor can give in (docs/product/donations.md#year-end-statements). */
const WORDS: Record<DonorLocale, (input: StatementEmailInput) => Words> = {
  en: ({ donorName, organizationName, yearLabel, gifts, totalText }) => ({
    subject: `Your gifts to ${organizationName} in ${yearLabel}`,
    title: `Your gifts in ${yearLabel}`,
    greeting: `Dear ${donorName},`,
    intro: `Thank you for your support in ${yearLabel}. These are your gifts to ${organizationName} that year; ${gifts.length === 1 ? 'its receipt is' : 'their receipts are'} attached to this email.`,
    line: ({ date, amountText, receiptNumber }) =>
      `${date}: ${amountText}, receipt ${receiptNumber}`,
    total: `In all: ${totalText}`,
    myGiving: 'Your giving page, with every gift and receipt; no password needed:',
    myGivingButton: 'Open my giving page',
    signOff: `With thanks,\n${organizationName}`,
  }),
  hi: ({ donorName, organizationName, yearLabel, totalText }) => ({
    subject: `${yearLabel} में ${organizationName} को आपके दान`,
    title: `${yearLabel} में आपके दान`,
    greeting: `प्रिय ${donorName},`,
    intro: `${yearLabel} में आपके सहयोग के लिए धन्यवाद। उस वर्ष ${organizationName} को दिए गए आपके दान ये हैं; उनकी रसीदें इस ईमेल के साथ संलग्न हैं।`,
    line: ({ date, amountText, receiptNumber }) => `${date}: ${amountText}, रसीद ${receiptNumber}`,
    total: `कुल: ${totalText}`,
    myGiving: 'आपका दान पृष्ठ, सभी दानों और रसीदों के साथ; पासवर्ड की ज़रूरत नहीं:',
    myGivingButton: 'मेरा दान पृष्ठ खोलें',
    signOff: `आभार सहित,\n${organizationName}`,
  }),
};

/**
 * A donor's year-end statement (docs/product/donations.md#year-end-statements): every gift of the
 * year with its receipt number, the total, every receipt attached, and the donor's page.
 */
export function statementEmail(input: StatementEmailInput): OutboxMessage {
  const words = WORDS[input.locale](input);
  const lines = input.gifts.map(words.line);
  const text = [
    words.greeting,
    words.intro,
    lines.join('\n'),
    words.total,
    `${words.myGiving}\n${input.myGivingUrl}`,
    words.signOff,
  ].join('\n\n');
  return {
    channel: 'email',
    to: input.to,
    subject: words.subject,
    text: `${text}\n`,
    html: renderEmailHtml({
      locale: input.locale,
      title: words.title,
      blocks: [
        { kind: 'paragraph', text: words.greeting },
        { kind: 'paragraph', text: words.intro },
        ...lines.map((line) => ({ kind: 'paragraph' as const, text: line })),
        { kind: 'paragraph', text: words.total },
        { kind: 'paragraph', text: words.myGiving },
        { kind: 'button', label: words.myGivingButton, href: input.myGivingUrl },
        { kind: 'paragraph', text: words.signOff.replace('\n', ' ') },
      ],
    }),
    link: input.myGivingUrl,
    attachments: input.attachments,
  };
}

import type { DonorLocale } from '@givecrowd/shared/giving/donation-details';
import { type OutboxMessage, renderEmailHtml } from '@/modules/mail/index.ts';

export type UpdateEmailInput = {
  /** The language of the donor's latest gift to the campaign. */
  locale: DonorLocale;
  to: string;
  donorName: string;
  organizationName: string;
  campaignTitle: string;
  text: string;
  /** The campaign's page on the web origin the donor gave from. */
  campaignUrl: string;
};

type Words = { subject: string; greeting: string; intro: string; button: string; why: string };

const WORDS: Record<DonorLocale, (input: UpdateEmailInput) => Words> = {
  en: ({ donorName, organizationName, campaignTitle }) => ({
    subject: `News from ${campaignTitle}`,
    greeting: `Dear ${donorName},`,
    intro: `${organizationName} posted an update on ${campaignTitle}:`,
    button: 'Open the campaign',
    why: `You receive this because you gave to ${campaignTitle}.`,
  }),
  hi: ({ donorName, organizationName, campaignTitle }) => ({
    subject: `${campaignTitle} से नई जानकारी`,
    greeting: `प्रिय ${donorName},`,
    intro: `${organizationName} ने ${campaignTitle} पर एक अपडेट पोस्ट किया है:`,
    button: 'अभियान खोलें',
    why: `आपको यह इसलिए मिला क्योंकि आपने ${campaignTitle} को दान दिया था।`,
  }),
};

/**
 * A campaign's update to one of its donors (docs/product/public-pages.md#updates): the owner's
 * words as written, and the way to the campaign's page.
 */
export function campaignUpdateEmail(input: UpdateEmailInput): OutboxMessage {
  const words = WORDS[input.locale](input);
  const paragraphs = input.text.split(/\n{2,}/).map((paragraph) => paragraph.trim());
  const text = [
    words.greeting,
    words.intro,
    ...paragraphs,
    `${words.button}: ${input.campaignUrl}`,
    words.why,
  ].join('\n\n');
  return {
    channel: 'email',
    to: input.to,
    subject: words.subject,
    text: `${text}\n`,
    html: renderEmailHtml({
      locale: input.locale,
      title: words.subject,
      blocks: [
        { kind: 'paragraph', text: words.greeting },
        { kind: 'paragraph', text: words.intro },
        ...paragraphs.map((paragraph) => ({ kind: 'paragraph' as const, text: paragraph })),
        { kind: 'button', label: words.button, href: input.campaignUrl },
        { kind: 'paragraph', text: words.why },
      ],
    }),
    link: input.campaignUrl,
  };
}

import type { DonationFrequency, DonorLocale } from '@givecrowd/shared/giving/donation-details';
import { type OutboxMessage, renderEmailHtml } from '@/modules/mail/index.ts';

export type RefundEmailInput = {
  /** The language the donor gave in. */
  locale: DonorLocale;
  to: string;
  donorName: string;
  organizationName: string;
  /** What goes back, as donors read it: formatGift's '₹1,500', '$25.50'. */
  amountText: string;
  /** The charge's receipt, now void; null when it had none. */
  receiptNumber: string | null;
  frequency: DonationFrequency;
  thankYouUrl: string;
};

type Words = {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  receipt: string;
  monthly: string;
  gift: string;
  giftButton: string;
  signOff: string;
};

/** The email in each language the donor can give in (docs/product/donations.md#refunds). */
const WORDS: Record<DonorLocale, (input: RefundEmailInput) => Words> = {
  en: ({ donorName, organizationName, amountText, receiptNumber }) => ({
    subject: `${organizationName} refunded your gift of ${amountText}`,
    title: 'Your gift was refunded',
    greeting: `Dear ${donorName},`,
    intro: `${organizationName} refunded your gift of ${amountText}. The money goes back to the card or account you paid with; your bank may take a few working days to show it.`,
    receipt: `Your receipt ${receiptNumber ?? ''} is now void: please do not use it to claim a tax deduction.`,
    monthly: 'Only this month’s charge was refunded: your monthly gift goes on unless you stop it.',
    gift: 'Your gift, as it stands now:',
    giftButton: 'See my gift',
    signOff: `With thanks,\n${organizationName}`,
  }),
  hi: ({ donorName, organizationName, amountText, receiptNumber }) => ({
    subject: `${organizationName} ने आपके ${amountText} के दान की राशि वापस कर दी`,
    title: 'आपके दान की राशि वापस कर दी गई',
    greeting: `प्रिय ${donorName},`,
    intro: `${organizationName} ने आपके ${amountText} के दान की राशि वापस कर दी है। यह राशि उसी कार्ड या खाते में लौटेगी जिससे आपने भुगतान किया था; आपके बैंक में इसे दिखने में कुछ कार्य दिवस लग सकते हैं।`,
    receipt: `आपकी रसीद ${receiptNumber ?? ''} अब अमान्य है: कृपया इससे कर छूट का दावा न करें।`,
    monthly:
      'केवल इस महीने की राशि वापस की गई है: आपका मासिक दान तब तक जारी रहेगा जब तक आप इसे रोकते नहीं।',
    gift: 'आपका दान, अब जैसा है:',
    giftButton: 'मेरा दान देखें',
    signOff: `आभार सहित,\n${organizationName}`,
  }),
};

/**
 * The email that tells the donor their gift was refunded (docs/product/donations.md#refunds): in
 * their language, the amount, that the receipt is void, for a monthly gift that it goes on, and
 * the link to the thank-you page, which now shows the gift refunded. The owner's reason stays on
 * the record and is not sent.
 */
export function refundEmail(input: RefundEmailInput): OutboxMessage {
  const words = WORDS[input.locale](input);
  const lines = [
    words.intro,
    ...(input.receiptNumber ? [words.receipt] : []),
    ...(input.frequency === 'monthly' ? [words.monthly] : []),
  ];
  const text = [
    words.greeting,
    ...lines,
    `${words.gift}\n${input.thankYouUrl}`,
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
        ...lines.map((line) => ({ kind: 'paragraph' as const, text: line })),
        { kind: 'paragraph', text: words.gift },
        { kind: 'button', label: words.giftButton, href: input.thankYouUrl },
        { kind: 'paragraph', text: words.signOff.replace('\n', ' ') },
      ],
    }),
    link: input.thankYouUrl,
  };
}

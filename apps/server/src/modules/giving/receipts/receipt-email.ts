import type { DonationFrequency, DonorLocale } from '@givecrowd/shared/giving/donation-details';
import type { OutboxAttachment } from '@/db/schema.ts';
import { type OutboxMessage, renderEmailHtml } from '@/modules/mail/index.ts';

export type ReceiptEmailInput = {
  /** The language the donor gave in. */
  locale: DonorLocale;
  to: string;
  donorName: string;
  organizationName: string;
  receiptNumber: string;
  /** The amount as donors read it: formatGift's '₹1,500', '$25.50'. */
  amountText: string;
  frequency: DonationFrequency;
  thankYouUrl: string;
  /** The donor's page, `/my-giving?key=…` (docs/product/donations.md#the-donors-page). */
  myGivingUrl: string | null;
  /** The receipt's PDF in the private store. */
  attachment: OutboxAttachment;
  /** The void receipt this one replaces, after a refund that failed; null for a first receipt. */
  replaces: string | null;
};

type Words = {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  replaced: (voided: string) => string;
  monthly: string;
  thankYou: string;
  thankYouButton: string;
  myGiving: string;
  myGivingButton: string;
  signOff: string;
};

/** The email in each language the donor can give in (docs/product/donations.md#receipts). */
const WORDS: Record<DonorLocale, (input: ReceiptEmailInput) => Words> = {
  en: ({
    donorName,
    organizationName,
    receiptNumber,
    amountText,
    frequency,
    attachment,
    myGivingUrl,
  }) => ({
    subject: `Your donation receipt ${receiptNumber} from ${organizationName}`,
    title: 'Thank you for your gift',
    greeting: `Dear ${donorName},`,
    intro: `Thank you for your gift of ${amountText} to ${organizationName}. Your receipt ${receiptNumber} is attached to this email (${attachment.filename}); please keep it.`,
    replaced: (voided) =>
      `The refund of your gift could not be made, so your gift stands: this receipt replaces receipt ${voided}, which is void.`,
    monthly: myGivingUrl
      ? 'Your gift will be charged every month. You can stop it at any time from your giving page.'
      : `Your gift will be charged every month. To stop it, please write to ${organizationName}.`,
    thankYou: 'Your thank-you page, where you can also download the receipt:',
    thankYouButton: 'See my gift',
    myGiving: `Your giving page: every gift you made with this email, your receipts${frequency === 'monthly' ? ', your monthly gift to stop' : ''} and your data. No password needed:`,
    myGivingButton: 'Open my giving page',
    signOff: `With thanks,\n${organizationName}`,
  }),
  hi: ({
    donorName,
    organizationName,
    receiptNumber,
    amountText,
    frequency,
    attachment,
    myGivingUrl,
  }) => ({
    subject: `${organizationName} की ओर से आपकी दान रसीद ${receiptNumber}`,
    title: 'आपके दान के लिए धन्यवाद',
    greeting: `प्रिय ${donorName},`,
    intro: `${organizationName} को ${amountText} का दान देने के लिए धन्यवाद। आपकी रसीद ${receiptNumber} इस ईमेल के साथ संलग्न है (${attachment.filename}); कृपया इसे संभालकर रखें।`,
    replaced: (voided) =>
      `आपके दान की राशि वापस नहीं की जा सकी, इसलिए आपका दान बना रहता है: यह रसीद रसीद ${voided} की जगह लेती है, जो अमान्य है।`,
    monthly: myGivingUrl
      ? 'आपका दान हर महीने लिया जाएगा। आप इसे अपने दान पृष्ठ से कभी भी रोक सकते हैं।'
      : `आपका दान हर महीने लिया जाएगा। इसे रोकने के लिए कृपया ${organizationName} को लिखें।`,
    thankYou: 'आपका धन्यवाद पृष्ठ, जहाँ से आप रसीद डाउनलोड भी कर सकते हैं:',
    thankYouButton: 'मेरा दान देखें',
    myGiving: `आपका दान पृष्ठ: इस ईमेल से दिए गए आपके सभी दान, आपकी रसीदें${frequency === 'monthly' ? ', मासिक दान रोकने का विकल्प' : ''} और आपका डेटा। पासवर्ड की ज़रूरत नहीं:`,
    myGivingButton: 'मेरा दान पृष्ठ खोलें',
    signOff: `आभार सहित,\n${organizationName}`,
  }),
};

/**
 * The receipt email (docs/product/donations.md#receipts): in the donor's language, the receipt's PDF
 * attached, links to the thank-you page and to the donor's page, for a monthly gift the line
 * that it is charged every month and can be stopped there, and for a receipt that replaces one a
 * failed refund voided, the line that says so.
 */
export function receiptEmail(input: ReceiptEmailInput): OutboxMessage {
  const words = WORDS[input.locale](input);
  const monthly = input.frequency === 'monthly';
  const replaced = input.replaces ? [words.replaced(input.replaces)] : [];
  const text = [
    words.greeting,
    words.intro,
    ...replaced,
    ...(monthly ? [words.monthly] : []),
    `${words.thankYou}\n${input.thankYouUrl}`,
    ...(input.myGivingUrl ? [`${words.myGiving}\n${input.myGivingUrl}`] : []),
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
        ...replaced.map((text) => ({ kind: 'paragraph' as const, text })),
        ...(monthly ? [{ kind: 'paragraph' as const, text: words.monthly }] : []),
        { kind: 'paragraph', text: words.thankYou },
        { kind: 'button', label: words.thankYouButton, href: input.thankYouUrl },
        ...(input.myGivingUrl
          ? [
              { kind: 'paragraph' as const, text: words.myGiving },
              { kind: 'button' as const, label: words.myGivingButton, href: input.myGivingUrl },
            ]
          : []),
        { kind: 'paragraph', text: words.signOff.replace('\n', ' ') },
      ],
    }),
    link: input.myGivingUrl ?? input.thankYouUrl,
    attachments: [input.attachment],
  };
}

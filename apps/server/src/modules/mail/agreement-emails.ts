import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { OutboxAttachment } from '@/db/schema.ts';
import { HELLO, IGNORE_LINE } from './common-words.ts';
import { composeEmail } from './compose-email.ts';
import type { OutboxMessage } from './templates.ts';

type SignedAgreementInput = {
  locale: Locale;
  to: string;
  signerName: string;
  organizationName: string;
  documentId: string;
  verifyLink: string;
  attachment: OutboxAttachment;
};

type SignedWords = {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  check: string;
  button: string;
};

const SIGNED_WORDS: Record<Locale, (input: SignedAgreementInput) => SignedWords> = {
  en: ({ signerName, organizationName, documentId, attachment }) => ({
    subject: `Your signed ${PRODUCT_NAME} partner agreement`,
    title: 'Your signed partner agreement',
    greeting: `Hello ${signerName},`,
    intro: `Thank you for signing the ${PRODUCT_NAME} Technology Grant Partner Agreement${organizationName ? ` for ${organizationName}` : ''}. The fully signed document is attached to this email (${attachment.filename}); please keep it.`,
    check: `Its document id is ${documentId}. Anyone holding a copy can check that it is exactly the signed document:`,
    button: 'Check a copy',
  }),
  hi: ({ signerName, organizationName, documentId, attachment }) => ({
    subject: `आपका हस्ताक्षरित ${PRODUCT_NAME} साझेदार समझौता`,
    title: 'आपका हस्ताक्षरित साझेदार समझौता',
    greeting: `नमस्ते ${signerName},`,
    intro: `${organizationName ? `${organizationName} की ओर से ` : ''}${PRODUCT_NAME} प्रौद्योगिकी अनुदान साझेदार समझौते पर हस्ताक्षर करने के लिए धन्यवाद। पूरी तरह हस्ताक्षरित दस्तावेज़ इस ईमेल के साथ संलग्न है (${attachment.filename}); कृपया इसे संभालकर रखें।`,
    check: `इसकी दस्तावेज़ आईडी ${documentId} है। जिसके पास भी इसकी प्रति हो, वह जाँच सकता है कि यह ठीक वही हस्ताक्षरित दस्तावेज़ है:`,
    button: 'प्रति जाँचें',
  }),
};

/** The signed partner agreement, attached as a PDF; `link` is where anyone can check a copy. */
export function signedAgreementEmail(input: SignedAgreementInput): OutboxMessage {
  const { locale, to, verifyLink, attachment } = input;
  const words = SIGNED_WORDS[locale](input);
  return composeEmail({
    locale,
    to,
    subject: words.subject,
    title: words.title,
    parts: [
      { kind: 'paragraph', text: words.greeting },
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.button, href: verifyLink, intro: words.check },
    ],
    link: verifyLink,
    attachments: [attachment],
  });
}

type HandoffInput = {
  locale: Locale;
  to: string;
  organizationName: string;
  link: string;
  validHours: number;
};

type HandoffWords = { subject: string; title: string; intro: string; how: string; button: string };

const HANDOFF_WORDS: Record<Locale, (input: HandoffInput) => HandoffWords> = {
  en: ({ organizationName, validHours }) => ({
    subject: `Please sign the ${PRODUCT_NAME} partner agreement`,
    title: 'Please sign the partner agreement',
    intro: `You have been named as the signatory of ${organizationName || 'an organization'} on ${PRODUCT_NAME}. Please read the Technology Grant Partner Agreement and, if you agree, sign it here:`,
    how: `The page asks for a code that we text to your verified phone. The link works once and expires in ${validHours} hours.`,
    button: 'Read and sign',
  }),
  hi: ({ organizationName, validHours }) => ({
    subject: `कृपया ${PRODUCT_NAME} साझेदार समझौते पर हस्ताक्षर करें`,
    title: 'कृपया साझेदार समझौते पर हस्ताक्षर करें',
    intro: `${PRODUCT_NAME} पर आपको ${organizationName || 'एक संगठन'} के हस्ताक्षरकर्ता के रूप में नामित किया गया है। कृपया प्रौद्योगिकी अनुदान साझेदार समझौता पढ़ें और, यदि आप सहमत हों, तो यहाँ उस पर हस्ताक्षर करें:`,
    how: `पेज एक कोड माँगेगा, जो हम आपके सत्यापित फ़ोन पर SMS से भेजेंगे। यह लिंक एक बार काम करता है और ${validHours} घंटे में समाप्त हो जाएगा।`,
    button: 'पढ़ें और हस्ताक्षर करें',
  }),
};

/** The signatory's one-time link to read and sign the partner agreement on their own device. */
export function agreementHandoffEmail(input: HandoffInput): OutboxMessage {
  const { locale, to, link } = input;
  const words = HANDOFF_WORDS[locale](input);
  return composeEmail({
    locale,
    to,
    subject: words.subject,
    title: words.title,
    hello: HELLO[locale],
    parts: [
      { kind: 'button', label: words.button, href: link, intro: words.intro },
      { kind: 'paragraph', text: words.how },
      { kind: 'paragraph', text: IGNORE_LINE[locale] },
    ],
    link,
  });
}

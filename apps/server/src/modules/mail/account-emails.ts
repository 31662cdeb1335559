import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { Locale } from '@givecrowd/shared/i18n/locales';
import { IGNORE_LINE } from './common-words.ts';
import { composeEmail } from './compose-email.ts';
import type { OutboxMessage } from './templates.ts';

/** Who gets a link, in which language. */
type LinkInput = { locale: Locale; to: string; link: string };

type LinkWords = {
  subject: string;
  title: string;
  intro: string;
  /** Before the link in the text part. */
  lead: string;
  button: string;
  expiry: string;
  ignore: string;
};

const RESET_WORDS: Record<Locale, LinkWords> = {
  en: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    title: 'Reset your password',
    intro: `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    lead: 'Choose a new password here:',
    button: 'Choose a new password',
    expiry: 'The link works once and expires in 1 hour. Resetting logs you out on every device.',
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
  hi: {
    subject: `अपना ${PRODUCT_NAME} पासवर्ड रीसेट करें`,
    title: 'अपना पासवर्ड रीसेट करें',
    intro: `हमें आपके ${PRODUCT_NAME} खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।`,
    lead: 'यहाँ नया पासवर्ड चुनें:',
    button: 'नया पासवर्ड चुनें',
    expiry:
      'यह लिंक एक बार काम करता है और 1 घंटे में समाप्त हो जाएगा। पासवर्ड रीसेट करने पर आप हर डिवाइस से लॉग आउट हो जाएँगे।',
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
  },
};

const VERIFY_WORDS: Record<Locale, LinkWords> = {
  en: {
    subject: `Verify your email for ${PRODUCT_NAME}`,
    title: 'Verify your email address',
    intro: `Please confirm that this is the email address of your ${PRODUCT_NAME} account.`,
    lead: 'Verify your email here:',
    button: 'Verify my email',
    expiry: 'The link works once and expires in 24 hours.',
    ignore: IGNORE_LINE.en,
  },
  hi: {
    subject: `${PRODUCT_NAME} के लिए अपना ईमेल सत्यापित करें`,
    title: 'अपना ईमेल पता सत्यापित करें',
    intro: `कृपया पुष्टि करें कि यह आपके ${PRODUCT_NAME} खाते का ईमेल पता है।`,
    lead: 'यहाँ अपना ईमेल सत्यापित करें:',
    button: 'मेरा ईमेल सत्यापित करें',
    expiry: 'यह लिंक एक बार काम करता है और 24 घंटे में समाप्त हो जाएगा।',
    ignore: IGNORE_LINE.hi,
  },
};

/** A link email: its intro, the button, how long the link works, and what to do if not asked. */
function linkEmail(words: LinkWords, { locale, to, link }: LinkInput): OutboxMessage {
  return composeEmail({
    locale,
    to,
    subject: words.subject,
    title: words.title,
    parts: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.button, href: link, lead: words.lead },
      { kind: 'paragraph', text: words.expiry },
      { kind: 'paragraph', text: words.ignore },
    ],
    link,
  });
}

export function passwordResetEmail(input: LinkInput): OutboxMessage {
  return linkEmail(RESET_WORDS[input.locale], input);
}

export function emailVerificationEmail(input: LinkInput): OutboxMessage {
  return linkEmail(VERIFY_WORDS[input.locale], input);
}

type WelcomeWords = {
  subject: string;
  greeting: string;
  intro: string;
  next: string;
  button: string;
};

const WELCOME_WORDS: Record<Locale, (name: string) => WelcomeWords> = {
  en: (name) => ({
    subject: `Welcome to ${PRODUCT_NAME}`,
    greeting: name ? `Hello ${name},` : 'Hello,',
    intro: `Your ${PRODUCT_NAME} account is ready. Crowdfunding on ${PRODUCT_NAME} is free: create your organization, build its fundraising website and start raising money for your cause.`,
    next: 'Start by creating your organization from your dashboard.',
    button: 'Go to my dashboard',
  }),
  hi: (name) => ({
    subject: `${PRODUCT_NAME} में आपका स्वागत है`,
    greeting: name ? `नमस्ते ${name},` : 'नमस्ते,',
    intro: `आपका ${PRODUCT_NAME} खाता तैयार है। ${PRODUCT_NAME} पर क्राउडफ़ंडिंग निःशुल्क है: अपना संगठन बनाएँ, उसकी फ़ंडरेज़िंग वेबसाइट तैयार करें और अपने उद्देश्य के लिए धन जुटाना शुरू करें।`,
    next: 'शुरुआत अपने डैशबोर्ड से अपना संगठन बनाकर करें।',
    button: 'मेरे डैशबोर्ड पर जाएँ',
  }),
};

export function welcomeEmail({
  locale,
  to,
  name,
  link,
}: LinkInput & { name: string }): OutboxMessage {
  const words = WELCOME_WORDS[locale](name);
  return composeEmail({
    locale,
    to,
    subject: words.subject,
    parts: [
      { kind: 'paragraph', text: words.greeting },
      { kind: 'paragraph', text: words.intro },
      { kind: 'button', label: words.button, href: link, intro: words.next },
    ],
    link,
  });
}

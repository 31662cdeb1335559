import { OTP_TTL_MINUTES, PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { OutboxAttachment } from '@/db/schema.ts';
import { codeExpiry, IGNORE_LINE, SIGN_OFF } from './common-words.ts';
import { renderEmailHtml } from './layout.ts';

/**
 * One message as the outbox stores it. `code` and `link` let the dev viewer and tests read them;
 * `attachments` name stored files (a private key, a file name, a type), read when it is sent.
 */
export type OutboxMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  code?: string;
  link?: string;
  /** The address an answer goes to (a contact form message's writer). */
  replyTo?: string;
  attachments?: OutboxAttachment[];
};

/** Who gets a code, in which language. */
type CodeInput = { locale: Locale; to: string; code: string };

type SignupWords = { subject: string; welcome: string; title: string; intro: string };

const SIGNUP_WORDS: Record<Locale, (code: string) => SignupWords> = {
  en: (code) => ({
    subject: `Your ${PRODUCT_NAME} sign-up code: ${code}`,
    welcome: `Welcome to ${PRODUCT_NAME}!`,
    title: `Welcome to ${PRODUCT_NAME}`,
    intro: `Here is your code to create your ${PRODUCT_NAME} account:`,
  }),
  hi: (code) => ({
    subject: `आपका ${PRODUCT_NAME} साइन-अप कोड: ${code}`,
    welcome: `${PRODUCT_NAME} में आपका स्वागत है!`,
    title: `${PRODUCT_NAME} में आपका स्वागत है`,
    intro: `अपना ${PRODUCT_NAME} खाता बनाने के लिए आपका कोड यह है:`,
  }),
};

export function signupCodeEmail({ locale, to, code }: CodeInput): OutboxMessage {
  const words = SIGNUP_WORDS[locale](code);
  const expiry = codeExpiry(locale, OTP_TTL_MINUTES);
  const ignore = IGNORE_LINE[locale];
  return {
    channel: 'email',
    to,
    subject: words.subject,
    text: `${words.welcome}\n\n${words.intro}\n\n    ${code}\n\n${expiry}\n\n${ignore}\n\n${SIGN_OFF[locale]}\n`,
    html: renderEmailHtml({
      locale,
      title: words.title,
      blocks: [
        { kind: 'paragraph', text: words.intro },
        { kind: 'code', code },
        { kind: 'paragraph', text: expiry },
        { kind: 'paragraph', text: ignore },
      ],
    }),
    code,
  };
}

type SignInWords = { subject: string; title: string; intro: string; expiry: string; aside: string };

const SIGN_IN_WORDS: Record<Locale, (code: string) => SignInWords> = {
  en: (code) => ({
    subject: `Your ${PRODUCT_NAME} sign-in code: ${code}`,
    title: `Sign in to ${PRODUCT_NAME}`,
    intro: `You already have a ${PRODUCT_NAME} account. Here is your code to sign in:`,
    expiry: `Enter it where you asked for it: it signs you in. ${codeExpiry('en', OTP_TTL_MINUTES)}`,
    aside: 'Rather use your password and forgot it? You can choose a new one:',
  }),
  hi: (code) => ({
    subject: `आपका ${PRODUCT_NAME} साइन-इन कोड: ${code}`,
    title: `${PRODUCT_NAME} में साइन इन करें`,
    intro: `${PRODUCT_NAME} पर आपका खाता पहले से है। साइन इन करने के लिए आपका कोड यह है:`,
    expiry: `इसे वहीं दर्ज करें जहाँ आपने इसे माँगा था: इससे आप साइन इन हो जाएँगे। ${codeExpiry('hi', OTP_TTL_MINUTES)}`,
    aside: 'पासवर्ड से साइन इन करना चाहते हैं, पर उसे भूल गए हैं? आप नया पासवर्ड चुन सकते हैं:',
  }),
};

/**
 * Sent instead of a sign-up code when the address already has an account: the same code step
 * signs them in (docs/decisions/004-email-first-login-without-account-discovery.md).
 */
export function signInCodeEmail({
  locale,
  to,
  code,
  forgotLink,
}: CodeInput & { forgotLink: string }): OutboxMessage {
  const words = SIGN_IN_WORDS[locale](code);
  const ignore = IGNORE_LINE[locale];
  return {
    channel: 'email',
    to,
    subject: words.subject,
    text: `${words.intro}\n\n    ${code}\n\n${words.expiry}\n\n${words.aside}\n${forgotLink}\n\n${ignore}\n\n${SIGN_OFF[locale]}\n`,
    html: renderEmailHtml({
      locale,
      title: words.title,
      blocks: [
        { kind: 'paragraph', text: words.intro },
        { kind: 'code', code },
        { kind: 'paragraph', text: words.expiry },
        { kind: 'paragraph', text: `${words.aside} ${forgotLink}` },
        { kind: 'paragraph', text: ignore },
      ],
    }),
    code,
  };
}

type InviteWords = { subject: string; title: string; intro: string; expiry: string };

const INVITE_WORDS: Record<Locale, (code: string) => InviteWords> = {
  en: (code) => ({
    subject: `Your ${PRODUCT_NAME} invite code: ${code}`,
    title: 'Your invite code',
    intro: `Here is your ${PRODUCT_NAME} invite code:`,
    expiry: `Enter it where you asked for the invite. ${codeExpiry('en', OTP_TTL_MINUTES)}`,
  }),
  hi: (code) => ({
    subject: `आपका ${PRODUCT_NAME} आमंत्रण कोड: ${code}`,
    title: 'आपका आमंत्रण कोड',
    intro: `आपका ${PRODUCT_NAME} आमंत्रण कोड यह है:`,
    expiry: `इसे वहीं दर्ज करें जहाँ आपने आमंत्रण माँगा था। ${codeExpiry('hi', OTP_TTL_MINUTES)}`,
  }),
};

export function inviteCodeEmail({ locale, to, code }: CodeInput): OutboxMessage {
  const words = INVITE_WORDS[locale](code);
  return {
    channel: 'email',
    to,
    subject: words.subject,
    text: `${words.intro}\n\n    ${code}\n\n${words.expiry}\n\n${IGNORE_LINE[locale]}\n\n${SIGN_OFF[locale]}\n`,
    html: renderEmailHtml({
      locale,
      title: words.title,
      blocks: [
        { kind: 'paragraph', text: words.intro },
        { kind: 'code', code },
        { kind: 'paragraph', text: words.expiry },
      ],
    }),
    code,
  };
}

const PHONE_CODE_TEXT: Record<Locale, (code: string) => string> = {
  en: (code) =>
    `${code} is your ${PRODUCT_NAME} verification code. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
  hi: (code) =>
    `${code} आपका ${PRODUCT_NAME} सत्यापन कोड है। ${OTP_TTL_MINUTES} मिनट तक मान्य। किसी को न बताएँ।`,
};

/**
 * SMS: short, code first, no link (phones in E.164); one message each, 160 characters in English,
 * 70 in Hindi (a text in Devanagari is sent as UCS-2).
 */
export function phoneCodeSms({ locale, to, code }: CodeInput): OutboxMessage {
  return {
    channel: 'sms',
    to,
    subject: '',
    text: PHONE_CODE_TEXT[locale](code),
    html: null,
    code,
  };
}

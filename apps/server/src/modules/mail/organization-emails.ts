import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { Locale } from '@givecrowd/shared/i18n/locales';
import { messagesIn } from '@givecrowd/shared/i18n/messages-in';
import { labelOfField } from '@givecrowd/shared/organization/field-labels';
import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { SUCCESS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { ExpiringDocument } from '@givecrowd/shared/review/review-api';
import type { GrantDecision } from '@givecrowd/shared/review/review-moves';
import { HELLO } from './common-words.ts';
import { composeEmail } from './compose-email.ts';
import type { OutboxMessage } from './templates.ts';

/** A reviewer's note as written, after the word for it. */
const NOTE: Record<Locale, (note: string) => string> = {
  en: (note) => `Note: ${note}`,
  hi: (note) => `टिप्पणी: ${note}`,
};

/**
 * The organization in a Hindi sentence: 'आपका संगठन {name}' before a verb, 'आपके संगठन {name}'
 * before a postposition (का, को, के लिए).
 */
function hindiOrganization(organizationName: string): { plain: string; before: string } {
  const name = organizationName ? ` ${organizationName}` : '';
  return { plain: `आपका संगठन${name}`, before: `आपके संगठन${name}` };
}

/** A status an organization's email can announce: every one past the draft. */
export type AnnouncedStatus = Exclude<OrganizationStatus, 'draft'>;

type StatusWords = { subject: string; news: string; button: string };

/** What each status's email says, in each language: its subject, its news, and its button. */
const STATUS_WORDS: Record<
  Locale,
  (organizationName: string) => Record<AnnouncedStatus, StatusWords>
> = {
  en: (organizationName) => {
    const name = organizationName || 'Your organization';
    return {
      submitted: {
        subject: `${name} is submitted for verification`,
        news: `Thank you: ${name} is submitted on ${PRODUCT_NAME}. ${SUCCESS_MESSAGES.willVerify}`,
        button: 'See where it stands',
      },
      in_review: {
        subject: `${name} is in review`,
        news: `A reviewer is now verifying ${name}. We will let you know what they decide.`,
        button: 'See where it stands',
      },
      needs_information: {
        subject: `${name} needs more information`,
        news: `A reviewer needs more information before ${name} can be approved. Please fix these fields in the organization form, then submit it again:`,
        button: 'Fix the requested information',
      },
      resubmitted: {
        subject: `${name} is resubmitted`,
        news: `Thank you for the changes: ${name} is back with our reviewers. ${SUCCESS_MESSAGES.willVerify}`,
        button: 'See where it stands',
      },
      approved: {
        subject: `${name} is approved`,
        news: `${name} is approved: its site and its campaigns are now public.`,
        button: 'Open your site',
      },
      rejected: {
        subject: `${name} was not approved`,
        news: `A reviewer did not approve ${name}, so it cannot be published.`,
        button: 'See where it stands',
      },
    };
  },
  hi: (organizationName) => {
    const { plain, before } = hindiOrganization(organizationName);
    const willVerify = messagesIn('hi')(SUCCESS_MESSAGES.willVerify);
    return {
      submitted: {
        subject: `${plain} सत्यापन के लिए जमा हो गया है`,
        news: `धन्यवाद: ${plain} ${PRODUCT_NAME} पर जमा हो गया है। ${willVerify}`,
        button: 'स्थिति देखें',
      },
      in_review: {
        subject: `${before} की समीक्षा हो रही है`,
        news: `एक समीक्षक अब ${before} का सत्यापन कर रहा है। समीक्षक जो भी तय करेगा, हम आपको बताएँगे।`,
        button: 'स्थिति देखें',
      },
      needs_information: {
        subject: `${before} के लिए और जानकारी चाहिए`,
        news: `${before} को स्वीकृत करने से पहले एक समीक्षक को और जानकारी चाहिए। कृपया संगठन के फ़ॉर्म में ये फ़ील्ड ठीक करें, फिर उसे दोबारा जमा करें:`,
        button: 'माँगी गई जानकारी ठीक करें',
      },
      resubmitted: {
        subject: `${plain} फिर से जमा हो गया है`,
        news: `बदलावों के लिए धन्यवाद: ${plain} फिर से हमारे समीक्षकों के पास है। ${willVerify}`,
        button: 'स्थिति देखें',
      },
      approved: {
        subject: `${plain} स्वीकृत हो गया है`,
        news: `${plain} स्वीकृत हो गया है: उसकी साइट और उसके अभियान अब सार्वजनिक हैं।`,
        button: 'अपनी साइट खोलें',
      },
      rejected: {
        subject: `${plain} स्वीकृत नहीं हुआ`,
        news: `एक समीक्षक ने ${before} को स्वीकृत नहीं किया, इसलिए उसे प्रकाशित नहीं किया जा सकता।`,
        button: 'स्थिति देखें',
      },
    };
  },
};

/**
 * An organization's status changed (docs/product/verification.md#emails): the new state, the note
 * that came with it, and with needs_information each field to fix with its note; `link` is where
 * to go next (the form to fix, the public page, or the dashboard).
 */
export function organizationStatusEmail({
  locale,
  to,
  organizationName,
  status,
  note,
  fields,
  link,
}: {
  locale: Locale;
  to: string;
  organizationName: string;
  status: AnnouncedStatus;
  note: string;
  /** The fields (or documents) to fix, each with its note: named in the reader's language. */
  fields: { field: string; note: string }[];
  link: string;
}): OutboxMessage {
  const { subject, news, button } = STATUS_WORDS[locale](organizationName)[status];
  const translate = messagesIn(locale);
  const list = fields.map(({ field, note }) => `- ${labelOfField(field, translate)}: ${note}`);
  // An approval may come without a note: then the email has no note line.
  const noteLines = note.trim() ? [NOTE[locale](note)] : [];
  return composeEmail({
    locale,
    to,
    subject,
    hello: HELLO[locale],
    parts: [
      { kind: 'paragraph', text: news },
      { kind: 'lines', lines: list },
      { kind: 'lines', lines: noteLines },
      { kind: 'button', label: button, href: link },
    ],
    link,
  });
}

type GrantWords = { subject: string; intro: string; button: string };

const GRANT_WORDS: Record<
  Locale,
  (input: { organizationName: string; decision: GrantDecision }) => GrantWords
> = {
  en: ({ organizationName, decision }) => {
    const outcome = decision === 'approved' ? 'is approved' : 'was declined';
    return {
      subject: `Grant program application ${outcome}`,
      intro: `The grant program application of ${organizationName || 'your organization'} ${outcome}.`,
      button: 'See where it stands',
    };
  },
  hi: ({ organizationName, decision }) => {
    const outcome = decision === 'approved' ? 'स्वीकृत हो गया है' : 'अस्वीकार कर दिया गया है';
    return {
      subject: `अनुदान कार्यक्रम का आवेदन ${outcome}`,
      intro: `${hindiOrganization(organizationName).before} का अनुदान कार्यक्रम आवेदन ${outcome}।`,
      button: 'स्थिति देखें',
    };
  },
};

/** A reviewer decided the organization's grant program application (docs/product/verification.md#grant-program). */
export function grantDecisionEmail({
  locale,
  to,
  organizationName,
  decision,
  note,
  link,
}: {
  locale: Locale;
  to: string;
  organizationName: string;
  decision: GrantDecision;
  note: string;
  link: string;
}): OutboxMessage {
  const { subject, intro, button } = GRANT_WORDS[locale]({ organizationName, decision });
  return composeEmail({
    locale,
    to,
    subject,
    hello: HELLO[locale],
    parts: [
      { kind: 'paragraph', text: intro },
      { kind: 'paragraph', text: NOTE[locale](note) },
      { kind: 'button', label: button, href: link },
    ],
    link,
  });
}

type ExpiryInput = {
  organizationName: string;
  document: ExpiringDocument;
  /** YYYY-MM-DD */
  expiresOn: string;
  daysLeft: number;
};

type ExpiryWords = { subject: string; intro: string; why: string; button: string };

/** The day as the language writes it: '5 March 2027', '5 मार्च 2027'. */
const formatDay = (day: string, locale: Locale) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** What an expiry reminder says of each watched registration, and why it should be renewed. */
const EXPIRY_WORDS: Record<Locale, (input: ExpiryInput) => ExpiryWords> = {
  en: ({ organizationName, document, expiresOn, daysLeft }) => {
    const name = organizationName || 'your organization';
    const documentName =
      document === 'fcra' ? 'FCRA registration' : 'tax exemption registration (80G/12A)';
    const days = daysLeft === 1 ? '1 day' : `${daysLeft} days`;
    return {
      subject: `The ${documentName} of ${name} expires in ${days}`,
      intro: `The ${documentName} of ${name} expires on ${formatDay(expiresOn, 'en')}, ${days} from today.`,
      why:
        document === 'fcra'
          ? 'Please renew it in time: without it the organization cannot accept donations from abroad.'
          : 'Please renew it in time: donors count on it for the tax benefit of their gifts.',
      button: 'See the expiry dates',
    };
  },
  hi: ({ organizationName, document, expiresOn, daysLeft }) => {
    const name = hindiOrganization(organizationName).before;
    const documentName = document === 'fcra' ? 'FCRA पंजीकरण' : 'कर छूट पंजीकरण (80G/12A)';
    const days = daysLeft === 1 ? '1 दिन' : `${daysLeft} दिनों`;
    return {
      subject: `${name} का ${documentName} ${days} में समाप्त हो रहा है`,
      intro: `${name} का ${documentName} ${formatDay(expiresOn, 'hi')} को समाप्त हो रहा है, यानी आज से ${days} बाद।`,
      why:
        document === 'fcra'
          ? 'कृपया इसे समय पर नवीनीकृत करें: इसके बिना संगठन विदेश से दान स्वीकार नहीं कर सकता।'
          : 'कृपया इसे समय पर नवीनीकृत करें: दानदाता अपने दान पर कर लाभ के लिए इस पर निर्भर रहते हैं।',
      button: 'समाप्ति तिथियाँ देखें',
    };
  },
};

/** A registration of the organization expires soon (docs/product/verification.md#expiry-watch). */
export function expiryReminderEmail({
  locale,
  to,
  link,
  ...input
}: ExpiryInput & { locale: Locale; to: string; link: string }): OutboxMessage {
  const { subject, intro, why, button } = EXPIRY_WORDS[locale](input);
  return composeEmail({
    locale,
    to,
    subject,
    hello: HELLO[locale],
    parts: [
      { kind: 'paragraph', text: intro },
      { kind: 'paragraph', text: why },
      { kind: 'button', label: button, href: link },
    ],
    link,
  });
}

type RefundFailedInput = {
  organizationName: string;
  donorName: string;
  /** The gift as its language writes it: '$25.00', '₹1,000.00'. */
  amountText: string;
  /** The provider's reason (a shared message, told in the reader's language); null for none. */
  reason: string | null;
};

type RefundFailedWords = {
  subject: string;
  intro: string;
  stands: string;
  /** The provider's reason, after the word for it. */
  reason: (reason: string) => string;
  button: string;
};

const REFUND_FAILED_WORDS: Record<Locale, (input: RefundFailedInput) => RefundFailedWords> = {
  en: ({ organizationName, donorName, amountText }) => ({
    subject: `A refund of ${amountText} failed`,
    intro: `The payment provider could not refund ${donorName}'s gift of ${amountText} to ${organizationName || 'your organization'}: the money stayed with your organization.`,
    stands:
      'The gift stands, with a valid receipt for the donor, and counts in your totals. You can refund it again from its page.',
    reason: (reason) => `The provider's reason: ${reason}`,
    button: 'Open the gift',
  }),
  hi: ({ organizationName, donorName, amountText }) => ({
    subject: `${amountText} की राशि वापसी विफल रही`,
    intro: `भुगतान प्रदाता ${hindiOrganization(organizationName).before} को मिले ${donorName} के ${amountText} के दान की राशि वापस नहीं कर सका: पैसा आपके संगठन के पास ही रहा।`,
    stands:
      'दान बना रहता है, दानदाता के पास उसकी मान्य रसीद रहती है, और वह आपके कुल योग में गिना जाता है। आप उसके पेज से उसकी राशि फिर से वापस कर सकते हैं।',
    reason: (reason) => `प्रदाता का कारण: ${reason}`,
    button: 'दान खोलें',
  }),
};

/**
 * A gift's refund the provider failed after accepting it (docs/decisions/013-a-refund-that-fails.md):
 * the organization's owner is told the money stayed and the gift stands, with the provider's
 * reason and a link to the gift's own page.
 */
export function refundFailedEmail({
  locale,
  to,
  link,
  ...input
}: RefundFailedInput & { locale: Locale; to: string; link: string }): OutboxMessage {
  const words = REFUND_FAILED_WORDS[locale](input);
  return composeEmail({
    locale,
    to,
    subject: words.subject,
    hello: HELLO[locale],
    parts: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'paragraph', text: words.stands },
      ...(input.reason
        ? [{ kind: 'paragraph' as const, text: words.reason(messagesIn(locale)(input.reason)) }]
        : []),
      { kind: 'button', label: words.button, href: link },
    ],
    link,
  });
}

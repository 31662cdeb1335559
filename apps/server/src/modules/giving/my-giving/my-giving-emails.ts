import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { DonorLocale } from '@givecrowd/shared/giving/donation-details';
import {
  MONTHLY_GIFT_FAILURES_TO_STOP,
  MY_GIVING_LINK_TTL_DAYS,
} from '@givecrowd/shared/giving/my-giving-api';
import type { Locale } from '@givecrowd/shared/i18n/locales';
import { type OutboxMessage, renderEmailHtml, SIGN_OFF } from '@/modules/mail/index.ts';

/**
 * The donor's page's emails (docs/product/donations.md#the-donors-page): its link, a monthly
 * gift's declined charge, and a monthly gift stopped, to its donor in the language they gave in
 * and to its organization in its owner's.
 */

type Email = {
  locale: Locale;
  to: string;
  subject: string;
  title: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  /** Lines after the button. */
  after?: string[];
};

function email({
  locale,
  to,
  subject,
  title,
  paragraphs,
  button,
  after = [],
}: Email): OutboxMessage {
  const text = [
    ...paragraphs,
    ...(button ? [`${button.label}:\n${button.href}`] : []),
    ...after,
  ].join('\n\n');
  return {
    channel: 'email',
    to,
    subject,
    text: `${text}\n`,
    html: renderEmailHtml({
      locale,
      title,
      blocks: [
        ...paragraphs.map((paragraph) => ({ kind: 'paragraph' as const, text: paragraph })),
        ...(button ? [{ kind: 'button' as const, ...button }] : []),
        ...after.map((paragraph) => ({ kind: 'paragraph' as const, text: paragraph })),
      ],
    }),
    ...(button ? { link: button.href } : {}),
  };
}

/** The link to the donor's page, asked for at `/my-giving`. */
export function myGivingLinkEmail({
  locale,
  to,
  url,
}: {
  locale: DonorLocale;
  to: string;
  url: string;
}): OutboxMessage {
  const days = MY_GIVING_LINK_TTL_DAYS;
  if (locale === 'hi') {
    return email({
      locale,
      to,
      subject: `${PRODUCT_NAME} पर आपका दान पृष्ठ`,
      title: 'आपका दान पृष्ठ',
      paragraphs: [
        'यह रहा आपके दान पृष्ठ का लिंक: इस ईमेल पते से दिए गए आपके सभी दान, आपकी रसीदें, आपके मासिक दान और आपका डेटा। पासवर्ड की ज़रूरत नहीं।',
      ],
      button: { label: 'मेरा दान पृष्ठ खोलें', href: url },
      after: [
        `यह लिंक ${days} दिनों तक काम करता है। अगर आपने इसे नहीं माँगा था, तो आप इस ईमेल को अनदेखा कर सकते हैं।`,
        SIGN_OFF.hi,
      ],
    });
  }
  return email({
    locale,
    to,
    subject: `Your giving page on ${PRODUCT_NAME}`,
    title: 'Your giving page',
    paragraphs: [
      'Here is the link to your giving page: every gift you made with this email address, your receipts, your monthly gifts and your data. No password needed.',
    ],
    button: { label: 'Open my giving page', href: url },
    after: [
      `The link works for ${days} days. If you did not ask for it, you can ignore this email.`,
      SIGN_OFF.en,
    ],
  });
}

type MonthlyGift = {
  locale: DonorLocale;
  donorEmail: string;
  donorName: string;
  organizationName: string;
  /** formatGift's '₹1,500', '$25.50'. */
  amountText: string;
};

/** A month's charge was declined: where to update the payment, and when the gift would stop. */
export function chargeDeclinedEmail({
  gift,
  updateUrl,
  inARow,
}: {
  gift: MonthlyGift;
  updateUrl: string | null;
  /** Declined charges in a row, this one included. */
  inARow: number;
}): OutboxMessage {
  const { locale, donorEmail: to, donorName, organizationName, amountText } = gift;
  const most = MONTHLY_GIFT_FAILURES_TO_STOP;
  if (locale === 'hi') {
    return email({
      locale,
      to,
      subject: `${organizationName} को आपका मासिक दान लिया नहीं जा सका`,
      title: 'आपका मासिक दान लिया नहीं जा सका',
      paragraphs: [
        `प्रिय ${donorName},`,
        `${organizationName} को आपके ${amountText} के मासिक दान का इस महीने का भुगतान अस्वीकार हो गया। कुछ भी नहीं लिया गया।`,
        updateUrl
          ? 'कृपया अपना भुगतान का तरीका अपडेट करें, ताकि आपका दान जारी रहे:'
          : 'कृपया अपने बैंक या कार्ड से जाँच करें, ताकि आपका दान जारी रहे।',
      ],
      ...(updateUrl ? { button: { label: 'मेरा भुगतान अपडेट करें', href: updateUrl } } : {}),
      after: [`लगातार ${most} भुगतान अस्वीकार होने पर दान रुक जाता है; यह ${inARow}वाँ था।`, SIGN_OFF.hi],
    });
  }
  return email({
    locale,
    to,
    subject: `Your monthly gift to ${organizationName} could not be charged`,
    title: 'Your monthly gift could not be charged',
    paragraphs: [
      `Dear ${donorName},`,
      `This month's charge of ${amountText} for your monthly gift to ${organizationName} was declined. Nothing was charged.`,
      updateUrl
        ? 'Please update your payment method so that your gift goes on:'
        : 'Please check with your bank or card issuer so that your gift goes on.',
    ],
    ...(updateUrl ? { button: { label: 'Update my payment', href: updateUrl } } : {}),
    after: [
      `After ${most} declined charges in a row the gift stops; this was number ${inARow}.`,
      SIGN_OFF.en,
    ],
  });
}

export type StopReason = 'donor' | 'failed_charges';

/** The donor's monthly gift stopped: nothing more is charged. */
export function monthlyGiftStoppedEmail({
  gift,
  by,
}: {
  gift: MonthlyGift;
  by: StopReason;
}): OutboxMessage {
  const { locale, donorEmail: to, donorName, organizationName, amountText } = gift;
  if (locale === 'hi') {
    return email({
      locale,
      to,
      subject: `${organizationName} को आपका मासिक दान रोक दिया गया है`,
      title: 'आपका मासिक दान रोक दिया गया है',
      paragraphs: [
        `प्रिय ${donorName},`,
        by === 'donor'
          ? `आपके कहे अनुसार, ${organizationName} को आपका ${amountText} का मासिक दान रोक दिया गया है।`
          : `${organizationName} को आपका ${amountText} का मासिक दान रोक दिया गया है, क्योंकि इसका भुगतान लगातार कई बार अस्वीकार हुआ।`,
        'अब आगे कुछ भी नहीं लिया जाएगा। आपकी रसीदें आपके दान पृष्ठ पर बनी रहती हैं। आपके सहयोग के लिए धन्यवाद।',
        SIGN_OFF.hi,
      ],
    });
  }
  return email({
    locale,
    to,
    subject: `Your monthly gift to ${organizationName} has been stopped`,
    title: 'Your monthly gift has been stopped',
    paragraphs: [
      `Dear ${donorName},`,
      by === 'donor'
        ? `As you asked, your monthly gift of ${amountText} to ${organizationName} has been stopped.`
        : `Your monthly gift of ${amountText} to ${organizationName} has been stopped, because its payment was declined several times in a row.`,
      'Nothing more will be charged. Your receipts stay on your giving page. Thank you for your support.',
      SIGN_OFF.en,
    ],
  });
}

/** The organization's side of a monthly gift stopped, in the language of its owner. */
export function monthlyGiftStoppedOrganizationEmail({
  locale,
  to,
  gift,
  giftFor,
  by,
}: {
  locale: Locale;
  to: string;
  gift: Omit<MonthlyGift, 'locale' | 'donorEmail'>;
  /** The campaign's title, or the organization's name. */
  giftFor: string;
  by: StopReason;
}): OutboxMessage {
  const { donorName, organizationName, amountText } = gift;
  if (locale === 'hi') {
    const why =
      by === 'donor'
        ? 'दानदाता ने इसे अपने दान पृष्ठ से रोका।'
        : 'इसका भुगतान लगातार कई बार अस्वीकार होने के बाद यह रुक गया।';
    return email({
      locale,
      to,
      subject: `${organizationName} को मिलने वाला एक मासिक दान रोक दिया गया है`,
      title: 'एक मासिक दान रोक दिया गया है',
      paragraphs: [
        `${donorName} की ओर से ${giftFor} को ${amountText} का मासिक दान रोक दिया गया है। ${why}`,
        'अब आगे कुछ भी नहीं लिया जाएगा। इसके पिछले दान और रसीदें आपके दानों में बनी रहती हैं।',
        SIGN_OFF.hi,
      ],
    });
  }
  const why =
    by === 'donor'
      ? 'The donor stopped it from their giving page.'
      : 'It stopped after its payment was declined several times in a row.';
  return email({
    locale,
    to,
    subject: `A monthly gift to ${organizationName} has been stopped`,
    title: 'A monthly gift has been stopped',
    paragraphs: [
      `The monthly gift of ${amountText} from ${donorName} to ${giftFor} has been stopped. ${why}`,
      'Nothing more will be charged. Its past gifts and receipts stay in your donations.',
      SIGN_OFF.en,
    ],
  });
}

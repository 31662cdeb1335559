import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { Locale } from '@givecrowd/shared/i18n/locales';
import type { PLAN_PERIODS } from '@givecrowd/shared/payments/payments-api';
import type { OutboxAttachment } from '@/db/schema.ts';
import { type OutboxMessage, renderEmailHtml } from '@/modules/mail/index.ts';

/** What an organization paid the platform for. */
export type InvoicePurchase =
  | { kind: 'verification' }
  | { kind: 'plan'; planName: string; period: (typeof PLAN_PERIODS)[number] | null };

/** The purchase as each language names it; the invoice's PDF names it in English. */
const PURCHASE_WORDS: Record<Locale, (purchase: InvoicePurchase) => string> = {
  en: (purchase) => {
    if (purchase.kind === 'verification') {
      return 'Verification donation of a grant-program application';
    }
    if (purchase.period === 'Quarterly') return `${purchase.planName} plan, billed every quarter`;
    if (purchase.period === 'yearly') return `${purchase.planName} plan, billed every year`;
    return `${purchase.planName} plan, one time`;
  },
  hi: (purchase) => {
    if (purchase.kind === 'verification') return 'अनुदान कार्यक्रम के आवेदन का सत्यापन दान';
    if (purchase.period === 'Quarterly') return `${purchase.planName} प्लान (तिमाही बिलिंग)`;
    if (purchase.period === 'yearly') return `${purchase.planName} प्लान (सालाना बिलिंग)`;
    return `${purchase.planName} प्लान (एक बार)`;
  },
};

export const describePurchase = (locale: Locale, purchase: InvoicePurchase): string =>
  PURCHASE_WORDS[locale](purchase);

type InvoiceEmailInput = {
  /** The language of the person who paid. */
  locale: Locale;
  to: string;
  organizationName: string;
  platformName: string;
  number: string;
  purchase: InvoicePurchase;
  /** '₹2,999 INR'. */
  amountText: string;
  /** Where the organization continues: its step 2, or its dashboard. */
  link: string;
  attachment: OutboxAttachment;
};

type Words = {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  button: string;
  signOff: string;
};

const WORDS: Record<Locale, (input: InvoiceEmailInput) => Words> = {
  en: ({ organizationName, platformName, number, purchase, amountText, attachment }) => ({
    subject: `Your invoice ${number} from ${platformName}`,
    title: 'Thank you for your payment',
    greeting: `Hello ${organizationName},`,
    intro: `We received your payment of ${amountText} for ${describePurchase('en', purchase)}. Invoice ${number} from ${platformName} is attached to this email (${attachment.filename}); please keep it for your accounts.`,
    button: `Open ${PRODUCT_NAME}`,
    signOff: `With thanks,\n${platformName}`,
  }),
  hi: ({ organizationName, platformName, number, purchase, amountText, attachment }) => ({
    subject: `${platformName} की ओर से आपका इनवॉइस ${number}`,
    title: 'आपके भुगतान के लिए धन्यवाद',
    greeting: `नमस्ते ${organizationName},`,
    intro: `हमें ${describePurchase('hi', purchase)} के लिए आपका ${amountText} का भुगतान मिल गया है। ${platformName} का इनवॉइस ${number} इस ईमेल के साथ संलग्न है (${attachment.filename}); कृपया इसे अपने हिसाब-किताब के लिए संभालकर रखें।`,
    button: `${PRODUCT_NAME} खोलें`,
    signOff: `आभार सहित,\n${platformName}`,
  }),
};

/**
 * The invoice email of a payment an organization made to the platform
 * (docs/product/payments.md#invoices): what was paid, the invoice number, the PDF attached.
 */
export function invoiceEmail(input: InvoiceEmailInput): OutboxMessage {
  const words = WORDS[input.locale](input);
  return {
    channel: 'email',
    to: input.to,
    subject: words.subject,
    text: `${[words.greeting, words.intro, input.link, words.signOff].join('\n\n')}\n`,
    html: renderEmailHtml({
      locale: input.locale,
      title: words.title,
      blocks: [
        { kind: 'paragraph', text: words.greeting },
        { kind: 'paragraph', text: words.intro },
        { kind: 'button', label: words.button, href: input.link },
        { kind: 'paragraph', text: words.signOff.replace('\n', ' ') },
      ],
    }),
    link: input.link,
    attachments: [input.attachment],
  };
}

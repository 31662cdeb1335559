import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { Locale } from '@givecrowd/shared/i18n/locales';
import { composeEmail, HELLO, type OutboxMessage } from '@/modules/mail/index.ts';

type Words = {
  subject: string;
  title: string;
  intro: string;
  why: string;
  next: string;
  button: string;
};

const WORDS: Record<Locale, (organizationName: string) => Words> = {
  en: (organizationName) => ({
    subject: `Finish your payment onboarding on ${PRODUCT_NAME}`,
    title: 'Finish your payment onboarding',
    intro: `${organizationName || 'Your organization'} is submitted on ${PRODUCT_NAME}, but its payment onboarding is not complete yet.`,
    why: 'Donations are paid out to the organization only after its payment onboarding is completed.',
    next: 'Finish it here:',
    button: 'Finish payment onboarding',
  }),
  hi: (organizationName) => ({
    subject: `${PRODUCT_NAME} पर अपनी भुगतान ऑनबोर्डिंग पूरी करें`,
    title: 'अपनी भुगतान ऑनबोर्डिंग पूरी करें',
    intro: `आपका संगठन${organizationName ? ` ${organizationName}` : ''} ${PRODUCT_NAME} पर जमा हो गया है, लेकिन उसकी भुगतान ऑनबोर्डिंग अभी पूरी नहीं हुई है।`,
    why: 'दान की राशि संगठन को तभी दी जाती है जब उसकी भुगतान ऑनबोर्डिंग पूरी हो जाती है।',
    next: 'इसे यहाँ पूरा करें:',
    button: 'भुगतान ऑनबोर्डिंग पूरी करें',
  }),
};

/**
 * Sent when an organization outside India is submitted before its payment onboarding is done
 * (docs/product/wizard.md#incomplete-onboarding-email): donations are paid out only once it is, and `link`
 * finishes it.
 */
export function onboardingIncompleteEmail({
  locale,
  to,
  organizationName,
  link,
}: {
  locale: Locale;
  to: string;
  organizationName: string;
  link: string;
}): OutboxMessage {
  const words = WORDS[locale](organizationName);
  return composeEmail({
    locale,
    to,
    subject: words.subject,
    title: words.title,
    hello: HELLO[locale],
    parts: [
      { kind: 'paragraph', text: words.intro },
      { kind: 'paragraph', text: words.why },
      { kind: 'button', label: words.button, href: link, lead: words.next },
    ],
    link,
  });
}

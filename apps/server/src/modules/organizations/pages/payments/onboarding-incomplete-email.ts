import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { OutboxMessage } from '@/modules/mail/index.ts';
import { renderEmailHtml } from '@/modules/mail/index.ts';

/**
 * Sent when an organization outside India is submitted before its payment onboarding is done
 * (docs/product/wizard.md#incomplete-onboarding-email): donations are paid out only once it is, and `link`
 * finishes it.
 */
export function onboardingIncompleteEmail({
  to,
  organizationName,
  link,
}: {
  to: string;
  organizationName: string;
  link: string;
}): OutboxMessage {
  const intro = `${organizationName || 'Your organization'} is submitted on ${PRODUCT_NAME}, but its payment onboarding is not complete yet.`;
  const why =
    'Donations are paid out to the organization only after its payment onboarding is completed.';
  const next = 'Finish it here:';
  const signOff = `— The ${PRODUCT_NAME} team`;
  return {
    channel: 'email',
    to,
    subject: `Finish your payment onboarding on ${PRODUCT_NAME}`,
    text: `Hello,\n\n${intro}\n\n${why}\n\n${next}\n${link}\n\n${signOff}\n`,
    html: renderEmailHtml({
      title: 'Finish your payment onboarding',
      blocks: [
        { kind: 'paragraph', text: intro },
        { kind: 'paragraph', text: why },
        { kind: 'button', label: 'Finish payment onboarding', href: link },
      ],
    }),
    link,
  };
}

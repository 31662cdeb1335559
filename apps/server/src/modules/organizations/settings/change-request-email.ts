import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import type { FieldChange } from '@givecrowd/shared/organization/settings/settings-api';
import { type OutboxMessage, renderEmailHtml } from '@/modules/mail/index.ts';
import { fieldLabel } from '../status/field-label.ts';

/**
 * The email of a reviewer's decision on a change request
 * (docs/product/organization-settings.md#change-requests): the fields, the outcome, the
 * reviewer's note, and a link to the settings.
 */
export function changeRequestDecisionEmail({
  to,
  organizationName,
  approved,
  changes,
  note,
  link,
}: {
  to: string;
  organizationName: string;
  approved: boolean;
  changes: FieldChange[];
  note: string;
  link: string;
}): OutboxMessage {
  const subject = approved ? 'Your change request is approved' : 'Your change request was declined';
  const intro = approved
    ? `The changes you asked for ${organizationName} are approved and now shown.`
    : `The changes you asked for ${organizationName} were declined; it keeps its details as they were.`;
  const fields = `Fields: ${changes.map(({ field }) => fieldLabel(field)).join(', ')}.`;
  const noteLine = note ? `Reviewer's note: ${note}` : '';
  const button = 'Open the settings';
  const lines = [intro, fields, noteLine].filter(Boolean);
  return {
    channel: 'email',
    to,
    subject,
    text: `Hello,\n\n${lines.join('\n\n')}\n\n${button}:\n${link}\n\n— The ${PRODUCT_NAME} team\n`,
    html: renderEmailHtml({
      title: subject,
      blocks: [
        ...lines.map((text) => ({ kind: 'paragraph' as const, text })),
        { kind: 'button', label: button, href: link },
      ],
    }),
    link,
  };
}

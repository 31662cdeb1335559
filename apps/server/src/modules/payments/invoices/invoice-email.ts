import type { OutboxAttachment } from '@/db/schema.ts';
import { type OutboxMessage, renderEmailHtml } from '@/modules/mail/index.ts';

type InvoiceEmailInput = {
  to: string;
  organizationName: string;
  platformName: string;
  number: string;
  description: string;
  /** '₹2,999 INR'. */
  amountText: string;
  /** Where the organization continues: its step 2, or its dashboard. */
  link: string;
  attachment: OutboxAttachment;
};

/**
 * The invoice email of a payment an organization made to the platform
 * (docs/product/payments.md#invoices): what was paid, the invoice number, the PDF attached.
 */
export function invoiceEmail(input: InvoiceEmailInput): OutboxMessage {
  const greeting = `Hello ${input.organizationName},`;
  const intro = `We received your payment of ${input.amountText} for ${input.description}. Invoice ${input.number} from ${input.platformName} is attached to this email (${input.attachment.filename}); please keep it for your accounts.`;
  const signOff = `With thanks,\n${input.platformName}`;
  return {
    channel: 'email',
    to: input.to,
    subject: `Your invoice ${input.number} from ${input.platformName}`,
    text: `${[greeting, intro, input.link, signOff].join('\n\n')}\n`,
    html: renderEmailHtml({
      title: 'Thank you for your payment',
      blocks: [
        { kind: 'paragraph', text: greeting },
        { kind: 'paragraph', text: intro },
        { kind: 'button', label: 'Open GiveCrowd', href: input.link },
        { kind: 'paragraph', text: signOff.replace('\n', ' ') },
      ],
    }),
    link: input.link,
    attachments: [input.attachment],
  };
}

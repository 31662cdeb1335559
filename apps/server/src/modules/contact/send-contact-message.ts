import {
  CONTACT_TOPICS,
  type ContactForm,
  type ContactTopic,
  validateContactForm,
} from '@givecrowd/shared/contact/contact-rules';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import { contactEmail } from './contact-email.ts';

const asTopic = (value: string) => CONTACT_TOPICS.find((topic) => topic === value) as ContactTopic;

/**
 * A contact form message (docs/product/public-pages.md#the-contact-form): checked with the shared
 * rules (400 with the first failing message and every field's), then kept in the outbox for the
 * support mailbox, which the outbox worker delivers like every email.
 */
export async function sendContactMessage({
  db,
  supportEmail,
  form,
  locale,
}: {
  db: DbExecutor;
  supportEmail: string;
  form: ContactForm;
  locale: 'en' | 'hi';
}): Promise<void> {
  const errors = validateContactForm(form);
  const [first] = errors;
  if (first) throw new AppError('bad_request', first.message, { errors });
  await enqueueMessage(
    db,
    contactEmail({ to: supportEmail, form, topic: asTopic(form.topic.trim()), locale }),
  );
}

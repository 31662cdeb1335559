import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import { contactRequestSchema, contactResponseSchema } from '@givecrowd/shared/contact/contact-api';
import { CONTACT_MESSAGES } from '@givecrowd/shared/contact/contact-messages';
import type { App } from '@/lib/fastify-types.ts';
import { sendContactMessage } from './send-contact-message.ts';

const HOUR_MS = 60 * 60_000;
/** A person writes a few messages, not dozens (docs/product/public-pages.md#the-contact-form). */
const MESSAGES_PER_IP_PER_HOUR = 5;
const MESSAGES_PER_EMAIL_PER_HOUR = 3;

/** `POST /api/contact`: the contact form's message to the team. */
export async function contactRoutes(app: App): Promise<void> {
  app.post(
    '/api/contact',
    {
      onRequest: app.limit([
        {
          name: 'contact:ip',
          max: MESSAGES_PER_IP_PER_HOUR,
          windowMs: HOUR_MS,
          key: (request) => request.ip,
          message: CONTACT_MESSAGES.tooMany,
        },
      ]),
      preHandler: app.limit([
        {
          name: 'contact:email',
          max: MESSAGES_PER_EMAIL_PER_HOUR,
          windowMs: HOUR_MS,
          key: (request) => (request.body as { email: string }).email.trim().toLowerCase() || null,
          message: CONTACT_MESSAGES.tooMany,
        },
      ]),
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['contact'],
        summary: `(ours) Send a message to the team (the support mailbox, SUPPORT_EMAIL), answered to its sender. 400 with the contact form's messages; 429 with Retry-After past ${MESSAGES_PER_IP_PER_HOUR} an hour from one IP or ${MESSAGES_PER_EMAIL_PER_HOUR} for one email`,
        body: contactRequestSchema,
        response: {
          200: contactResponseSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { locale, ...form } = request.body;
      await sendContactMessage({ db: app.db, supportEmail: app.config.supportEmail, form, locale });
      return { status: true as const, message: CONTACT_MESSAGES.sent };
    },
  );
}

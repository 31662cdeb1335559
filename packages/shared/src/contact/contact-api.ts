import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PAGE_MAX } from './contact-messages.ts';

/** Room above each rule's limit, so that the rules, not the schema, answer a value a little long. */
const SLACK = 100;
const text = (max: number) =>
  z
    .string()
    .max(max + SLACK)
    .default('');

/**
 * `POST /api/contact` (docs/product/http-contract.md). Every field is text and read by the
 * contact rules (`validateContactForm`), which give the form's own messages; the schema only
 * bounds the sizes. `locale` is the page's language, so the team knows which to answer in.
 */
export const contactRequestSchema = z.object({
  name: text(CONTACT_NAME_MAX),
  email: text(254),
  topic: text(20),
  page: text(CONTACT_PAGE_MAX),
  message: text(CONTACT_MESSAGE_MAX),
  locale: z.enum(['en', 'hi']).default('en'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ status: z.literal(true), message: z.string() });

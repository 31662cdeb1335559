import { isEmail } from '../organization/formats.ts';
import { REGISTRATION_MESSAGES } from '../organization/messages.ts';
import {
  collectFieldErrors,
  createRuleBuilders,
  type FieldError,
  isBlank,
  type Rule,
} from '../rules/rule-kit.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_PAGE_MAX,
} from './contact-messages.ts';

/** What a message is about; `report` is a campaign or an organization that looks wrong. */
export const CONTACT_TOPICS = [
  'question',
  'organization',
  'plans',
  'report',
  'press',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export type ContactForm = {
  name: string;
  email: string;
  /** '' until one is chosen. */
  topic: string;
  /** The address of the page the message is about (a report's), or ''. */
  page: string;
  message: string;
};
export type ContactField = keyof ContactForm;
export type ContactFieldError = FieldError<ContactField>;

const isTopic = (value: string): value is ContactTopic =>
  (CONTACT_TOPICS as readonly string[]).includes(value);

/** An http(s) address of a page; the form and the server both ask it of a filled-in page. */
function isPageAddress(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > CONTACT_PAGE_MAX) return false;
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const { rule } = createRuleBuilders<ContactForm, ContactField>();

/**
 * The contact form's rules in the order the form shows its fields
 * (docs/product/public-pages.md#the-contact-form). Both the form and the server run them.
 */
export const CONTACT_RULES: readonly Rule<ContactForm, ContactField>[] = [
  rule('name', CONTACT_MESSAGES.nameRequired, (form) => isBlank(form.name)),
  rule('name', CONTACT_MESSAGES.nameTooLong, (form) => form.name.trim().length > CONTACT_NAME_MAX),
  rule('email', CONTACT_MESSAGES.emailRequired, (form) => isBlank(form.email)),
  rule('email', REGISTRATION_MESSAGES.emailInvalid, (form) => !isEmail(form.email)),
  rule('topic', CONTACT_MESSAGES.topicRequired, (form) => !isTopic(form.topic)),
  rule(
    'page',
    CONTACT_MESSAGES.pageInvalid,
    (form) => !isBlank(form.page) && !isPageAddress(form.page),
  ),
  rule('message', CONTACT_MESSAGES.messageRequired, (form) => isBlank(form.message)),
  rule(
    'message',
    CONTACT_MESSAGES.messageTooLong,
    (form) => form.message.trim().length > CONTACT_MESSAGE_MAX,
  ),
];

/** Every failing field once, with its first message, in rule order (empty when all pass). */
export function validateContactForm(form: ContactForm): ContactFieldError[] {
  return collectFieldErrors({ rules: CONTACT_RULES, input: form });
}

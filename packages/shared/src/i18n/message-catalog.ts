import { AGREEMENT_MESSAGES } from '../agreement/agreement-messages.ts';
import { AGREEMENT_TITLE } from '../agreement/agreement-text.ts';
import { AI_MESSAGES } from '../ai/ai-messages.ts';
import { API_MESSAGE_TEMPLATES, API_MESSAGES } from '../api/messages.ts';
import { FORBIDDEN_CHARACTER_MESSAGE } from '../api/text-rules.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { CAMPAIGN_MESSAGE_TEMPLATES, CAMPAIGN_MESSAGES } from '../campaigns/campaign-messages.ts';
import { UPLOAD_PURPOSES } from '../constants.ts';
import { CONTACT_MESSAGES } from '../contact/contact-messages.ts';
import {
  GIVING_MESSAGE_TEMPLATES,
  GIVING_MESSAGES,
  REFUND_FAILURE_REASONS,
} from '../giving/giving-messages.ts';
import { STATEMENT_MESSAGE_TEMPLATES, STATEMENT_MESSAGES } from '../giving/statements-api.ts';
import {
  DOCUMENT_MESSAGE_TEMPLATES,
  DOCUMENT_MESSAGES,
} from '../organization/documents/document-messages.ts';
import { DOCUMENT_NAMES } from '../organization/documents/organization-documents.ts';
import { HOST_NOT_FOUND_MESSAGE, HOST_NOT_PUBLISHED_MESSAGE } from '../organization/domain-api.ts';
import { DRAFT_MESSAGE_TEMPLATES, DRAFT_MESSAGES } from '../organization/draft-messages.ts';
import { FIELD_LABEL_MESSAGES, FIELD_LABEL_TEMPLATES } from '../organization/field-labels.ts';
import {
  EXEMPTION_NUMBER_MESSAGES,
  LATER_STEP_FORMAT_MESSAGE_TEMPLATES,
  LATER_STEP_FORMAT_MESSAGES,
  PERSON_NAME_MESSAGES,
  REGISTRATION_MESSAGE_TEMPLATES,
  REGISTRATION_MESSAGES,
} from '../organization/messages.ts';
import { SETTINGS_MESSAGES } from '../organization/settings/settings-messages.ts';
import { WEBSITE_MESSAGE_TEMPLATES, WEBSITE_MESSAGES } from '../organization/website-messages.ts';
import {
  PAYMENTS_MESSAGE_TEMPLATES,
  PAYMENTS_MESSAGES,
  SUCCESS_MESSAGES,
} from '../payments/payments-messages.ts';
import { PHONE_MESSAGES } from '../phone/messages.ts';
import { REVIEW_MESSAGES } from '../review/review-messages.ts';
import {
  FILE_NAME_MESSAGE,
  formatTooLargeMessage,
  formatTooManyPixelsMessage,
  IMAGE_TYPE_MESSAGE,
  NO_FILE_MESSAGE,
  UPLOAD_PURPOSE_MESSAGE,
} from '../uploads/image-file.ts';
import { UPLOAD_MESSAGES } from '../uploads/upload-messages.ts';
import { type MessageValues, placesOf } from './fill-template.ts';

/**
 * The template of a text made by code we do not fill from a template: the text made for a sample
 * value, with that value marked `{{name}}`. The sample must appear exactly once, so a changed
 * text fails here at import rather than drifting from its translations.
 */
function templateOf(text: string, sample: string, name: string): string {
  const parts = text.split(sample);
  if (parts.length !== 2) throw new Error(`"${sample}" must appear once in "${text}"`);
  return parts.join(`{{${name}}}`);
}

/** A sample no upload setting takes, so it marks only the value's place. */
const SAMPLE = 987;

/** The upload texts made by functions: their templates, derived from the functions' texts. */
const UPLOAD_MESSAGE_TEMPLATES = {
  hourlyQuota: templateOf(UPLOAD_MESSAGES.hourlyQuota(SAMPLE), String(SAMPLE), 'max'),
  tooLarge: templateOf(formatTooLargeMessage(SAMPLE * 1024 * 1024), String(SAMPLE), 'megabytes'),
  tooManyPixels: templateOf(
    formatTooManyPixelsMessage(SAMPLE * 1_000_000),
    String(SAMPLE),
    'megapixels',
  ),
  unknownPurpose: templateOf(UPLOAD_PURPOSE_MESSAGE, UPLOAD_PURPOSES.join(', '), 'purposes'),
};

type MessageSource = {
  area: string;
  /** A message object of shared; its function-valued messages need an entry in `templates`. */
  messages: Readonly<Record<string, unknown>>;
  /** Templates that stand for messages of `messages`, by the same name. */
  templates?: Readonly<Record<string, string>>;
};

/**
 * Every message object of shared, in the order their keys are given out: a text written in two
 * objects (the email rule text of registration and of auth) keeps the key of the first.
 */
const MESSAGE_SOURCES: readonly MessageSource[] = [
  { area: 'api', messages: API_MESSAGES, templates: API_MESSAGE_TEMPLATES },
  { area: 'text', messages: { forbiddenCharacter: FORBIDDEN_CHARACTER_MESSAGE } },
  { area: 'phone', messages: PHONE_MESSAGES },
  { area: 'personName', messages: PERSON_NAME_MESSAGES },
  {
    area: 'registration',
    messages: REGISTRATION_MESSAGES,
    templates: REGISTRATION_MESSAGE_TEMPLATES,
  },
  { area: 'exemption', messages: EXEMPTION_NUMBER_MESSAGES },
  {
    area: 'laterStep',
    messages: LATER_STEP_FORMAT_MESSAGES,
    templates: LATER_STEP_FORMAT_MESSAGE_TEMPLATES,
  },
  { area: 'website', messages: WEBSITE_MESSAGES, templates: WEBSITE_MESSAGE_TEMPLATES },
  { area: 'payments', messages: PAYMENTS_MESSAGES, templates: PAYMENTS_MESSAGE_TEMPLATES },
  { area: 'success', messages: SUCCESS_MESSAGES },
  { area: 'ai', messages: AI_MESSAGES },
  { area: 'agreement', messages: { ...AGREEMENT_MESSAGES, title: AGREEMENT_TITLE } },
  { area: 'draft', messages: DRAFT_MESSAGES, templates: DRAFT_MESSAGE_TEMPLATES },
  {
    area: 'host',
    messages: { notFound: HOST_NOT_FOUND_MESSAGE, notPublished: HOST_NOT_PUBLISHED_MESSAGE },
  },
  { area: 'campaign', messages: CAMPAIGN_MESSAGES, templates: CAMPAIGN_MESSAGE_TEMPLATES },
  { area: 'review', messages: REVIEW_MESSAGES },
  { area: 'settings', messages: SETTINGS_MESSAGES },
  { area: 'document', messages: DOCUMENT_MESSAGES, templates: DOCUMENT_MESSAGE_TEMPLATES },
  { area: 'documentName', messages: DOCUMENT_NAMES },
  { area: 'fieldLabel', messages: FIELD_LABEL_MESSAGES, templates: FIELD_LABEL_TEMPLATES },
  { area: 'auth', messages: AUTH_MESSAGES },
  { area: 'giving', messages: GIVING_MESSAGES, templates: GIVING_MESSAGE_TEMPLATES },
  { area: 'refundFailureReason', messages: REFUND_FAILURE_REASONS },
  { area: 'statements', messages: STATEMENT_MESSAGES, templates: STATEMENT_MESSAGE_TEMPLATES },
  { area: 'contact', messages: CONTACT_MESSAGES },
  {
    area: 'upload',
    messages: {
      ...UPLOAD_MESSAGES,
      fileName: FILE_NAME_MESSAGE,
      imageType: IMAGE_TYPE_MESSAGE,
      noFile: NO_FILE_MESSAGE,
      tooLarge: formatTooLargeMessage,
      tooManyPixels: formatTooManyPixelsMessage,
      unknownPurpose: UPLOAD_PURPOSE_MESSAGE,
    },
    templates: UPLOAD_MESSAGE_TEMPLATES,
  },
];

function buildCatalog(sources: readonly MessageSource[]): Record<string, string> {
  const catalog: Record<string, string> = {};
  const texts = new Set<string>();
  for (const { area, messages, templates = {} } of sources) {
    for (const [name, message] of Object.entries(messages)) {
      const text = templates[name] ?? message;
      if (typeof text !== 'string') throw new Error(`${area}.${name} needs a template`);
      if (texts.has(text)) continue;
      texts.add(text);
      catalog[`${area}.${name}`] = text;
    }
  }
  return catalog;
}

/**
 * Every user-facing message of the product by key, in English: the texts of shared's message
 * objects, a message with parameters as its template with `{{name}}` places
 * (docs/product/messages-and-languages.md). Each text has one key.
 */
export const MESSAGE_CATALOG: Readonly<Record<string, string>> = buildCatalog(MESSAGE_SOURCES);

export type MessageKey = { key: string; values: MessageValues };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const keysByText = new Map(Object.entries(MESSAGE_CATALOG).map(([key, text]) => [text, key]));

const templates = Object.entries(MESSAGE_CATALOG).flatMap(([key, text]) => {
  const places = placesOf(text);
  if (places.length === 0) return [];
  const pattern = text
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  return [{ key, places, pattern: new RegExp(`^${pattern}$`, 's') }];
});

/**
 * The key of an English message, and the values of its places: an exact text first, then the
 * templates. Undefined for a text that is not a message of the catalog.
 */
export function messageKeyOf(text: string): MessageKey | undefined {
  const key = keysByText.get(text);
  if (key) return { key, values: {} };
  for (const { key, places, pattern } of templates) {
    const match = pattern.exec(text);
    if (match) {
      return {
        key,
        values: Object.fromEntries(places.map((place, i) => [place, match[i + 1] ?? ''])),
      };
    }
  }
  return undefined;
}

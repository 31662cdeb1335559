import { fillTemplate } from '../i18n/fill-template.ts';

/** The draft texts with parameters: each `{{name}}` is filled in (docs/product/messages-and-languages.md#templates). */
export const DRAFT_MESSAGE_TEMPLATES = {
  unknownCategory: 'There is no category named "{{name}}".',
  tooManyOpenDrafts:
    'You already have {{max}} organizations in progress, the most allowed. Please finish one before starting another.',
} as const;

/** What the draft calls answer beyond the step rules (docs/product/http-contract.md#organization-calls). */
export const DRAFT_MESSAGES = {
  notFound: 'Organization not found.',
  staleVersion: 'This draft was changed elsewhere. Reload it to see the latest version.',
  notDraft: 'This organization has been submitted and can no longer be changed here.',
  unknownCategory: (name: string) =>
    fillTemplate(DRAFT_MESSAGE_TEMPLATES.unknownCategory, { name }),
  signatureNotYours: 'Please upload the digital signature again.',
  slugExhausted: 'Could not name the draft. Please try again.',
  tooManyOpenDrafts: (max: number) =>
    fillTemplate(DRAFT_MESSAGE_TEMPLATES.tooManyOpenDrafts, { max }),
} as const;

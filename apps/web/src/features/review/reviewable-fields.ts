import type { WizardField } from '@givecrowd/shared/organization/wizard-form';
import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { REVIEWABLE_FIELDS, stepOfField } from '@givecrowd/shared/review/review-fields';

/**
 * Fields a reviewer is not offered: ones the server derives (the country's name and currency, the
 * video's kind), the AI writer's notes, the terms checks, and an account number's re-entry (asked
 * about with the number; docs/product/verification.md#needs-information).
 */
const NOT_OFFERED: ReadonlySet<string> = new Set([
  'organization_country',
  'currency',
  'is_you_tube_video',
  'about_org_context',
  'about_us_context',
  'first_page_terms',
  'second_page_terms',
  'third_page_terms',
  're_account_number',
  'fcra_re_account_number',
]);

/** The wizard's fields by step, in the wizard's order: the review page's sections. */
export const FIELDS_BY_STEP = WIZARD_STEPS.map((step, index) => ({
  step,
  fields: REVIEWABLE_FIELDS.filter((field) => stepOfField(field) === index),
}));

/** The fields a reviewer may ask about, by step. */
export const OFFERED_FIELDS_BY_STEP = FIELDS_BY_STEP.map(({ step, fields }) => ({
  step,
  fields: fields.filter((field: WizardField) => !NOT_OFFERED.has(field)),
}));

import type { FieldError } from '../api/envelope.ts';
import { documentKindOfItem } from '../organization/documents/organization-documents.ts';
import type { OrganizationStatus } from '../organization/organization-status.ts';
import { EXEMPTION_SECTIONS, INDIA_COUNTRY_CODE } from '../organization/registration-form.ts';
import {
  isPaymentsField,
  isWebsiteField,
  type WizardField,
  wizardFormSchema,
} from '../organization/wizard-form.ts';
import {
  BANK_ACCOUNT_KEYS,
  type BankAccountPrefix,
  bankAccountField,
} from '../payments/payments-form.ts';
import { REVIEW_MESSAGES as M } from './review-messages.ts';

/** Every field of the wizard's form a reviewer may ask about. */
export const REVIEWABLE_FIELDS = Object.keys(wizardFormSchema.shape) as WizardField[];

export const isReviewableField = (field: string): field is WizardField =>
  (REVIEWABLE_FIELDS as string[]).includes(field);

/**
 * What a reviewer may ask for: a field of the form, or a document (`document:{kind}`,
 * docs/product/verification.md#documents).
 */
export const isRequestableItem = (item: string): boolean =>
  isReviewableField(item) || documentKindOfItem(item) !== null;

/** The wizard step of a requested item: a field's own, step 0 (Registration) for a document. */
export const stepOfItem = (item: string): number =>
  isReviewableField(item) ? stepOfField(item) : 0;

/** The wizard step (0, 1 or 2) that holds a field: where the organization fixes it. */
export function stepOfField(field: WizardField): number {
  if (isWebsiteField(field)) return 1;
  if (isPaymentsField(field)) return 2;
  return 0;
}

const TAX_EXEMPTION_DETAILS: readonly WizardField[] = [
  ...EXEMPTION_SECTIONS.flatMap((section) => [section.check, section.number]),
  'organization_registered_at',
  'organization_has_expire_date',
  'organization_expire_at',
  'organization_exemption_percentage',
  'organization_digital_signature',
];

const accountFields = (prefix: BankAccountPrefix): WizardField[] =>
  BANK_ACCOUNT_KEYS.map((key) => bankAccountField(prefix, key));

/**
 * Fields that change with another one: those the server writes from it (the country's name and
 * currency, the NDEP consent and its agreement link, whether a video is YouTube's), an account
 * number's re-entry, and those a choice or a switch clears (docs/product/wizard.md#clearing-rules).
 */
const FOLLOWING_FIELDS: Partial<Record<WizardField, readonly WizardField[]>> = {
  country_code: ['organization_country', 'currency'],
  organization_type: [
    'organization_registered_type',
    'organization_registeration_number',
    'organization_pan_card_number',
    'organization_email',
    'organization_phone',
    'organization_is_tax_exemption',
    ...TAX_EXEMPTION_DETAILS,
  ],
  organization_is_tax_exemption: TAX_EXEMPTION_DETAILS,
  ...Object.fromEntries(EXEMPTION_SECTIONS.map((section) => [section.check, [section.number]])),
  organization_has_expire_date: ['organization_expire_at'],
  organization_fcra_check: ['organization_fcra_number', 'organization_fcra_registration_date'],
  is_grant_program: [
    'organization_program',
    'is_agreement_signed',
    'agreement_link',
    'grant_consent',
  ],
  organization_program: ['is_agreement_signed', 'agreement_link', 'grant_consent'],
  is_agreement_signed: ['agreement_link', 'grant_consent'],
  grant_consent: ['agreement_link'],
  agreement_link: ['grant_consent'],
  is_organization_domain: ['organization_domain'],
  organization_video: ['is_you_tube_video'],
  show_domestic_account: accountFields(''),
  show_fcra_account: accountFields('fcra_'),
  account_number: ['re_account_number'],
  fcra_account_number: ['fcra_re_account_number'],
};

/** The exemption's parts asked only in India: the sections, their numbers and the percentage. */
const INDIA_EXEMPTION_DETAILS: readonly WizardField[] = [
  ...EXEMPTION_SECTIONS.flatMap((section) => [section.check, section.number]),
  'organization_exemption_percentage',
  'organization_has_expire_date',
];

const FCRA_FIELDS: readonly WizardField[] = [
  'organization_fcra_check',
  'organization_fcra_number',
  'organization_fcra_registration_date',
  'show_fcra_account',
  ...accountFields('fcra_'),
];

const INDIA_ONLY: ReadonlySet<WizardField> = new Set<WizardField>([
  'organization_registered_type',
  'organization_pan_card_number',
  ...INDIA_EXEMPTION_DETAILS,
  ...FCRA_FIELDS,
  'show_domestic_account',
  ...accountFields(''),
]);

const NGO_ONLY: ReadonlySet<WizardField> = new Set<WizardField>([
  'organization_is_tax_exemption',
  ...TAX_EXEMPTION_DETAILS,
  ...FCRA_FIELDS,
]);

/** Fields shown only while the switch that asks for them is on. */
const BEHIND_SWITCH: readonly { on: WizardField; fields: readonly WizardField[] }[] = [
  { on: 'organization_is_tax_exemption', fields: TAX_EXEMPTION_DETAILS },
  {
    on: 'organization_fcra_check',
    fields: ['organization_fcra_number', 'organization_fcra_registration_date'],
  },
  { on: 'show_domestic_account', fields: accountFields('') },
  { on: 'show_fcra_account', fields: accountFields('fcra_') },
];

/**
 * Whether the wizard asked the organization for the field (docs/product/verification.md#the-review-page):
 * India's registered type, PAN, exemption sections, FCRA and bank accounts only in India; the tax
 * exemption and FCRA only of NGOs; a block's fields only while its switch is on. The review page
 * lists only these, so a US organization's shows no 80G, FCRA or IFSC.
 */
export function isAskedOf(
  field: WizardField,
  organization: { country_code: string; organization_type: string } & Partial<
    Record<WizardField, unknown>
  >,
): boolean {
  if (organization.country_code !== INDIA_COUNTRY_CODE && INDIA_ONLY.has(field)) return false;
  if (organization.organization_type !== 'ngo' && NGO_ONLY.has(field)) return false;
  return BEHIND_SWITCH.every(
    ({ on, fields }) => organization[on] === true || !fields.includes(field),
  );
}

/**
 * What a save may change while the organization needs information
 * (docs/product/verification.md#needs-information): the requested fields and the fields that
 * change with them.
 */
export function changeableFields(requested: readonly string[]): ReadonlySet<string> {
  return new Set(
    requested.flatMap((field) => [
      field,
      ...(isReviewableField(field) ? (FOLLOWING_FIELDS[field] ?? []) : []),
    ]),
  );
}

/**
 * The fields of a status change (docs/product/verification.md#the-calls): at least one, each a
 * field of the form asked once, exactly when asking for information; none otherwise. The first
 * fault, or null.
 */
export function checkRequestedFields({
  to,
  fields,
}: {
  to: OrganizationStatus;
  fields: readonly { field: string }[];
}): FieldError | null {
  if (to !== 'needs_information') {
    return fields.length > 0 ? { field: 'fields', message: M.fieldsOnlyWhenAsking } : null;
  }
  if (fields.length === 0) return { field: 'fields', message: M.fieldsRequired };
  const seen = new Set<string>();
  for (const [index, { field }] of fields.entries()) {
    const at = `fields.${index}.field`;
    if (!isRequestableItem(field)) return { field: at, message: M.unknownField };
    if (seen.has(field)) return { field: at, message: M.duplicateField };
    seen.add(field);
  }
  return null;
}

import { z } from 'zod';
import { API_MESSAGES } from '../api/messages.ts';
import { DEFAULT_RECEIPT_PREFIX, EXEMPTION_PERCENTAGES } from '../constants.ts';
import { INDIA_COUNTRY_CODE } from './country-codes.ts';
import type { ExemptionSectionKey } from './messages.ts';

// Kept importable here; written in country-codes.ts, so the giving rules load no zod in a browser.
export { INDIA_COUNTRY_CODE };

export const ORGANIZATION_TYPES = ['ngo', 'company'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** The registered type select (India only), per organization type. */
export const REGISTERED_TYPE_OPTIONS = {
  ngo: [
    { value: 'trust', label: 'Trust' },
    { value: 'society', label: 'Society' },
    { value: 'section_8_company', label: 'Section 8 Company' },
  ],
  company: [
    { value: 'proprietary_firm', label: 'Proprietary Firm' },
    { value: 'llp', label: 'LLP' },
    { value: 'private_limited', label: 'Private Limited' },
    { value: 'limited', label: 'Limited' },
  ],
} as const satisfies Record<OrganizationType, readonly { value: string; label: string }[]>;

const REGISTERED_TYPES = [...REGISTERED_TYPE_OPTIONS.ngo, ...REGISTERED_TYPE_OPTIONS.company].map(
  (registeredType) => registeredType.value,
);

/** The grant programs; giving_tueday (spelled so) is shown but cannot be chosen. */
export const PROGRAM_OPTIONS = [
  { value: 'ndep_tech_grant_bharat', label: 'NDEP Technology Grant', disabled: false },
  { value: 'giving_tueday', label: 'Giving Tuesday', disabled: true },
] as const;
export const NDEP_PROGRAM = 'ndep_tech_grant_bharat';

/*
 * A missing value reads as empty (an unknown option as ''), and the ordered rules of
 * validate-registration-step.ts then answer with the spec's message for it. A value of the wrong
 * JSON type (a number, an object or null where text goes) is refused with 400 naming the field:
 * read as empty, it would be stored as '' without a word.
 */
const text = () => z.string({ error: API_MESSAGES.notText }).default('');
const flag = () => z.boolean({ error: API_MESSAGES.notTrueOrFalse }).default(false);
const option = <const T extends readonly string[]>(values: T) =>
  z
    .string({ error: API_MESSAGES.notText })
    .default('')
    .pipe(z.enum([...values, ''] as const).catch(''));

/** Step 0's form state, and the body of `POST /api/organization/create/page/1`. */
export const registrationFormSchema = z.object({
  country_code: text(),
  organization_country: text(),
  currency: text(),
  organization_type: option(ORGANIZATION_TYPES),
  organization_registered_type: option(REGISTERED_TYPES),
  organization_name: text(),
  organization_categories: z
    .array(z.object({ name: z.string({ error: API_MESSAGES.notText }) }), {
      error: API_MESSAGES.notList,
    })
    .default([]),
  organization_registeration_number: text(),
  organization_pan_card_number: text(),
  organization_email: text(),
  organization_phone: text(),
  organization_address_line_1: text(),
  organization_address_line_2: text(),
  organization_city: text(),
  /** State, province or county (postal-address.ts); optional. */
  organization_state: text(),
  /** Optional; when given, the country's format. */
  organization_postal_code: text(),

  organization_admin_name: text(),
  organization_admin_email: text(),
  organization_admin_designation: text(),
  organization_admin_phone: text(),

  organization_is_tax_exemption: flag(),
  organization_exemption_percentage: option(EXEMPTION_PERCENTAGES),
  /** YYYY-MM-DD, like every date here. */
  organization_registered_at: text(),
  organization_has_expire_date: flag(),
  organization_expire_at: text(),
  /** The uploaded signature's media key (docs/product/uploads-and-media.md#media-keys-and-urls). */
  organization_digital_signature: text(),
  /** The receipt number's prefix; the rest of the number is fixed by the server. */
  organization_donation_receipt_number: text(),
  organization_80g_check: flag(),
  organization_80g_number: text(),
  organization_80gga_check: flag(),
  organization_80gga_number: text(),
  organization_80ccc_check: flag(),
  organization_80ccc_number: text(),
  organization_80u_check: flag(),
  organization_80u_number: text(),
  organization_35ac_check: flag(),
  organization_35ac_number: text(),
  organization_35aca_check: flag(),
  organization_35aca_number: text(),
  organization_35acb_check: flag(),
  organization_35acb_number: text(),

  organization_fcra_check: flag(),
  organization_fcra_number: text(),
  organization_fcra_registration_date: text(),

  is_grant_program: flag(),
  organization_program: option(PROGRAM_OPTIONS.map((program) => program.value)),
  grant_consent: flag(),
  is_agreement_signed: flag(),
  agreement_link: text(),

  first_page_terms: flag(),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;
export type RegistrationField = keyof RegistrationForm;

/** The seven exemption sections; the 35AC family is labelled as the form shows it. */
export const EXEMPTION_SECTIONS = [
  { key: '80g', label: '80G', check: 'organization_80g_check', number: 'organization_80g_number' },
  {
    key: '80gga',
    label: '80GGA',
    check: 'organization_80gga_check',
    number: 'organization_80gga_number',
  },
  {
    key: '80ccc',
    label: '80CCC',
    check: 'organization_80ccc_check',
    number: 'organization_80ccc_number',
  },
  { key: '80u', label: '80U', check: 'organization_80u_check', number: 'organization_80u_number' },
  {
    key: '35ac',
    label: '35AC',
    check: 'organization_35ac_check',
    number: 'organization_35ac_number',
  },
  {
    key: '35aca',
    label: '35AC (i & ii)',
    check: 'organization_35aca_check',
    number: 'organization_35aca_number',
  },
  {
    key: '35acb',
    label: '35AC (i & iii)',
    check: 'organization_35acb_check',
    number: 'organization_35acb_number',
  },
] as const satisfies readonly {
  key: ExemptionSectionKey;
  label: string;
  check: RegistrationField;
  number: RegistrationField;
}[];
export type ExemptionSection = (typeof EXEMPTION_SECTIONS)[number];

/** A new form: everything empty, the receipt prefix at its default. */
export const emptyRegistrationForm: RegistrationForm = {
  ...registrationFormSchema.parse({}),
  organization_donation_receipt_number: DEFAULT_RECEIPT_PREFIX,
};

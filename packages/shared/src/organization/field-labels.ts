import { fillTemplate, type Translate } from '../i18n/fill-template.ts';
import { DOCUMENT_NAMES, documentKindOfItem } from './documents/organization-documents.ts';
import { EXEMPTION_SECTIONS, type ExemptionSection } from './registration-form.ts';
import type { WizardField } from './wizard-form.ts';

/** A tax exemption section's checkbox: named by the section itself (80G, 35AC …), in every language. */
type SectionCheck = ExemptionSection['check'];

/**
 * Every field of the wizard by the name a list gives it — the review console's field picker and
 * change list, the organization's list of requested fields, the status and change request emails
 * (docs/product/messages-and-languages.md#field-names) — in English; the catalog gives each its
 * Hindi. The wizard's own labels read the same.
 */
export const FIELD_LABELS: Record<Exclude<WizardField, SectionCheck>, string> = {
  country_code: 'Country',
  organization_country: 'Country name',
  currency: 'Currency',
  organization_type: 'Organization type',
  organization_registered_type: 'Registered type',
  organization_name: 'Organization name',
  organization_categories: 'Categories',
  organization_registeration_number: 'Registration number',
  organization_pan_card_number: 'PAN card number',
  organization_email: 'Organization email',
  organization_phone: 'Organization phone',
  organization_address_line_1: 'Address line 1',
  organization_address_line_2: 'Address line 2',
  organization_city: 'City',
  organization_state: 'State, province or region',
  organization_postal_code: 'Postal code',
  organization_admin_name: 'Admin name',
  organization_admin_email: 'Admin email',
  organization_admin_designation: 'Designation',
  organization_admin_phone: 'Admin phone',
  organization_is_tax_exemption: 'Tax exemption',
  organization_exemption_percentage: 'Exemption percentage',
  organization_registered_at: 'Registration date',
  organization_has_expire_date: 'Has expiry date',
  organization_expire_at: 'Expiry date',
  organization_digital_signature: 'Digital signature',
  organization_donation_receipt_number: 'Donation receipt number prefix',
  organization_80g_number: '80G number',
  organization_80gga_number: '80GGA number',
  organization_80ccc_number: '80CCC number',
  organization_80u_number: '80U number',
  organization_35ac_number: '35AC number',
  organization_35aca_number: '35AC (i & ii) number',
  organization_35acb_number: '35AC (i & iii) number',
  organization_fcra_check: 'FCRA registered',
  organization_fcra_number: 'FCRA number',
  organization_fcra_registration_date: 'FCRA registration date',
  is_grant_program: 'Grant program',
  organization_program: 'Program',
  grant_consent: 'I consent to the partner agreement',
  is_agreement_signed: 'Agreement already signed',
  agreement_link: 'Agreement link',
  first_page_terms: 'I agree to the terms of use',

  organization_logo: 'Logo',
  homepage_header_image: 'Home page header image',
  homepage_header_title: 'Home page header title',
  organization_story: 'About organization',
  about_us_description: 'About us page content',
  about_org_context: 'Notes for the AI writer (about organization)',
  about_us_context: 'Notes for the AI writer (about us page)',
  display_organization_showpage_analytics: 'Show fundraising figures on my home page',
  show_default_pages: 'Show the default pages',
  show_terms_of_use: 'Show terms of use',
  show_privacy_policy: 'Show privacy policy',
  show_login: 'Show login',
  show_section: 'Show sections: testimonials, partners, media',
  organization_testimonial: 'Testimonials',
  organization_partners: 'Partners',
  organization_media: 'In the media',
  is_organization_domain: 'Use my own domain',
  organization_domain: 'Domain name',
  organization_video: 'Video link',
  is_you_tube_video: 'YouTube video',
  second_page_terms: 'I agree to the terms of use',

  show_domestic_account: 'Add domestic bank account',
  account_holder_name: 'Account holder name',
  account_number: 'Account number',
  re_account_number: 'Re-enter account number',
  account_ifsc: 'IFSC',
  account_email: 'Account email',
  account_type: 'Account type',
  account_phone: 'Account phone',
  account_bank_name: 'Bank name',
  account_address_line_1: 'Bank address line 1',
  account_address_line_2: 'Bank address line 2',
  account_city: 'Bank city',
  account_state: 'Bank state',
  account_country: 'Bank country',
  account_postal_code: 'Bank postal code',
  account_cancel_check: 'Cancelled cheque',
  show_fcra_account: 'Add FCRA bank account',
  fcra_account_holder_name: 'FCRA account holder name',
  fcra_account_number: 'FCRA account number',
  fcra_re_account_number: 'Re-enter FCRA account number',
  fcra_account_ifsc: 'FCRA IFSC',
  fcra_account_email: 'FCRA account email',
  fcra_account_type: 'FCRA account type',
  fcra_account_phone: 'FCRA account phone',
  fcra_account_bank_name: 'FCRA bank name',
  fcra_account_address_line_1: 'FCRA bank address line 1',
  fcra_account_address_line_2: 'FCRA bank address line 2',
  fcra_account_city: 'FCRA bank city',
  fcra_account_state: 'FCRA bank state',
  fcra_account_country: 'FCRA bank country',
  fcra_account_postal_code: 'FCRA bank postal code',
  fcra_account_cancel_check: 'FCRA cancelled cheque',
  third_page_terms: 'I agree to the terms of use',
};

/** A requested document as a list names it, beside the fields. */
export const FIELD_LABEL_TEMPLATES = { document: 'Document: {{name}}' } as const;

/** The catalog's entries of the field names: the labels and the document's template. */
export const FIELD_LABEL_MESSAGES = {
  ...FIELD_LABELS,
  document: (name: string) => fillTemplate(FIELD_LABEL_TEMPLATES.document, { name }),
};

const asWritten: Translate = (english, values = {}) => fillTemplate(english, values);

const sectionChecks = new Map<string, string>(
  EXEMPTION_SECTIONS.map((section) => [section.check, section.label]),
);

/**
 * A wizard field or a requested document (`document:{kind}`) named for people, in the language
 * `translate` gives (English without one); any other key as it is.
 */
export function labelOfField(field: string, translate: Translate = asWritten): string {
  const kind = documentKindOfItem(field);
  if (kind) {
    return translate(FIELD_LABEL_TEMPLATES.document, { name: translate(DOCUMENT_NAMES[kind]) });
  }
  const section = sectionChecks.get(field);
  if (section) return section;
  return Object.hasOwn(FIELD_LABELS, field)
    ? translate(FIELD_LABELS[field as keyof typeof FIELD_LABELS])
    : field;
}

import {
  BANK_ACCOUNT_KEYS,
  BANK_ACCOUNTS,
  bankAccountField,
  type PaymentsField,
} from '../../payments/payments-form.ts';
import type { RegistrationField } from '../registration-form.ts';
import type { WebsiteField } from '../website-form.ts';

/*
 * Which fields an approved organization's settings change, and how
 * (docs/product/organization-settings.md#what-changes-how): the site and the public contact
 * details are live at once; the legal details go to a reviewer as a change request first.
 */

/** The site's content: every step-1 field but the terms and what the server derives. */
export const SITE_SETTINGS_FIELDS = [
  'organization_logo',
  'homepage_header_image',
  'homepage_header_title',
  'organization_story',
  'about_us_description',
  'about_org_context',
  'about_us_context',
  'display_organization_showpage_analytics',
  'show_default_pages',
  'show_terms_of_use',
  'show_privacy_policy',
  'show_login',
  'show_section',
  'organization_testimonial',
  'organization_partners',
  'organization_media',
  'is_organization_domain',
  'organization_domain',
  'organization_video',
] as const satisfies readonly WebsiteField[];

/** The public contact details the site and the organization page show. */
export const CONTACT_SETTINGS_FIELDS = [
  'organization_email',
  'organization_phone',
  'organization_address_line_1',
  'organization_address_line_2',
  'organization_city',
  'organization_state',
  'organization_postal_code',
] as const satisfies readonly RegistrationField[];

/** The causes the organization works for: where discover and its site file it. */
export const CATEGORY_SETTINGS_FIELDS = [
  'organization_categories',
] as const satisfies readonly RegistrationField[];

/** The sections whose changes are live at once. */
export const LIVE_SETTINGS_SECTIONS = {
  site: SITE_SETTINGS_FIELDS,
  contact: CONTACT_SETTINGS_FIELDS,
  categories: CATEGORY_SETTINGS_FIELDS,
} as const;
export type LiveSettingsSection = keyof typeof LIVE_SETTINGS_SECTIONS;

/**
 * The legal sections, each a change request of its own. The receipt prefix and the signature sit
 * with the tax exemption: both are printed on every tax receipt.
 */
export const CHANGE_REQUEST_SECTIONS = {
  identity: [
    'organization_name',
    'organization_registered_type',
    'organization_registeration_number',
    'organization_pan_card_number',
  ],
  tax_exemption: [
    'organization_is_tax_exemption',
    'organization_exemption_percentage',
    'organization_registered_at',
    'organization_has_expire_date',
    'organization_expire_at',
    'organization_digital_signature',
    'organization_donation_receipt_number',
    'organization_80g_check',
    'organization_80g_number',
    'organization_80gga_check',
    'organization_80gga_number',
    'organization_80ccc_check',
    'organization_80ccc_number',
    'organization_80u_check',
    'organization_80u_number',
    'organization_35ac_check',
    'organization_35ac_number',
    'organization_35aca_check',
    'organization_35aca_number',
    'organization_35acb_check',
    'organization_35acb_number',
  ],
  fcra: [
    'organization_fcra_check',
    'organization_fcra_number',
    'organization_fcra_registration_date',
  ],
  signatory: [
    'organization_admin_name',
    'organization_admin_email',
    'organization_admin_designation',
    'organization_admin_phone',
  ],
  /**
   * India's bank accounts, step 2's own fields: the numbers are typed twice, and a change request
   * keeps them sealed, showing the reviewer their masked forms.
   */
  bank_accounts: BANK_ACCOUNTS.flatMap(({ prefix, show }) => [
    show,
    ...BANK_ACCOUNT_KEYS.map((key) => bankAccountField(prefix, key)),
  ]),
} as const satisfies Record<string, readonly (RegistrationField | PaymentsField)[]>;
export type ChangeRequestSection = keyof typeof CHANGE_REQUEST_SECTIONS;
export const CHANGE_REQUEST_SECTION_NAMES = [
  'identity',
  'tax_exemption',
  'fcra',
  'signatory',
  'bank_accounts',
] as const satisfies readonly ChangeRequestSection[];

/** The step-0 sections: checked with step 0's rules. */
export type RegistrationChangeSection = Exclude<ChangeRequestSection, 'bank_accounts'>;
export type ChangeRequestField = (typeof CHANGE_REQUEST_SECTIONS)[ChangeRequestSection][number];

/**
 * What a settings entry of the organization's history records (docs/product/organization-settings.md#history):
 * a live section saved, or a change request sent, approved, declined or withdrawn.
 */
export const SETTINGS_EVENTS = [
  'site_updated',
  'contact_updated',
  'categories_updated',
  'change_requested',
  'change_approved',
  'change_declined',
  'change_withdrawn',
  'document_uploaded',
] as const;
export type SettingsEvent = (typeof SETTINGS_EVENTS)[number];

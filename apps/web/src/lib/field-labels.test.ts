import { HINDI_MESSAGES } from '@givecrowd/shared/i18n/hindi-messages';
import { messageKeyOf } from '@givecrowd/shared/i18n/message-catalog';
import { FIELD_LABELS } from '@givecrowd/shared/organization/field-labels';
import { EXEMPTION_SECTIONS } from '@givecrowd/shared/organization/registration-form';
import { WEBSITE_SECTIONS } from '@givecrowd/shared/organization/website-form';
import { BANK_ACCOUNT_KEYS } from '@givecrowd/shared/payments/payments-form';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import hi from '@/locales/hi.json';

const DISPLAY_OPTIONS = [
  'display_organization_showpage_analytics',
  'show_default_pages',
  'show_terms_of_use',
  'show_privacy_policy',
  'show_login',
  'show_section',
] as const;

/** The wizard's own label of each field it labels, by its key in the interface texts. */
const WIZARD_LABEL_KEYS: Partial<Record<keyof typeof FIELD_LABELS, string>> = {
  country_code: 'onboarding.country.label',
  organization_type: 'onboarding.type.label',
  organization_name: 'onboarding.name.label',
  organization_categories: 'onboarding.categories.label',
  organization_registeration_number: 'onboarding.registrationNumber',
  organization_pan_card_number: 'onboarding.pan',
  organization_email: 'onboarding.email',
  organization_phone: 'onboarding.phone',
  organization_address_line_1: 'onboarding.address1',
  organization_address_line_2: 'onboarding.address2',
  organization_city: 'onboarding.city',
  organization_state: 'onboarding.postalAddress.region',
  organization_postal_code: 'onboarding.postalAddress.postalCode',
  organization_admin_name: 'onboarding.signatory.name',
  organization_admin_email: 'onboarding.signatory.email',
  organization_admin_designation: 'onboarding.signatory.designation',
  organization_admin_phone: 'onboarding.signatory.phone',
  organization_is_tax_exemption: 'onboarding.tax.label',
  organization_exemption_percentage: 'onboarding.tax.percentage',
  organization_registered_at: 'onboarding.tax.registeredAt',
  organization_has_expire_date: 'onboarding.tax.hasExpiry',
  organization_expire_at: 'onboarding.tax.expireAt',
  organization_digital_signature: 'onboarding.tax.signature',
  organization_donation_receipt_number: 'onboarding.receipt.prefix',
  organization_fcra_check: 'onboarding.fcra.label',
  organization_fcra_number: 'onboarding.fcra.number',
  organization_fcra_registration_date: 'onboarding.fcra.date',
  is_grant_program: 'onboarding.grant.label',
  organization_program: 'onboarding.grant.program',
  grant_consent: 'onboarding.grant.consent',
  is_agreement_signed: 'onboarding.grant.agreementSigned',
  agreement_link: 'onboarding.grant.agreementLink',
  organization_logo: 'onboarding.website.logo',
  homepage_header_image: 'onboarding.website.headerImage',
  homepage_header_title: 'onboarding.website.headerTitle',
  organization_story: 'onboarding.website.story',
  about_us_description: 'onboarding.website.aboutUs',
  is_organization_domain: 'onboarding.website.domain.use',
  organization_domain: 'onboarding.website.domain.label',
  organization_video: 'onboarding.website.video.url',
  show_domestic_account: 'onboarding.payments.bank.domestic.show',
  show_fcra_account: 'onboarding.payments.bank.fcra.show',
  ...Object.fromEntries(
    DISPLAY_OPTIONS.map((option) => [option, `onboarding.website.display.${option}`]),
  ),
  ...Object.fromEntries(
    WEBSITE_SECTIONS.map(({ key }) => [key, `onboarding.website.sections.${key}.name`]),
  ),
  ...Object.fromEntries(
    BANK_ACCOUNT_KEYS.flatMap((key) => [
      [key, `onboarding.payments.bank.domestic.${key}`],
      [`fcra_${key}`, `onboarding.payments.bank.fcra.${key}`],
    ]),
  ),
};

const textAt = (texts: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

const hindiOf = (english: string) => HINDI_MESSAGES[messageKeyOf(english)?.key ?? ''];

describe('the fields’ names', () => {
  it.each(Object.entries(WIZARD_LABEL_KEYS))(
    'name %s as the wizard labels it, in English and in Hindi',
    (field, key) => {
      const english = FIELD_LABELS[field as keyof typeof FIELD_LABELS];
      expect(textAt(en, key)).toBe(english);
      expect(textAt(hi, key)).toBe(hindiOf(english));
    },
  );

  it('name a tax exemption section’s number as the wizard does', () => {
    for (const section of EXEMPTION_SECTIONS) {
      const english = FIELD_LABELS[section.number];
      expect(english).toBe(en.onboarding.tax.sectionNumber.replace('{{section}}', section.label));
      expect(hindiOf(english)).toBe(
        hi.onboarding.tax.sectionNumber.replace('{{section}}', section.label),
      );
    }
  });
});

import { documentKindOfItem } from '@givecrowd/shared/organization/documents/organization-documents';
import { EXEMPTION_SECTIONS } from '@givecrowd/shared/organization/registration-form';
import { WEBSITE_SECTIONS } from '@givecrowd/shared/organization/website-form';
import type { WizardField } from '@givecrowd/shared/organization/wizard-form';
import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { BANK_ACCOUNT_KEYS, type BankAccountKey } from '@givecrowd/shared/payments/payments-form';
import { stepOfItem } from '@givecrowd/shared/review/review-fields';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Label = (t: TFunction) => string;

const DISPLAY_OPTIONS = [
  'display_organization_showpage_analytics',
  'show_default_pages',
  'show_terms_of_use',
  'show_privacy_policy',
  'show_login',
  'show_section',
] as const;

/** Every field's label as the wizard shows it; the few fields the wizard never labels get their own. */
const LABELS: Partial<Record<WizardField, Label>> = {
  country_code: (t) => t('onboarding.country.label'),
  organization_country: (t) => t('onboarding.fieldLabels.organization_country'),
  currency: (t) => t('onboarding.fieldLabels.currency'),
  organization_type: (t) => t('onboarding.type.label'),
  organization_registered_type: (t) => t('onboarding.fieldLabels.organization_registered_type'),
  organization_name: (t) => t('onboarding.name.label'),
  organization_categories: (t) => t('onboarding.categories.label'),
  organization_registeration_number: (t) => t('onboarding.registrationNumber'),
  organization_pan_card_number: (t) => t('onboarding.pan'),
  organization_email: (t) => t('onboarding.email'),
  organization_phone: (t) => t('onboarding.phone'),
  organization_address_line_1: (t) => t('onboarding.address1'),
  organization_address_line_2: (t) => t('onboarding.address2'),
  organization_city: (t) => t('onboarding.city'),
  organization_state: (t) => t('onboarding.postalAddress.region'),
  organization_postal_code: (t) => t('onboarding.postalAddress.postalCode'),
  organization_admin_name: (t) => t('onboarding.signatory.name'),
  organization_admin_email: (t) => t('onboarding.signatory.email'),
  organization_admin_designation: (t) => t('onboarding.signatory.designation'),
  organization_admin_phone: (t) => t('onboarding.signatory.phone'),
  organization_is_tax_exemption: (t) => t('onboarding.tax.label'),
  organization_exemption_percentage: (t) => t('onboarding.tax.percentage'),
  organization_registered_at: (t) => t('onboarding.tax.registeredAt'),
  organization_has_expire_date: (t) => t('onboarding.tax.hasExpiry'),
  organization_expire_at: (t) => t('onboarding.tax.expireAt'),
  organization_digital_signature: (t) => t('onboarding.tax.signature'),
  organization_donation_receipt_number: (t) => t('onboarding.receipt.prefix'),
  ...Object.fromEntries(
    EXEMPTION_SECTIONS.flatMap((section) => [
      [section.check, () => section.label],
      [
        section.number,
        (t: TFunction) => t('onboarding.tax.sectionNumber', { section: section.label }),
      ],
    ]),
  ),
  organization_fcra_check: (t) => t('onboarding.fcra.label'),
  organization_fcra_number: (t) => t('onboarding.fcra.number'),
  organization_fcra_registration_date: (t) => t('onboarding.fcra.date'),
  is_grant_program: (t) => t('onboarding.grant.label'),
  organization_program: (t) => t('onboarding.grant.program'),
  grant_consent: (t) => t('onboarding.grant.consent'),
  is_agreement_signed: (t) => t('onboarding.grant.agreementSigned'),
  agreement_link: (t) => t('onboarding.grant.agreementLink'),
  first_page_terms: (t) => t('onboarding.fieldLabels.terms'),

  organization_logo: (t) => t('onboarding.website.logo'),
  homepage_header_image: (t) => t('onboarding.website.headerImage'),
  homepage_header_title: (t) => t('onboarding.website.headerTitle'),
  organization_story: (t) => t('onboarding.website.story'),
  about_us_description: (t) => t('onboarding.website.aboutUs'),
  about_org_context: (t) => t('onboarding.fieldLabels.about_org_context'),
  about_us_context: (t) => t('onboarding.fieldLabels.about_us_context'),
  ...Object.fromEntries(
    DISPLAY_OPTIONS.map((option) => [
      option,
      (t: TFunction) => t(`onboarding.website.display.${option}`),
    ]),
  ),
  ...Object.fromEntries(
    WEBSITE_SECTIONS.map(({ key }) => [
      key,
      (t: TFunction) => t(`onboarding.website.sections.${key}.name`),
    ]),
  ),
  is_organization_domain: (t) => t('onboarding.website.domain.use'),
  organization_domain: (t) => t('onboarding.website.domain.label'),
  organization_video: (t) => t('onboarding.website.video.url'),
  is_you_tube_video: (t) => t('onboarding.fieldLabels.is_you_tube_video'),
  second_page_terms: (t) => t('onboarding.fieldLabels.terms'),

  show_domestic_account: (t) => t('onboarding.payments.bank.domestic.show'),
  show_fcra_account: (t) => t('onboarding.payments.bank.fcra.show'),
  ...Object.fromEntries(
    BANK_ACCOUNT_KEYS.flatMap((key: BankAccountKey) => [
      [key, (t: TFunction) => t(`onboarding.payments.bank.domestic.${key}`)],
      [`fcra_${key}`, (t: TFunction) => t(`onboarding.payments.bank.fcra.${key}`)],
    ]),
  ),
  third_page_terms: (t) => t('onboarding.fieldLabels.terms'),
};

/**
 * A field of the wizard by the label the wizard gives it, and a requested document as 'Document:
 * {name}', for the review console and the organization's list of requested fields
 * (docs/product/verification.md#screens).
 */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: string) => {
      const kind = documentKindOfItem(field);
      if (kind) return t('documents.item', { name: t(`documents.kinds.${kind}`) });
      return LABELS[field as WizardField]?.(t as unknown as TFunction) ?? field;
    },
    [t],
  );
}

/** The name of the wizard step that holds `field` (a requested document's: Registration). */
export function useStepName(): (field: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: string) => {
      const step = WIZARD_STEPS[stepOfItem(field)] ?? WIZARD_STEPS[0];
      return t(`onboarding.steps.${step.key}`);
    },
    [t],
  );
}

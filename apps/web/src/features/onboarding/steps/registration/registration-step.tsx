import { isIndiaNgo } from '@givecrowd/shared/organization/registration-rule';
import { Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/get-countries';
import { DocumentsSection } from '@/components/documents/documents-section';
import { useReviewNotes } from '@/features/onboarding/review-request';
import { TermsCheckbox } from '@/features/onboarding/steps/terms-checkbox';
import type { WizardStepProps } from '@/features/onboarding/steps/wizard-step-entry';
import { CountryPicker } from './country-picker';
import { FcraFields } from './fcra-fields';
import { GrantProgramFields } from './grant-program-fields';
import { OrganizationFields } from './organization-fields';
import { SignatoryFields } from './signatory-fields';
import { TaxExemptionFields } from './tax-exemption-fields';

/**
 * Step 0 (Registration): every field, in the order of the rules
 * (docs/product/wizard.md#step-0-registration), then the optional documents, uploaded on their
 * own and never part of the step's rules (docs/product/verification.md#documents).
 */
export function RegistrationStep({ form, slug }: WizardStepProps) {
  const { t } = useTranslation();
  const countryList = useCountries().data;
  const countries = countryList ?? [];
  const requestNotes = useReviewNotes();
  const { values } = form;
  const isNgo = values.organization_type === 'ngo';

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('onboarding.registration.title')}
      </Title>
      <CountryPicker form={form} countries={countries} />
      <OrganizationFields form={form} />
      <Divider my="xs" />
      <SignatoryFields form={form} countries={countryList} />
      {(isNgo || values.is_grant_program) && <Divider my="xs" />}
      {isNgo && <TaxExemptionFields form={form} slug={slug} />}
      {isIndiaNgo(values) && <FcraFields form={form} />}
      <GrantProgramFields form={form} slug={slug} />
      <Divider my="xs" />
      <DocumentsSection slug={slug} requestNotes={requestNotes} />
      <TermsCheckbox form={form} field="first_page_terms" />
    </Stack>
  );
}

import type { Country } from '@givecrowd/shared/catalog/schemas';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { Anchor, Checkbox, Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldId, type RegistrationFormApi } from '../use-registration-form';
import { CountryPicker } from './country-picker';
import { FcraFields } from './fcra-fields';
import { GrantProgramFields } from './grant-program-fields';
import { OrganizationFields } from './organization-fields';
import { SignatoryFields } from './signatory-fields';
import { TaxExemptionFields } from './tax-exemption-fields';

type RegistrationStepProps = {
  formApi: RegistrationFormApi;
  countries: Country[];
  slug: string | null;
};

/** Step 0 (Registration): every field of spec §2 Step 0, in the order of the rules of §5. */
export function RegistrationStep({ formApi, countries, slug }: RegistrationStepProps) {
  const { t } = useTranslation();
  const { form, update, errorOf } = formApi;
  const isNgo = form.organization_type === 'ngo';
  const isIndiaNgo = isNgo && form.country_code === INDIA_COUNTRY_CODE;

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('onboarding.registration.title')}
      </Title>
      <CountryPicker formApi={formApi} countries={countries} />
      <OrganizationFields formApi={formApi} />
      <Divider my="xs" />
      <SignatoryFields formApi={formApi} countries={countries} />
      {(isNgo || form.is_grant_program) && <Divider my="xs" />}
      {isNgo && <TaxExemptionFields formApi={formApi} slug={slug} />}
      {isIndiaNgo && <FcraFields formApi={formApi} />}
      <GrantProgramFields formApi={formApi} />
      <Checkbox
        id={fieldId('first_page_terms')}
        label={
          <>
            {t('onboarding.terms.before')}{' '}
            <Anchor component={Link} to="/terms-of-use" target="_blank" inherit>
              {t('onboarding.terms.link')}
            </Anchor>
          </>
        }
        checked={form.first_page_terms}
        onChange={(event) => update({ first_page_terms: event.currentTarget.checked })}
        error={errorOf('first_page_terms')}
      />
    </Stack>
  );
}

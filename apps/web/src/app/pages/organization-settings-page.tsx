import { isIndiaNgo } from '@givecrowd/shared/organization/registration-rule';
import { BANK_ACCOUNTS } from '@givecrowd/shared/payments/payments-form';
import { Stack } from '@mantine/core';
import { useCountries } from '@/api/get-countries';
import { BankAccountFields } from '@/features/onboarding/steps/payments/bank-account-fields';
import { ProviderAccount } from '@/features/onboarding/steps/payments/provider-account';
import { FcraFields } from '@/features/onboarding/steps/registration/fcra-fields';
import {
  CategoriesField,
  OrganizationContactFields,
} from '@/features/onboarding/steps/registration/organization-fields';
import { SignatoryFields } from '@/features/onboarding/steps/registration/signatory-fields';
import { TaxExemptionFields } from '@/features/onboarding/steps/registration/tax-exemption-fields';
import { WebsiteContentFields } from '@/features/onboarding/steps/website/website-step';
import { type SectionFields, SettingsPage } from '@/features/settings/components/settings-page';

/**
 * The signatory as step 0 asks for them: the stored phone and email count as verified; a new
 * phone is verified with a code again.
 */
function SettingsSignatoryFields({ form }: Parameters<SectionFields>[0]) {
  const stored = form.getInitialValues();
  return (
    <SignatoryFields
      form={form}
      countries={useCountries().data}
      verified={{ phone: stored.organization_admin_phone, email: stored.organization_admin_email }}
      showHeading={false}
    />
  );
}

/**
 * `/organizations/{slug}/settings`: the settings feature, drawn with the wizard's own field
 * components and rules (docs/product/organization-settings.md#the-page), composed here because a
 * feature imports no other feature.
 */
export function OrganizationSettingsRoutePage() {
  return (
    <SettingsPage
      fields={{
        site: ({ form, slug }) => (
          <Stack gap="md">
            <WebsiteContentFields form={form} slug={slug} />
          </Stack>
        ),
        taxExemption: ({ form, slug }) => <TaxExemptionFields form={form} slug={slug} />,
        fcra: ({ form }) => <FcraFields form={form} />,
        signatory: SettingsSignatoryFields,
        contact: ({ form }) => <OrganizationContactFields form={form} />,
        categories: ({ form }) => <CategoriesField form={form} />,
        bankAccounts: ({ form }) => (
          <Stack gap="md">
            {BANK_ACCOUNTS.filter(({ prefix }) => prefix === '' || isIndiaNgo(form.values)).map(
              (account) => (
                <BankAccountFields key={account.show} form={form} account={account} />
              ),
            )}
          </Stack>
        ),
        paymentAccount: ({ form, slug, organization, refresh }) => (
          <ProviderAccount
            form={form}
            slug={slug}
            draft={organization}
            refreshDraft={refresh}
            showHeading={false}
          />
        ),
      }}
    />
  );
}

import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/get-countries';
import { ImageField } from '@/components/image-field/image-field';
import { FcraFields } from '@/features/onboarding/steps/registration/fcra-fields';
import {
  CategoriesField,
  OrganizationContactFields,
} from '@/features/onboarding/steps/registration/organization-fields';
import { SignatoryFields } from '@/features/onboarding/steps/registration/signatory-fields';
import { TaxExemptionFields } from '@/features/onboarding/steps/registration/tax-exemption-fields';
import { DisplayOptions } from '@/features/onboarding/steps/website/display-options';
import { HeaderTitleField } from '@/features/onboarding/steps/website/header-title-field';
import { OwnDomainField } from '@/features/onboarding/steps/website/own-domain-field';
import { StoryField } from '@/features/onboarding/steps/website/story-field';
import { VideoField } from '@/features/onboarding/steps/website/video-field';
import { type SectionFields, SettingsPage } from '@/features/settings/components/settings-page';

/** The site's fields, as the wizard's step 1 draws them, without its terms and preview link. */
const SiteFields: SectionFields = ({ form, slug }) => <WebsiteFields form={form} slug={slug} />;

function WebsiteFields({ form, slug }: Parameters<SectionFields>[0]) {
  const { t } = useTranslation();
  const { values } = form;
  const imageError = (field: 'organization_logo' | 'homepage_header_image') => {
    const error = form.getInputProps(field).error;
    return typeof error === 'string' ? error : null;
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ImageField
          label={t('onboarding.website.logo')}
          purpose="organization-logos"
          showSuggestedSize
          value={values.organization_logo || null}
          onChange={(key) => form.setFieldValue('organization_logo', key ?? '')}
          error={imageError('organization_logo')}
        />
        <ImageField
          label={t('onboarding.website.headerImage')}
          purpose="home-page-header-image"
          showSuggestedSize
          value={values.homepage_header_image || null}
          onChange={(key) => form.setFieldValue('homepage_header_image', key ?? '')}
          error={imageError('homepage_header_image')}
        />
      </SimpleGrid>
      <HeaderTitleField form={form} />
      <StoryField
        form={form}
        field="organization_story"
        kind="organization_story"
        contextField="about_org_context"
        label={t('onboarding.website.story')}
      />
      <StoryField
        form={form}
        field="about_us_description"
        kind="about_us"
        contextField="about_us_context"
        label={t('onboarding.website.aboutUs')}
      />
      <VideoField form={form} />
      <OwnDomainField form={form} slug={slug} />
      <DisplayOptions form={form} />
    </Stack>
  );
}

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
        site: SiteFields,
        taxExemption: ({ form, slug }) => <TaxExemptionFields form={form} slug={slug} />,
        fcra: ({ form }) => <FcraFields form={form} />,
        signatory: SettingsSignatoryFields,
        contact: ({ form }) => <OrganizationContactFields form={form} />,
        categories: ({ form }) => <CategoriesField form={form} />,
      }}
    />
  );
}

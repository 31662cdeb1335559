import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/image-field/image-field';
import { ReviewableArea } from '@/features/onboarding/review-request';
import { TermsCheckbox } from '@/features/onboarding/steps/terms-checkbox';
import type { WizardStepProps } from '@/features/onboarding/steps/wizard-step-entry';
import { fieldId } from '@/features/onboarding/use-wizard-form';
import { DisplayOptions } from './display-options';
import { HeaderTitleField } from './header-title-field';
import { OwnDomainField } from './own-domain-field';
import { DraftSiteAddress, PreviewSiteLink } from './preview-site-link';
import { StoryField } from './story-field';
import { VideoField } from './video-field';

/**
 * Step 1 (Create website): the organization's site, in the order of the rules
 * (docs/product/wizard.md#step-1-create-website).
 */
export function WebsiteStep({ form, slug }: WizardStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('onboarding.website.title')}
        </Title>
        <PreviewSiteLink slug={slug} />
      </Group>
      <DraftSiteAddress slug={slug} />
      <WebsiteContentFields form={form} slug={slug} />
      <TermsCheckbox form={form} field="second_page_terms" />
    </Stack>
  );
}

/**
 * The site's content, in the order of the rules: step 1's fields without its title, address,
 * preview link and terms; an approved organization's settings draw the same
 * (docs/product/organization-settings.md#the-page).
 */
export function WebsiteContentFields({ form, slug }: Pick<WizardStepProps, 'form' | 'slug'>) {
  const { t } = useTranslation();
  const { values } = form;
  const imageError = (field: 'organization_logo' | 'homepage_header_image') => {
    const error = form.getInputProps(field).error;
    return typeof error === 'string' ? error : null;
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ReviewableArea field="organization_logo">
          <div id={`${fieldId('organization_logo')}-group`}>
            <ImageField
              label={t('onboarding.website.logo')}
              purpose="organization-logos"
              showSuggestedSize
              value={values.organization_logo || null}
              onChange={(key) => form.setFieldValue('organization_logo', key ?? '')}
              error={imageError('organization_logo')}
            />
          </div>
        </ReviewableArea>
        <ReviewableArea field="homepage_header_image">
          <div id={`${fieldId('homepage_header_image')}-group`}>
            <ImageField
              label={t('onboarding.website.headerImage')}
              purpose="home-page-header-image"
              showSuggestedSize
              value={values.homepage_header_image || null}
              onChange={(key) => form.setFieldValue('homepage_header_image', key ?? '')}
              error={imageError('homepage_header_image')}
            />
          </div>
        </ReviewableArea>
      </SimpleGrid>
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
      <HeaderTitleField form={form} />
      <ReviewableArea field="organization_video">
        <VideoField form={form} />
      </ReviewableArea>
      <OwnDomainField form={form} slug={slug} />
      <DisplayOptions form={form} />
    </>
  );
}

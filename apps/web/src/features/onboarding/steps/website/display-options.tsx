import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';
import { WebsiteSections } from './website-sections';

const OPTIONS = [
  'display_organization_showpage_analytics',
  'show_default_pages',
  'show_terms_of_use',
  'show_privacy_policy',
  'show_login',
  'show_section',
] as const;

/** What the site shows (docs/product/organization-sites.md#what-a-site-shows). */
export function DisplayOptions({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('onboarding.website.display.legend')} radius="md">
      <Stack gap="sm">
        {OPTIONS.map((option) => (
          <Checkbox
            key={option}
            {...form.getInputProps(option, { type: 'checkbox' })}
            label={t(`onboarding.website.display.${option}`)}
          />
        ))}
        {form.values.show_section && <WebsiteSections form={form} />}
      </Stack>
    </Fieldset>
  );
}

import { EXEMPTION_PERCENTAGES } from '@givecrowd/shared/constants';
import {
  toggleExemptionSection,
  toggleExpiry,
  toggleTaxExemption,
} from '@givecrowd/shared/organization/clear-registration-fields';
import {
  EXEMPTION_SECTIONS,
  type RegistrationForm,
} from '@givecrowd/shared/organization/registration-form';
import { isIndia } from '@givecrowd/shared/organization/registration-rule';
import {
  Checkbox,
  Fieldset,
  Group,
  Input,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/image-field/image-field';
import { ReviewableArea } from '@/features/onboarding/review-request';
import { applyChange, fieldId, type WizardForm } from '@/features/onboarding/use-wizard-form';
import { localToday } from '@/lib/local-today';
import { ReceiptNumberField } from './receipt-number-field';

type TaxExemptionFieldsProps = { form: WizardForm; slug: string | null };

/**
 * India NGOs give sections, percentage and an optional expiry; other NGOs give the registration
 * date, prefix and expiry date (docs/product/wizard.md#step-0-registration). The checkboxes clear
 * as the clearing rules say. The certificate rule names the 80G
 * number: while that input is hidden (80G unchecked), the sections' group shows the message.
 */
export function TaxExemptionFields({ form, slug }: TaxExemptionFieldsProps) {
  const { t } = useTranslation();
  const { values } = form;
  const isInIndia = isIndia(values);
  const today = localToday();
  const signatureError = form.getInputProps('organization_digital_signature').error;
  const certificateError = form.getInputProps('organization_80g_number').error;
  const sectionsMessage =
    !values.organization_80g_check && typeof certificateError === 'string'
      ? certificateError
      : undefined;
  const sectionsErrorId = `${fieldId('organization_80g_number')}-group-error`;

  return (
    <Stack gap="sm">
      <Checkbox
        {...form.getInputProps('organization_is_tax_exemption', { type: 'checkbox' })}
        label={t('onboarding.tax.label')}
        onChange={() => applyChange(form, toggleTaxExemption)}
      />
      {values.organization_is_tax_exemption && (
        <Fieldset legend={t('onboarding.tax.legend')} radius="md">
          <Stack gap="md">
            {isInIndia && (
              <Stack
                gap="xs"
                id={`${fieldId('organization_80g_number')}-group`}
                role="group"
                aria-label={t('onboarding.tax.sections')}
                aria-invalid={sectionsMessage ? true : undefined}
                aria-describedby={sectionsMessage ? sectionsErrorId : undefined}
              >
                {EXEMPTION_SECTIONS.map((section) => (
                  <SimpleGrid key={section.key} cols={{ base: 1, xs: 2 }} spacing="xs">
                    <Checkbox
                      {...form.getInputProps(section.check, { type: 'checkbox' })}
                      label={section.label}
                      onChange={() =>
                        applyChange(form, (current) => toggleExemptionSection(current, section.key))
                      }
                      mt={{ xs: 8 }}
                    />
                    {values[section.check] && (
                      <TextInput
                        {...form.getInputProps(section.number)}
                        label={t('onboarding.tax.sectionNumber', { section: section.label })}
                        required
                      />
                    )}
                  </SimpleGrid>
                ))}
                {sectionsMessage && (
                  <Input.Error id={sectionsErrorId}>{sectionsMessage}</Input.Error>
                )}
              </Stack>
            )}
            <ReceiptNumberField form={form} slug={slug} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.getInputProps('organization_registered_at')}
                type="date"
                label={t('onboarding.tax.registeredAt')}
                required
                max={today}
              />
              {isInIndia && (
                <Radio.Group
                  {...form.getInputProps('organization_exemption_percentage')}
                  label={t('onboarding.tax.percentage')}
                  required
                  onChange={(value) =>
                    form.setFieldValue(
                      'organization_exemption_percentage',
                      value as RegistrationForm['organization_exemption_percentage'],
                    )
                  }
                >
                  <Group mt={10}>
                    {EXEMPTION_PERCENTAGES.map((percentage) => (
                      <Radio key={percentage} value={percentage} label={percentage} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            </SimpleGrid>
            {isInIndia && (
              <Checkbox
                {...form.getInputProps('organization_has_expire_date', { type: 'checkbox' })}
                label={t('onboarding.tax.hasExpiry')}
                onChange={() => applyChange(form, toggleExpiry)}
              />
            )}
            {(!isInIndia || values.organization_has_expire_date) && (
              <TextInput
                {...form.getInputProps('organization_expire_at')}
                type="date"
                label={t('onboarding.tax.expireAt')}
                required
                min={today}
              />
            )}
            <ReviewableArea field="organization_digital_signature">
              <ImageField
                label={t('onboarding.tax.signature')}
                purpose="organization_digital_signature"
                value={values.organization_digital_signature || null}
                onChange={(key) => form.setFieldValue('organization_digital_signature', key ?? '')}
                error={typeof signatureError === 'string' ? signatureError : null}
              />
            </ReviewableArea>
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}

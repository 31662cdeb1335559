import { EXEMPTION_PERCENTAGES } from '@givecrowd/shared/constants';
import {
  toggleExemptionSection,
  toggleExpiry,
  toggleTaxExemption,
} from '@givecrowd/shared/organization/clear-registration-fields';
import {
  EXEMPTION_SECTIONS,
  INDIA_COUNTRY_CODE,
} from '@givecrowd/shared/organization/registration-form';
import { Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../components/image-field/image-field';
import { fieldId, localToday, type RegistrationFormApi } from '../use-registration-form';
import { ReceiptNumberField } from './receipt-number-field';

type TaxExemptionFieldsProps = { formApi: RegistrationFormApi; slug: string | null };

/**
 * Spec §3 Tax exemption and §5: India NGOs give sections, percentage and an optional expiry;
 * other NGOs give the registration date, prefix and expiry date. Toggles clear as §4 says.
 */
export function TaxExemptionFields({ formApi, slug }: TaxExemptionFieldsProps) {
  const { t } = useTranslation();
  const { form, change, update, errorOf } = formApi;
  const isIndia = form.country_code === INDIA_COUNTRY_CODE;
  const today = localToday();

  return (
    <Stack gap="sm">
      <Checkbox
        id={fieldId('organization_is_tax_exemption')}
        label={t('onboarding.tax.label')}
        checked={form.organization_is_tax_exemption}
        onChange={() => change(toggleTaxExemption)}
      />
      {form.organization_is_tax_exemption && (
        <Fieldset legend={t('onboarding.tax.legend')} radius="md">
          <Stack gap="md">
            {isIndia && (
              <Stack gap="xs" id={`${fieldId('organization_80g_number')}-group`}>
                {EXEMPTION_SECTIONS.map((section) => (
                  <SimpleGrid key={section.key} cols={{ base: 1, xs: 2 }} spacing="xs">
                    <Checkbox
                      id={fieldId(section.check)}
                      label={section.label}
                      checked={form[section.check]}
                      onChange={() =>
                        change((current) => toggleExemptionSection(current, section.key))
                      }
                      mt={{ xs: 8 }}
                    />
                    {form[section.check] && (
                      <TextInput
                        id={fieldId(section.number)}
                        label={t('onboarding.tax.sectionNumber', { section: section.label })}
                        required
                        value={form[section.number]}
                        onChange={(event) =>
                          update({ [section.number]: event.currentTarget.value })
                        }
                        error={errorOf(section.number)}
                      />
                    )}
                  </SimpleGrid>
                ))}
              </Stack>
            )}
            <ReceiptNumberField formApi={formApi} slug={slug} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                id={fieldId('organization_registered_at')}
                type="date"
                label={t('onboarding.tax.registeredAt')}
                required
                max={today}
                value={form.organization_registered_at}
                onChange={(event) =>
                  update({ organization_registered_at: event.currentTarget.value })
                }
                error={errorOf('organization_registered_at')}
              />
              {isIndia && (
                <Radio.Group
                  id={fieldId('organization_exemption_percentage')}
                  label={t('onboarding.tax.percentage')}
                  required
                  value={form.organization_exemption_percentage}
                  onChange={(value) =>
                    update({
                      organization_exemption_percentage:
                        value as (typeof EXEMPTION_PERCENTAGES)[number],
                    })
                  }
                  error={errorOf('organization_exemption_percentage')}
                >
                  <Group mt={10}>
                    {EXEMPTION_PERCENTAGES.map((percentage) => (
                      <Radio key={percentage} value={percentage} label={percentage} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            </SimpleGrid>
            {isIndia && (
              <Checkbox
                id={fieldId('organization_has_expire_date')}
                label={t('onboarding.tax.hasExpiry')}
                checked={form.organization_has_expire_date}
                onChange={() => change(toggleExpiry)}
              />
            )}
            {(!isIndia || form.organization_has_expire_date) && (
              <TextInput
                id={fieldId('organization_expire_at')}
                type="date"
                label={t('onboarding.tax.expireAt')}
                required
                min={today}
                value={form.organization_expire_at}
                onChange={(event) => update({ organization_expire_at: event.currentTarget.value })}
                error={errorOf('organization_expire_at')}
              />
            )}
            <ImageField
              label={t('onboarding.tax.signature')}
              purpose="organization_digital_signature"
              value={form.organization_digital_signature || null}
              onChange={(key) => update({ organization_digital_signature: key ?? '' })}
              error={(() => {
                const error = errorOf('organization_digital_signature');
                return typeof error === 'string' ? error : null;
              })()}
            />
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}

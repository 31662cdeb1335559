import { FCRA_NUMBER_DIGITS } from '@givecrowd/shared/constants';
import { toggleFcra } from '@givecrowd/shared/organization/clear-registration-fields';
import { fcraExpiresOn } from '@givecrowd/shared/organization/fcra-validity';
import { EXPIRY_REMINDER_DAYS } from '@givecrowd/shared/review/review-api';
import { Alert, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyChange, type WizardForm } from '@/features/onboarding/use-wizard-form';
import { localToday } from '@/lib/local-today';

/** From the expiry watch's first reminder on, the registration's end is pointed out. */
const SOON_DAYS = Math.max(...EXPIRY_REMINDER_DAYS);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the registration date means for the registration's five years
 * (docs/product/wizard.md#step-0-registration): lapsed unless renewed, or lapsing soon. A word
 * under the date as it is entered, never a refusal: a renewal keeps the first date on some
 * certificates.
 */
function FcraValidityNote({ registrationDate }: { registrationDate: string }) {
  const { t, i18n } = useTranslation();
  const expiresOn = fcraExpiresOn(registrationDate);
  if (!expiresOn) return null;
  const today = localToday();
  const daysLeft = (Date.parse(expiresOn) - Date.parse(today)) / DAY_MS;
  if (daysLeft > SOON_DAYS) return null;
  const date = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${expiresOn}T00:00:00Z`));
  return (
    <Alert color="orange.9" variant="light" role="status">
      {t(daysLeft <= 0 ? 'onboarding.fcra.lapsed' : 'onboarding.fcra.lapsing', { date })}
    </Alert>
  );
}

/** FCRA (India NGOs): a check, the 9-digit number and the registration date. */
export function FcraFields({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Checkbox
        {...form.getInputProps('organization_fcra_check', { type: 'checkbox' })}
        label={t('onboarding.fcra.label')}
        onChange={() => applyChange(form, toggleFcra)}
      />
      {form.values.organization_fcra_check && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('organization_fcra_number')}
            label={t('onboarding.fcra.number')}
            required
            inputMode="numeric"
            maxLength={FCRA_NUMBER_DIGITS}
            onChange={(event) =>
              form.setFieldValue(
                'organization_fcra_number',
                event.currentTarget.value.replace(/\D/g, ''),
              )
            }
          />
          <TextInput
            {...form.getInputProps('organization_fcra_registration_date')}
            type="date"
            label={t('onboarding.fcra.date')}
            required
            max={localToday()}
          />
        </SimpleGrid>
      )}
      {form.values.organization_fcra_check && (
        <FcraValidityNote registrationDate={form.values.organization_fcra_registration_date} />
      )}
    </Stack>
  );
}

import type { Country } from '@givecrowd/shared/catalog/catalog-api';
import { PERSON_NAME_INPUT_LIMIT } from '@givecrowd/shared/constants';
import { isEmail } from '@givecrowd/shared/organization/formats';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '@/components/error-banner';
import { useSendAdminPhoneCode } from '@/features/onboarding/api/admin-phone-code';
import { useFieldReview } from '@/features/onboarding/review-request';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';
import { isAdminVerifiedFor, markAdminVerified } from '@/features/onboarding/wizard-storage';
import { PhoneField } from './organization-fields';
import { type PhoneClaim, PhoneCodeDialog } from './phone-code-dialog';
import { signatoryPhone } from './signatory-phone';

/** Longer than the dialog's closing transition, so its text and ours never show together. */
const AFTER_DIALOG_MS = 300;

/** `countries` is undefined while the catalog loads: the phone cannot be read before it arrives. */
type SignatoryFieldsProps = { form: WizardForm; countries: Country[] | undefined };

/**
 * The signatory, and the one-time-code check of their phone
 * (docs/product/wizard.md#step-0-registration).
 */
export function SignatoryFields({ form, countries }: SignatoryFieldsProps) {
  const { t } = useTranslation();
  const { values } = form;
  const [claim, setClaim] = useState<PhoneClaim | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [, setVerifiedAt] = useState(0);
  const sendCode = useSendAdminPhoneCode();

  const phone = signatoryPhone(values, countries ?? []);
  const email = values.organization_admin_email.trim().toLowerCase();
  // A phone a reviewer's request leaves as submitted was verified then (docs/product/verification.md).
  const phoneReview = useFieldReview('organization_admin_phone');
  const emailReview = useFieldReview('organization_admin_email');
  const isPhoneAsSubmitted = phoneReview.isLocked && emailReview.isLocked;
  const isVerified = claim === null && (isPhoneAsSubmitted || isAdminVerifiedFor(phone, email));

  const requestCode = () => {
    if (!values.country_code) return showError(M.countryRequired);
    if (!email) return showError(M.adminEmailRequired);
    if (!isEmail(email)) return showError(M.adminEmailInvalid);
    if (!values.organization_admin_phone.trim()) return showError(M.adminPhoneRequired);
    if (!phone) return showError(M.adminPhoneInvalid);
    sendCode.mutate(
      { phone, email },
      {
        onSuccess: () => {
          setClaim({ phone, email });
          setDialogOpen(true);
        },
      },
    );
  };
  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    setTimeout(() => setClaim(null), AFTER_DIALOG_MS);
  }, []);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {t('onboarding.signatory.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('onboarding.signatory.hint')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...form.getInputProps('organization_admin_name')}
          label={t('onboarding.signatory.name')}
          required
          autoComplete="name"
          maxLength={PERSON_NAME_INPUT_LIMIT}
        />
        <TextInput
          {...form.getInputProps('organization_admin_email')}
          type="email"
          label={t('onboarding.signatory.email')}
          required
        />
        <TextInput
          {...form.getInputProps('organization_admin_designation')}
          label={t('onboarding.signatory.designation')}
          maxLength={PERSON_NAME_INPUT_LIMIT}
        />
        <Stack gap={6}>
          <PhoneField
            form={form}
            field="organization_admin_phone"
            label={t('onboarding.signatory.phone')}
            required
          />
          {isVerified ? (
            <Group gap={6} c="teal">
              <IconCircleCheck size={18} aria-hidden />
              <Text size="sm" fw={500}>
                {t('onboarding.signatory.verified')}
              </Text>
            </Group>
          ) : (
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              loading={sendCode.isPending || countries === undefined}
              onClick={requestCode}
            >
              {t('onboarding.signatory.verify')}
            </Button>
          )}
        </Stack>
      </SimpleGrid>
      {claim && (
        <PhoneCodeDialog
          claim={claim}
          opened={isDialogOpen}
          onClose={closeDialog}
          onVerified={() => {
            markAdminVerified(claim.phone, claim.email);
            form.clearFieldError('organization_admin_phone');
            setVerifiedAt(Date.now());
          }}
        />
      )}
    </Stack>
  );
}

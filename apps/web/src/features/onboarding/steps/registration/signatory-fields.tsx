import { AUTH_MESSAGES } from '@givecrowd/shared/auth/messages';
import type { Country } from '@givecrowd/shared/catalog/catalog-api';
import { OTP_RESEND_SECONDS, PERSON_NAME_INPUT_LIMIT } from '@givecrowd/shared/constants';
import { isEmail } from '@givecrowd/shared/organization/formats';
import { REGISTRATION_MESSAGES as M } from '@givecrowd/shared/organization/messages';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '@/components/error-banner';
import { useSendAdminPhoneCode } from '@/features/onboarding/api/admin-phone-code';
import { useFieldReview } from '@/features/onboarding/review-request';
import type { WizardForm } from '@/features/onboarding/use-wizard-form';
import { isAdminVerifiedFor, markAdminVerified } from '@/features/onboarding/wizard-storage';
import { ApiError } from '@/lib/api-client';
import { PhoneField } from './organization-fields';
import { type PhoneClaim, PhoneCodeDialog } from './phone-code-dialog';
import {
  clearPendingPhoneCode,
  type PendingPhoneCode,
  readPendingPhoneCode,
  storePendingPhoneCode,
} from './phone-code-storage';
import { signatoryPhone } from './signatory-phone';

/** Longer than the dialog's closing transition, so its text and ours never show together. */
const AFTER_DIALOG_MS = 300;

const RESEND_MS = OTP_RESEND_SECONDS * 1000;

/** A refusal because a code went to this phone moments ago: that code still works. */
const isResendWait = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 429 &&
  error.message === AUTH_MESSAGES.codeResendWait;

type SignatoryFieldsProps = {
  form: WizardForm;
  /** Undefined while the catalog loads: the phone cannot be read before it arrives. */
  countries: Country[] | undefined;
  /** The phone and email already verified (an approved organization's, in its settings). */
  verified?: { phone: string; email: string };
  /** Off where the page names the section already. */
  showHeading?: boolean;
};

/**
 * The signatory, and the one-time-code check of their phone
 * (docs/product/wizard.md#step-0-registration).
 */
export function SignatoryFields({
  form,
  countries,
  verified,
  showHeading = true,
}: SignatoryFieldsProps) {
  const { t } = useTranslation();
  const { values } = form;
  // A reload during the code dialog opens it again, for the code already sent.
  const [reopened] = useState(() => {
    const pending = readPendingPhoneCode();
    return pending?.isOpen ? pending : null;
  });
  const [claim, setClaim] = useState<PhoneClaim | null>(reopened);
  const [isDialogOpen, setDialogOpen] = useState(reopened !== null);
  const [resendAt, setResendAt] = useState(() => (reopened?.sentAt ?? 0) + RESEND_MS);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [, setVerifiedAt] = useState(0);
  const [isReturningFocus, setReturningFocus] = useState(false);
  const verifyButton = useRef<HTMLButtonElement>(null);
  const verifiedStatus = useRef<HTMLDivElement>(null);
  const sendCode = useSendAdminPhoneCode({ errorBanner: false });

  const phone = signatoryPhone(values, countries ?? []);
  const email = values.organization_admin_email.trim().toLowerCase();
  // A phone a reviewer's request leaves as submitted was verified then (docs/product/verification.md).
  const phoneReview = useFieldReview('organization_admin_phone');
  const emailReview = useFieldReview('organization_admin_email');
  const isPhoneAsSubmitted = phoneReview.isLocked && emailReview.isLocked;
  const isStoredPair =
    verified !== undefined &&
    phone === verified.phone &&
    email === verified.email.trim().toLowerCase();
  const isVerified =
    claim === null && (isPhoneAsSubmitted || isStoredPair || isAdminVerifiedFor(phone, email));

  const requestCode = () => {
    if (!values.country_code) return showError(M.countryRequired);
    if (!email) return showError(M.adminEmailRequired);
    if (!isEmail(email)) return showError(M.adminEmailInvalid);
    if (!values.organization_admin_phone.trim()) return showError(M.adminPhoneRequired);
    if (!phone) return showError(M.adminPhoneInvalid);
    const open = (pending: PendingPhoneCode, shownNotice?: string) => {
      storePendingPhoneCode(pending);
      setClaim({ phone, email });
      setResendAt(pending.sentAt + RESEND_MS);
      setNotice(shownNotice);
      setDialogOpen(true);
    };
    sendCode.mutate(
      { phone, email },
      {
        onSuccess: () => open({ phone, email, sentAt: Date.now(), isOpen: true }),
        onError: (error) => {
          if (!isResendWait(error)) return showError(error.message);
          // The code sent moments ago still works: open the dialog to type it, not a dead end.
          const earlier = readPendingPhoneCode();
          const isSame = earlier?.phone === phone && earlier.email === email;
          const sentAt = isSame ? earlier.sentAt : Date.now();
          open({ phone, email, sentAt, isOpen: true }, AUTH_MESSAGES.codeAlreadySent);
        },
      },
    );
  };
  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    const pending = readPendingPhoneCode();
    if (pending) storePendingPhoneCode({ ...pending, isOpen: false });
    setTimeout(() => {
      setClaim(null);
      setReturningFocus(true);
    }, AFTER_DIALOG_MS);
  }, []);

  // Once the dialog has gone, the focus goes back to the phone's verification: the status when
  // verified (the button has gone), else the button.
  useEffect(() => {
    if (!isReturningFocus) return;
    setReturningFocus(false);
    (verifiedStatus.current ?? verifyButton.current)?.focus();
  }, [isReturningFocus]);

  return (
    <Stack gap="md">
      {showHeading && (
        <div>
          <Title order={2} size="h4">
            {t('onboarding.signatory.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('onboarding.signatory.hint')}
          </Text>
        </div>
      )}
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
            <Group gap={6} c="teal" ref={verifiedStatus} tabIndex={-1}>
              <IconCircleCheck size={18} aria-hidden />
              <Text size="sm" fw={500}>
                {t('onboarding.signatory.verified')}
              </Text>
            </Group>
          ) : (
            <Button
              ref={verifyButton}
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
          resendAt={resendAt}
          notice={notice}
          onClose={closeDialog}
          onResent={() => {
            setNotice(undefined);
            storePendingPhoneCode({ ...claim, sentAt: Date.now(), isOpen: true });
          }}
          onVerified={() => {
            clearPendingPhoneCode();
            markAdminVerified(claim.phone, claim.email);
            form.clearFieldError('organization_admin_phone');
            setVerifiedAt(Date.now());
          }}
        />
      )}
    </Stack>
  );
}

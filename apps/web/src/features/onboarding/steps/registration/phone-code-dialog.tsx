import { OTP_DIALOG_CLOSE_MS, OTP_LENGTH, OTP_RESEND_SECONDS } from '@givecrowd/shared/constants';
import { formatPhone } from '@givecrowd/shared/phone/phone-number';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/components/one-time-code/code-input';
import { ResendCountdown } from '@/components/one-time-code/resend-countdown';
import {
  useSendAdminPhoneCode,
  useVerifyAdminPhoneCode,
} from '@/features/onboarding/api/admin-phone-code';
import { useInertPage } from '@/features/onboarding/use-inert-page';
import { useCountdown } from '@/hooks/use-countdown';
import { useMessage } from '@/lib/use-message';

export type PhoneClaim = { phone: string; email: string };

type PhoneCodeDialogProps = {
  claim: PhoneClaim;
  opened: boolean;
  /** When a new code may be asked for (ms since the epoch): 60 s after the last one was sent. */
  resendAt: number;
  /** Why the dialog opened without sending a code (one sent moments ago still works). */
  notice?: string | undefined;
  onClose: () => void;
  onResent: () => void;
  onVerified: () => void;
};

/**
 * The 4-box code for the signatory phone, a 60 s resend countdown, and on success the server's
 * message, then the dialog closes after 2 s (docs/product/wizard.md#step-0-registration). It
 * opens with the focus in the first box; the caller puts the focus back when it closes.
 */
export function PhoneCodeDialog({
  claim,
  opened,
  resendAt,
  notice,
  onClose,
  onResent,
  onVerified,
}: PhoneCodeDialogProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [code, setCode] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { left, restart } = useCountdown(
    OTP_RESEND_SECONDS,
    Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)),
  );
  const verify = useVerifyAdminPhoneCode();
  const resend = useSendAdminPhoneCode();
  useInertPage(opened);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onClose, OTP_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  const submit = () => {
    setFailure(null);
    verify.mutate(
      { ...claim, otp: code.toUpperCase() },
      {
        onSuccess: (answer) => {
          setSuccess(answer.message);
          onVerified();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('onboarding.phoneDialog.title')}
      centered
      returnFocus={false}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === OTP_LENGTH && !success) submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">
            {t('onboarding.phoneDialog.body', { phone: formatPhone(claim.phone) })}
          </Text>
          {notice && !success && (
            <Text size="sm" role="status">
              {translate(notice)}
            </Text>
          )}
          <CodeInput
            value={code}
            onChange={setCode}
            hasError={failure !== null}
            disabled={success !== null}
          />
          {failure && (
            <Text c="red" size="sm" role="alert">
              {t('onboarding.phoneDialog.failed')}. {translate(failure)}
            </Text>
          )}
          {success && (
            <Text c="teal" size="sm" role="status">
              {translate(success)}
            </Text>
          )}
          <Button
            type="submit"
            loading={verify.isPending}
            disabled={code.length !== OTP_LENGTH || success !== null}
            fullWidth
          >
            {t('onboarding.phoneDialog.submit')}
          </Button>
          {!success && (
            <Group justify="center">
              <ResendCountdown
                secondsLeft={left}
                isResending={resend.isPending}
                onResend={() =>
                  resend.mutate(claim, {
                    onSuccess: () => {
                      setCode('');
                      setFailure(null);
                      restart();
                      onResent();
                    },
                  })
                }
              />
            </Group>
          )}
        </Stack>
      </form>
    </Modal>
  );
}

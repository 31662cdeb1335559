import { OTP_RESEND_SECONDS } from '@givecrowd/shared/constants';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/components/one-time-code/code-input';
import { ResendCountdown } from '@/components/one-time-code/resend-countdown';
import { useSendHandoffCode } from '@/features/agreement/api/send-handoff-code';
import { useCountdown } from '@/hooks/use-countdown';

type HandoffCodeProps = {
  token: string;
  /** The verified admin phone, masked by the server. */
  phoneHint: string;
  code: string;
  onCodeChange: (code: string) => void;
  hasError: boolean;
};

/** 'Send code' to the organization's verified admin phone, then the 4-box code and its resend. */
export function HandoffCode({ token, phoneHint, code, onCodeChange, hasError }: HandoffCodeProps) {
  const { t } = useTranslation();
  const send = useSendHandoffCode();
  const { left, restart } = useCountdown(OTP_RESEND_SECONDS);
  const sendCode = () =>
    send.mutate(token, {
      onSuccess: () => {
        onCodeChange('');
        restart();
      },
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2} size="h4">
        {t('agreement.signPage.codeTitle')}
      </Title>
      {send.isSuccess ? (
        <>
          <Text size="sm" aria-live="polite">
            {t('agreement.signPage.codeSent', { phone: phoneHint })}
          </Text>
          <CodeInput value={code} onChange={onCodeChange} hasError={hasError} />
          <ResendCountdown secondsLeft={left} isResending={send.isPending} onResend={sendCode} />
        </>
      ) : (
        <>
          <Text size="sm">{t('agreement.signPage.codeHint', { phone: phoneHint })}</Text>
          <Button
            variant="light"
            leftSection={<IconMessage2 size={18} aria-hidden />}
            loading={send.isPending}
            onClick={sendCode}
          >
            {t('agreement.signPage.sendCode')}
          </Button>
        </>
      )}
    </Stack>
  );
}

import { isCodeFormat } from '@givecrowd/shared/auth/code';
import { OTP_RESEND_SECONDS } from '@givecrowd/shared/constants';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/components/one-time-code/code-input';
import { ResendCountdown } from '@/components/one-time-code/resend-countdown';
import { useCountdown } from '@/hooks/use-countdown';
import { useMessage } from '@/lib/use-message';
import { AuthCard } from './auth-card';

type CodeStepProps = {
  email: string;
  /** Why the code is asked for, when the server said so (a message of shared). */
  notice?: string | undefined;
  /** When a new code may be asked for (ms since the epoch), e.g. kept across a reload. */
  resendAt: number;
  isPending: boolean;
  isResending: boolean;
  onSubmit: (code: string) => void;
  /** Resolves true when a new code was sent, which restarts the countdown. */
  onResend: () => Promise<boolean>;
  onChangeEmail: () => void;
  onUsePassword: () => void;
};

/** The 4-box code input with the 60 s resend countdown (docs/product/accounts.md#sign-up). */
export function CodeStep({
  email,
  notice,
  resendAt,
  isPending,
  isResending,
  onSubmit,
  onResend,
  onChangeEmail,
  onUsePassword,
}: CodeStepProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [code, setCode] = useState('');
  const { left, restart } = useCountdown(
    OTP_RESEND_SECONDS,
    Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)),
  );
  const isComplete = isCodeFormat(code);

  const resend = async () => {
    if (await onResend()) {
      setCode('');
      restart();
    }
  };

  return (
    <AuthCard greeting={t('auth.code.greeting')} body={t('auth.code.body', { email })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isComplete) onSubmit(code.toUpperCase());
        }}
        noValidate
      >
        <Stack gap="md">
          {notice ? (
            <Alert color="yellow" role="status">
              {translate(notice)}
            </Alert>
          ) : null}
          <CodeInput value={code} onChange={setCode} description={t('auth.code.hint')} />
          <Button type="submit" loading={isPending} disabled={!isComplete} fullWidth>
            {t('auth.code.submit')}
          </Button>
          <Group justify="space-between">
            <ResendCountdown secondsLeft={left} isResending={isResending} onResend={resend} />
            <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
              {t('auth.changeEmail')}
            </Anchor>
          </Group>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" onClick={onUsePassword}>
              {t('auth.code.usePassword')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

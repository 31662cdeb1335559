import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ResendCountdownProps = {
  secondsLeft: number;
  isResending: boolean;
  onResend: () => void;
};

/**
 * 'Resend code in N s' while the wait runs (60 s, docs/product/accounts.md#one-time-codes), then
 * the resend link.
 */
export function ResendCountdown({ secondsLeft, isResending, onResend }: ResendCountdownProps) {
  const { t } = useTranslation();
  if (secondsLeft > 0) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('code.resendIn', { seconds: secondsLeft })}
      </Text>
    );
  }
  return (
    <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={isResending}>
      {t('code.resend')}
    </Anchor>
  );
}

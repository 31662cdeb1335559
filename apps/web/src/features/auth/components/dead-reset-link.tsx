import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { latestKnownEmail } from '@/features/auth/known-emails';
import { useMessage } from '@/lib/use-message';
import { AuthCard } from './auth-card';
import { SendResetLinkForm } from './send-reset-link-form';

/**
 * A reset link that no longer works, said in place with a way to send a new one right here
 * (docs/product/accounts.md#passwords). The email starts as the last one that signed in on this
 * device.
 */
export function DeadResetLink({ message }: { message: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  return (
    <AuthCard greeting={t('auth.reset.askAgain')}>
      <Alert color="red" role="alert">
        {translate(message)}
      </Alert>
      <SendResetLinkForm
        initialEmail={latestKnownEmail() ?? ''}
        submitLabel={t('auth.reset.sendNewLink')}
        intro={<Text c="dimmed">{t('auth.reset.newLinkBody')}</Text>}
      />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/login">
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

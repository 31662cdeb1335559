import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card';
import { useMessagePopup } from './message-popup';
import { SendResetLinkForm } from './send-reset-link-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const [searchParams] = useSearchParams();
  const { popup, showPopup } = useMessagePopup();
  const [isSent, setSent] = useState(false);

  return (
    <AuthCard greeting={t('auth.forgot.title')} body={isSent ? undefined : t('auth.forgot.body')}>
      <SendResetLinkForm
        initialEmail={searchParams.get('email') ?? ''}
        submitLabel={t('auth.forgot.submit')}
        onSent={() => setSent(true)}
        onError={(error) =>
          showPopup({ title: t('auth.popup.errorTitle'), message: error.message })
        }
      />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/login">
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
      {popup}
    </AuthCard>
  );
}

import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { useMessage } from '@/lib/use-message';
import { AuthCard } from './auth-card';
import { useMessagePopup } from './message-popup';

/** Opened from the verification email: verifies once, then says so. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  useDocumentTitle(t('auth.verifyEmail.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useVerifyEmail();
  const { popup, showPopup } = useMessagePopup();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    verify
      .mutateAsync({ token })
      .catch((error: Error) =>
        showPopup({ title: t('auth.popup.errorTitle'), message: error.message }),
      );
  }, [token, verify, showPopup, t]);

  return (
    <AuthCard greeting={t('auth.verifyEmail.title')}>
      {verify.isPending ? <Loader aria-label={t('auth.verifyEmail.checking')} /> : null}
      {verify.isSuccess ? (
        <Alert color="green" role="status">
          {translate(verify.data.message)}
        </Alert>
      ) : null}
      {verify.isError || !token ? (
        <Alert color="red" role="alert">
          {token ? translate(verify.error?.message ?? '') : t('auth.verifyEmail.missingToken')}
        </Alert>
      ) : null}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/login">
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
      {popup}
    </AuthCard>
  );
}

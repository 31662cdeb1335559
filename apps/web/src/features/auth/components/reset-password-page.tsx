import { passwordSchema } from '@givecrowd/shared/auth/auth-api';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from './auth-card';
import { useMessagePopup } from './message-popup';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const { popup, showPopup } = useMessagePopup();
  const schema = z
    .object({ password: passwordSchema, confirm: z.string() })
    .refine((values) => values.password === values.confirm, {
      message: t('auth.reset.mismatch'),
      path: ['confirm'],
    });
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      showPopup({ title: t('auth.popup.errorTitle'), message: (error as Error).message });
    }
  });

  if (!token) {
    return (
      <AuthCard greeting={t('auth.reset.title')}>
        <Alert color="red" role="alert">
          {t('auth.reset.missingToken')}
        </Alert>
        <Anchor component={Link} to="/auth/forgot-password">
          {t('auth.reset.askAgain')}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard greeting={t('auth.reset.title')}>
      {reset.isSuccess ? (
        <Alert color="green" role="status">
          {t('auth.reset.done')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('auth.reset.password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('auth.reset.confirm')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirm')}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/login">
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
      {popup}
    </AuthCard>
  );
}

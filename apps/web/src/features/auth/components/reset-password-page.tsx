import { passwordSchema } from '@givecrowd/shared/auth/auth-api';
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useResetLinkCheck } from '@/features/auth/api/check-reset-link';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { useTranslatedInputErrors } from '@/lib/use-message';
import { AuthCard } from './auth-card';
import { DeadResetLink } from './dead-reset-link';
import { useMessagePopup } from './message-popup';

/**
 * /auth/reset-password?token=…: the link is checked when the page opens, so a dead one is said
 * at once, in place, with a way to ask for a new one (docs/product/accounts.md#passwords).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useResetLinkCheck(token);

  if (!token) return <DeadResetLink message={t('auth.reset.missingToken')} />;
  if (check.isError) return <DeadResetLink message={check.error.message} />;
  if (check.isPending) {
    return (
      <AuthCard greeting={t('auth.reset.title')}>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('auth.reset.checking')}</Text>
        </Group>
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} onFailure={async () => (await check.refetch()).isError} />;
}

type NewPasswordFormProps = {
  token: string;
  /** Checks the link again after a failed reset; resolves true when it died (the page says so). */
  onFailure: () => Promise<boolean>;
};

function NewPasswordForm({ token, onFailure }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const { popup, showPopup } = useMessagePopup();
  const schema = z
    .object({ password: passwordSchema, confirm: z.string() })
    .refine((values) => values.password === values.confirm, {
      message: t('auth.reset.mismatch'),
      path: ['confirm'],
    });
  const translatedErrors = useTranslatedInputErrors();
  const form = useForm({
    enhanceGetInputProps: translatedErrors,
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      if (await onFailure()) return;
      showPopup({ title: t('auth.popup.errorTitle'), message: (error as Error).message });
    }
  });

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

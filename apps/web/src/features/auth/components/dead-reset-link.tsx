import { emailRequestSchema } from '@givecrowd/shared/auth/auth-api';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { latestKnownEmail } from '@/features/auth/known-emails';
import { useMessage, useTranslatedInputErrors } from '@/lib/use-message';
import { AuthCard } from './auth-card';

/**
 * A reset link that no longer works, said in place with a way to send a new one right here
 * (docs/product/accounts.md#passwords). The email starts as the last one that signed in on this
 * device.
 */
export function DeadResetLink({ message }: { message: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const forgot = useForgotPassword();
  const translatedErrors = useTranslatedInputErrors();
  const form = useForm({
    enhanceGetInputProps: translatedErrors,
    initialValues: { email: latestKnownEmail() ?? '' },
    validate: schemaResolver(emailRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit(async ({ email }) => {
    await forgot.mutateAsync({ email }).catch(() => undefined);
  });

  return (
    <AuthCard greeting={t('auth.reset.askAgain')}>
      <Alert color="red" role="alert">
        {translate(message)}
      </Alert>
      {forgot.isSuccess ? (
        <Alert color="green" role="status" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sentBody')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('auth.reset.newLinkBody')}</Text>
            {forgot.isError ? (
              <Alert color="red" role="alert">
                {translate(forgot.error.message)}
              </Alert>
            ) : null}
            <TextInput
              label={t('auth.email.label')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('auth.reset.sendNewLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/login">
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

import { emailRequestSchema } from '@givecrowd/shared/auth/auth-api';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { useTranslatedInputErrors } from '@/lib/use-message';
import { AuthCard } from './auth-card';
import { useMessagePopup } from './message-popup';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const [searchParams] = useSearchParams();
  const forgot = useForgotPassword();
  const { popup, showPopup } = useMessagePopup();
  const translatedErrors = useTranslatedInputErrors();
  const form = useForm({
    enhanceGetInputProps: translatedErrors,
    initialValues: { email: searchParams.get('email') ?? '' },
    validate: schemaResolver(emailRequestSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync({ email });
    } catch (error) {
      showPopup({ title: t('auth.popup.errorTitle'), message: (error as Error).message });
    }
  });

  return (
    <AuthCard
      greeting={t('auth.forgot.title')}
      body={forgot.isSuccess ? undefined : t('auth.forgot.body')}
    >
      {forgot.isSuccess ? (
        <Alert color="green" role="status" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sentBody')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('auth.email.label')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('auth.forgot.submit')}
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

import { loginPasswordSchema } from '@givecrowd/shared/auth/auth-api';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useMessage, useTranslatedInputErrors } from '@/lib/use-message';
import { AuthCard } from './auth-card';

type PasswordStepProps = {
  email: string;
  error: string | null;
  isPending: boolean;
  onSubmit: (password: string) => void;
  onChangeEmail: () => void;
  onCreateAccount: () => void;
};

const schema = z.object({ password: loginPasswordSchema });

/**
 * The welcome back. Login errors show in place, not in a popup
 * (docs/product/accounts.md#login).
 */
export function PasswordStep({
  email,
  error,
  isPending,
  onSubmit,
  onChangeEmail,
  onCreateAccount,
}: PasswordStepProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const translatedErrors = useTranslatedInputErrors();
  const form = useForm({
    enhanceGetInputProps: translatedErrors,
    initialValues: { password: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  return (
    <AuthCard greeting={t('auth.password.greeting')} body={t('auth.password.body', { email })}>
      <form onSubmit={form.onSubmit(({ password }) => onSubmit(password))} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" title={t('auth.password.failed')}>
              {translate(error)}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('auth.password.label')}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Anchor
              component={Link}
              to={`/auth/forgot-password?email=${encodeURIComponent(email)}`}
              size="sm"
            >
              {t('auth.password.forgot')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
              {t('auth.changeEmail')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isPending} fullWidth>
            {t('auth.password.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" onClick={onCreateAccount}>
              {t('auth.password.newHere')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { emailRequestSchema } from '@givecrowd/shared/auth/auth-api';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useTranslatedInputErrors } from '@/lib/use-message';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';

type EmailStepProps = {
  defaultEmail: string;
  isPending: boolean;
  onSubmit: (email: string) => void;
  onGoogleCredential: (idToken: string) => void;
};

/** Email first; the tagline greets everyone (docs/product/accounts.md#sign-up). */
export function EmailStep({
  defaultEmail,
  isPending,
  onSubmit,
  onGoogleCredential,
}: EmailStepProps) {
  const { t } = useTranslation();
  const translatedErrors = useTranslatedInputErrors();
  const form = useForm({
    enhanceGetInputProps: translatedErrors,
    initialValues: { email: defaultEmail },
    validate: schemaResolver(emailRequestSchema, { sync: true }),
  });
  return (
    <AuthCard greeting={t('auth.email.greeting')} body={t('auth.email.body')}>
      <form
        onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim().toLowerCase()))}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('auth.email.label')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={isPending} fullWidth>
            {t('auth.email.submit')}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t('auth.email.note')}
          </Text>
          <GoogleButton onCredential={onGoogleCredential} />
        </Stack>
      </form>
    </AuthCard>
  );
}

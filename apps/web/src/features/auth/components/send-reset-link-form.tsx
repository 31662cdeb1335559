import { emailRequestSchema } from '@givecrowd/shared/auth/auth-api';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { useMessage, useTranslatedInputErrors } from '@/lib/use-message';

type SendResetLinkFormProps = {
  initialEmail: string;
  submitLabel: string;
  /** Shown above the email field. */
  intro?: ReactNode;
  onSent?: () => void;
  /** Where a failure goes; without it, it shows in place above the field. */
  onError?: (error: Error) => void;
};

/**
 * The email that gets a reset link (`forgot`), then the "sent" confirmation in its place
 * (docs/product/accounts.md#passwords): the forgot-password page and a dead reset link share it.
 */
export function SendResetLinkForm({
  initialEmail,
  submitLabel,
  intro,
  onSent,
  onError,
}: SendResetLinkFormProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const forgot = useForgotPassword();
  const translatedErrors = useTranslatedInputErrors();
  const form = useForm({
    enhanceGetInputProps: translatedErrors,
    initialValues: { email: initialEmail },
    validate: schemaResolver(emailRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit(async ({ email }) => {
    await forgot
      .mutateAsync({ email })
      .then(() => onSent?.())
      .catch((error: Error) => onError?.(error));
  });

  if (forgot.isSuccess) {
    return (
      <Alert color="green" role="status" title={t('auth.forgot.sentTitle')}>
        {t('auth.forgot.sentBody')}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {intro}
        {forgot.isError && !onError ? (
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
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

import { changePasswordRequestSchema } from '@givecrowd/shared/auth/auth-api';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@/features/account/api/change-password';
import { translateMessage, useTranslatedInputErrors } from '@/lib/use-message';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const translateErrors = useTranslatedInputErrors();
  const form = useForm({
    initialValues: { current_password: '', new_password: '' },
    validate: schemaResolver(changePasswordRequestSchema, { sync: true }),
    enhanceGetInputProps: translateErrors,
  });
  const submit = form.onSubmit(async (values) => {
    const answer = await change.mutateAsync(values);
    form.reset();
    notifications.show({ color: 'green', message: translateMessage(answer.message) });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('account.profile.password')}
        </Title>
        <PasswordInput
          label={t('account.profile.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label={t('account.profile.newPassword')}
          description={t('auth.details.passwordHint')}
          autoComplete="new-password"
          required
          {...form.getInputProps('new_password')}
        />
        <Button type="submit" loading={change.isPending} w="fit-content">
          {t('account.profile.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}

import type { PublicUser } from '@givecrowd/shared/auth/auth-api';
import { updateProfileRequestSchema } from '@givecrowd/shared/auth/auth-api';
import { formatPhone } from '@givecrowd/shared/phone/phone-number';
import { Button, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/features/account/api/update-profile';
import { useTranslatedInputErrors } from '@/lib/use-message';

export function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const translateErrors = useTranslatedInputErrors();
  const form = useForm({
    // The stored E.164 number, shown as people write it: +91 98765 43210.
    initialValues: { name: user.name, phone: formatPhone(user.phone ?? '') },
    validate: schemaResolver(updateProfileRequestSchema, { sync: true }),
    enhanceGetInputProps: translateErrors,
  });
  const submit = form.onSubmit(async ({ name, phone }) => {
    await update.mutateAsync({ name, phone: phone || null });
    notifications.show({ color: 'green', message: t('account.profile.saved') });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('account.profile.details')}
        </Title>
        <TextInput label={t('auth.email.label')} value={user.email} readOnly />
        <TextInput
          label={t('auth.details.name')}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('account.profile.phone')}
          description={t('auth.details.phoneHint')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Button type="submit" loading={update.isPending} w="fit-content">
          {t('account.profile.save')}
        </Button>
      </Stack>
    </form>
  );
}

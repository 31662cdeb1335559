import { registerRequestSchema } from '@givecrowd/shared/auth/auth-api';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useTranslatedInputErrors } from '@/lib/use-message';
import { AuthCard } from './auth-card';

export type RegistrationDetails = { name: string; password: string; phone: string };
/** The server's refusals of single fields (a common password, say), shown at those fields. */
export type DetailsFieldErrors = Partial<Record<keyof RegistrationDetails, string>>;

type DetailsStepProps = {
  email: string;
  isPending: boolean;
  onSubmit: (details: RegistrationDetails) => Promise<DetailsFieldErrors | null>;
};

/**
 * The welcome for new users, asking them to complete registration
 * (docs/product/accounts.md#sign-up).
 */
export function DetailsStep({ email, isPending, onSubmit }: DetailsStepProps) {
  const { t } = useTranslation();
  const translatedErrors = useTranslatedInputErrors();
  const form = useForm({
    enhanceGetInputProps: translatedErrors,
    initialValues: { name: '', email, password: '', phone: '' },
    validate: schemaResolver(registerRequestSchema, { sync: true }),
  });
  return (
    <AuthCard greeting={t('auth.details.greeting')} body={t('auth.details.body')}>
      <form
        onSubmit={form.onSubmit(async ({ name, password, phone }) => {
          const refused = await onSubmit({ name, password, phone });
          if (refused) form.setErrors(refused);
        })}
        noValidate
      >
        <Stack gap="md">
          <TextInput label={t('auth.email.label')} value={email} readOnly />
          <TextInput
            label={t('auth.details.name')}
            autoComplete="name"
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <PasswordInput
            label={t('auth.details.password')}
            description={t('auth.details.passwordHint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <TextInput
            label={t('auth.details.phone')}
            description={t('auth.details.phoneHint')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Button type="submit" loading={isPending} fullWidth>
            {t('auth.details.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Alert, Container, Divider, Loader, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useMe } from '@/features/account/api/get-me';
import { useMessage } from '@/lib/use-message';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';

export function ProfilePage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const me = useMe();
  return (
    <Container size="sm" py="xl">
      <PageHeader title={t('pages.profile')} />
      {me.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {me.error ? (
        <Alert color="red" role="alert">
          {translate(me.error.message)}
        </Alert>
      ) : null}
      {me.data ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Stack gap="xl">
            <ProfileDetailsForm user={me.data} />
            <Divider />
            <ChangePasswordForm />
          </Stack>
        </Paper>
      ) : null}
    </Container>
  );
}

import { Button, Container, EmptyState } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';

/**
 * Donations are not taken yet, so this page says exactly that rather than showing made-up rows,
 * and offers what can be done meanwhile: discover campaigns.
 */
export function DonationsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('pages.donations')} />
      <EmptyState variant="light" icon={<IconHeartHandshake aria-hidden />}>
        <EmptyState.Title order={2}>{t('account.donations.empty')}</EmptyState.Title>
        <EmptyState.Description>{t('account.donations.emptyBody')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/discover">
            {t('account.donations.discover')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}

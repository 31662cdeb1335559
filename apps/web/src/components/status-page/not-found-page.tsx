import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconMapSearch aria-hidden />}
      title={t('notFound.title')}
      description={t('notFound.body')}
      action={
        <Button component={Link} to="/" variant="light">
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}

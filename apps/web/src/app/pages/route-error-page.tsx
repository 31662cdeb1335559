import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusPage } from '@/components/status-page/status-page';

/** Shown when a page throws or its code cannot be loaded (e.g. an old tab after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <StatusPage
      icon={<IconAlertTriangle aria-hidden />}
      title={t('routeError.title')}
      description={t('routeError.body')}
      action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
    />
  );
}

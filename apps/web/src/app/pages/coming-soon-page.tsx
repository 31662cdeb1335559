import { Button } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { PageHandle } from './page-title';
import { StatusPage } from './status-page';

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Stands in for every page that is not built yet; the page name comes from the route's handle. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches().findLast((match) => isPageHandle(match.handle))?.handle;
  return (
    <StatusPage
      icon={<IconTools aria-hidden />}
      title={isPageHandle(handle) ? t(`pages.${handle.title}`) : t('app.name')}
      description={t('comingSoon.body')}
      action={
        <Button component={Link} to="/" variant="light">
          {t('comingSoon.backHome')}
        </Button>
      }
    />
  );
}

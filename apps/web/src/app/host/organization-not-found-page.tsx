import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../routes/status-page';

/** SPEC-NOTES "Routes": a host that looks like an organization's but matches none. */
export function OrganizationNotFoundPage({ host }: { host: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconBuildingCommunity aria-hidden />}
      title={t('organizationNotFound.title')}
      description={t('organizationNotFound.body', { host })}
    />
  );
}

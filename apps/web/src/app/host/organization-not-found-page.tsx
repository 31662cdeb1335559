import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page/status-page';

/**
 * A host that looks like an organization's but matches none
 * (docs/product/routes-and-screens.md#organization-sites).
 */
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

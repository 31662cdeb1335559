import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page/status-page';
import { useHostSite } from './use-host-organization';

/**
 * A host that looks like an organization's but matches none, or whose organization is not
 * approved yet: then it says the site is not published yet, since its address may already have
 * been shared (docs/product/routes-and-screens.md#organization-sites).
 */
export function OrganizationNotFoundPage({ host }: { host: string }) {
  const { t } = useTranslation();
  const site = useHostSite();
  const texts =
    site.kind === 'not-found' && site.notPublished
      ? 'organizationNotPublished'
      : 'organizationNotFound';
  return (
    <StatusPage
      icon={<IconBuildingCommunity aria-hidden />}
      title={t(`${texts}.title`)}
      description={t(`${texts}.body`, { host })}
    />
  );
}

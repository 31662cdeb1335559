import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Button, Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCloudOff, IconMapSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PreviewBanner } from '@/components/preview-banner';
import { SiteMessage } from './site-message';

export type SiteFrameProps = {
  /** The tab's title once the site is known. */
  title: (site: OrganizationSite) => string;
  /** Whether the site has this page; without it the page says it has no such page. */
  isShown?: (site: OrganizationSite) => boolean;
  children: (site: OrganizationSite) => ReactNode;
};

const always = () => true;

/**
 * A page of an organization's site, whichever call answered the site: a loader until it is
 * known, then the page (under the preview banner while the organization is not approved), or a
 * note when the site does not have this page or could not be loaded (with 'Try again').
 */
export function SiteFrame({
  query,
  title,
  isShown = always,
  children,
}: SiteFrameProps & { query: UseQueryResult<OrganizationSite> }) {
  const { t } = useTranslation();
  const { data: site, isPending, isFetching, refetch } = query;
  const hasPage = site ? isShown(site) : false;
  useDocumentTitle(site ? (hasPage ? title(site) : t('site.missing.title')) : '');

  if (site && hasPage) {
    return (
      <>
        {site.preview && <PreviewBanner />}
        {children(site)}
      </>
    );
  }
  if (site) {
    return (
      <SiteMessage
        icon={<IconMapSearch aria-hidden />}
        title={t('site.missing.title')}
        description={t('site.missing.body', { name: site.organization_name })}
        action={
          <Button component={Link} to="/" variant="light">
            {t('site.missing.backHome')}
          </Button>
        }
      />
    );
  }
  if (isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('site.loading')} />
      </Center>
    );
  }
  return (
    <SiteMessage
      icon={<IconCloudOff aria-hidden />}
      title={t('site.error.title')}
      description={t('site.error.body')}
      action={
        <Button onClick={() => void refetch()} loading={isFetching}>
          {t('site.error.retry')}
        </Button>
      }
    />
  );
}

import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isSiteNotFound } from '@/features/site/api/get-organization-site';
import { usePublicOrganizationSite } from '@/features/site/api/get-public-organization-site';
import { SiteFrame } from './site-frame';
import { SiteHome } from './site-home';

/**
 * `/organization/{slug}`: the page a public organization's own host shows at `/`, under the
 * platform's header (docs/product/public-pages.md#the-organization-page). An unknown slug, or an
 * organization that is not public, shows `notFound`.
 */
export function PublicOrganizationPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const query = usePublicOrganizationSite(slug);
  if (!query.data && isSiteNotFound(query.error)) return notFound;
  return (
    <SiteFrame query={query} title={(site) => site.organization_name}>
      {(site) => <SiteHome site={site} />}
    </SiteFrame>
  );
}

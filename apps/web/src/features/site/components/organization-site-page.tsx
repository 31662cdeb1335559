import { SiteHome } from './site-home';
import { SitePageFrame } from './site-page-frame';

/**
 * `/` on an organization's host: its own site built from what it saved in the wizard
 * (docs/product/organization-sites.md#the-home-page). The tab is titled with its name.
 */
export function OrganizationSitePage() {
  return (
    <SitePageFrame title={(site) => site.organization_name}>
      {(site) => <SiteHome site={site} />}
    </SitePageFrame>
  );
}

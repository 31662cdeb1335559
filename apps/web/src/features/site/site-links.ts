import type { SitePages } from '@givecrowd/shared/organization/site-api';

export type SiteLink = {
  to: string;
  label:
    | 'site.nav.home'
    | 'site.nav.aboutUs'
    | 'site.nav.campaigns'
    | 'site.nav.terms'
    | 'site.nav.privacy';
};

/** The home page's campaigns section (site-campaigns.tsx), which the header links to. */
export const CAMPAIGNS_SECTION_ID = 'site-campaigns';
const CAMPAIGNS_LINK = `/#${CAMPAIGNS_SECTION_ID}`;

/**
 * The header entries of an organization's site: Home, About us when it has the page, its
 * campaigns, then its other pages (docs/product/organization-sites.md#header).
 */
export function listSiteLinks(pages: SitePages): SiteLink[] {
  const links: [boolean, SiteLink][] = [
    [true, { to: '/', label: 'site.nav.home' }],
    [pages.about_us, { to: '/about-us', label: 'site.nav.aboutUs' }],
    [true, { to: CAMPAIGNS_LINK, label: 'site.nav.campaigns' }],
    [pages.terms_of_use, { to: '/terms', label: 'site.nav.terms' }],
    [pages.privacy_policy, { to: '/privacy', label: 'site.nav.privacy' }],
  ];
  return links.flatMap(([isShown, link]) => (isShown ? [link] : []));
}

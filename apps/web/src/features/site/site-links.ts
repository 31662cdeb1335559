import type { SitePages } from '@givecrowd/shared/organization/site-api';

export type SiteLink = {
  to: string;
  label: 'site.nav.home' | 'site.nav.aboutUs' | 'site.nav.terms' | 'site.nav.privacy';
};

/**
 * The header entries of an organization's site: Home, then the pages it has
 * (docs/product/organization-sites.md#pages).
 */
export function listSiteLinks(pages: SitePages): SiteLink[] {
  const links: [boolean, SiteLink][] = [
    [true, { to: '/', label: 'site.nav.home' }],
    [pages.about_us, { to: '/about-us', label: 'site.nav.aboutUs' }],
    [pages.terms_of_use, { to: '/terms', label: 'site.nav.terms' }],
    [pages.privacy_policy, { to: '/privacy', label: 'site.nav.privacy' }],
  ];
  return links.flatMap(([isShown, link]) => (isShown ? [link] : []));
}

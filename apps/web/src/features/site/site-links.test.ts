import { describe, expect, it } from 'vitest';
import { listSiteLinks } from './site-links';

describe('listSiteLinks', () => {
  it('lists Home, then the pages the site has, in order', () => {
    const pages = { about_us: true, terms_of_use: true, privacy_policy: true, login: true };
    expect(listSiteLinks(pages).map((link) => link.to)).toEqual([
      '/',
      '/about-us',
      '/#site-campaigns',
      '/terms',
      '/privacy',
    ]);
  });

  it('leaves out the pages the site does not show', () => {
    const pages = { about_us: false, terms_of_use: false, privacy_policy: true, login: true };
    expect(listSiteLinks(pages)).toEqual([
      { to: '/', label: 'site.nav.home' },
      { to: '/#site-campaigns', label: 'site.nav.campaigns' },
      { to: '/privacy', label: 'site.nav.privacy' },
    ]);
  });
});

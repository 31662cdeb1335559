import type { SitePages } from '@givecrowd/shared/organization/site-api';
import { Anchor, Group, NavLink } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CAMPAIGNS_SECTION_ID, listSiteLinks } from '@/features/site/site-links';

/**
 * Campaigns is a place on the home page: once the address names it, the page scrolls to it when
 * the section is there (at once on the home page, a moment later coming from another page).
 */
function useScrollToCampaigns() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (pathname !== '/' || hash !== `#${CAMPAIGNS_SECTION_ID}`) return;
    let frames = 0;
    let request = 0;
    const scroll = () => {
      const section = document.getElementById(CAMPAIGNS_SECTION_ID);
      if (section) section.scrollIntoView({ block: 'start' });
      else if (frames++ < 60) request = requestAnimationFrame(scroll);
    };
    scroll();
    return () => cancelAnimationFrame(request);
  }, [pathname, hash]);
}

type SiteNavProps = {
  pages: SitePages;
  /** In the navigation bar (a row) or in its drawer (a list). */
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
};

/** An organization's site pages in its header: Home, About us, Campaigns, Terms of use, Privacy policy. */
export function SiteNav({ pages, layout, onNavigate }: SiteNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollToCampaigns();
  const links = listSiteLinks(pages).map((link) => ({ ...link, isActive: pathname === link.to }));

  if (layout === 'drawer') {
    return (
      <nav aria-label={t('site.nav.label')}>
        {links.map(({ to, label, isActive }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={t(label)}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
          />
        ))}
      </nav>
    );
  }
  return (
    <Group component="nav" aria-label={t('site.nav.label')} gap="lg" wrap="nowrap">
      {links.map(({ to, label, isActive }) => (
        <Anchor
          key={to}
          component={Link}
          to={to}
          aria-current={isActive ? 'page' : undefined}
          c={isActive ? undefined : 'dark'}
          fw={600}
          underline={isActive ? 'always' : 'hover'}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t(label)}
        </Anchor>
      ))}
    </Group>
  );
}

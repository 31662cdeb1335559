import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SitePageFrame } from './site-page-frame';

type SiteTextPageProps = {
  /** The page's heading; the tab reads '{title} – {organization name}'. */
  title: string;
  /** Whether the site has this page; without it the page says it has no such page. */
  isShown: (site: OrganizationSite) => boolean;
  children: (site: OrganizationSite) => ReactNode;
};

/** A reading page of an organization's site: its title, then the text at a readable width. */
export function SiteTextPage({ title, isShown, children }: SiteTextPageProps) {
  const { t } = useTranslation();
  return (
    <SitePageFrame
      title={(site) => t('site.pageTitle', { page: title, name: site.organization_name })}
      isShown={isShown}
    >
      {(site) => (
        <Container component="article" size="md" py={{ base: 32, sm: 56 }}>
          <Title order={1} mb="lg">
            {title}
          </Title>
          {children(site)}
        </Container>
      )}
    </SitePageFrame>
  );
}

import { AboutUsPage } from '@/features/site/components/about-us-page';
import { OrganizationSitePage } from '@/features/site/components/organization-site-page';
import { PrivacyPage } from '@/features/site/components/privacy-page';
import { TermsPage } from '@/features/site/components/terms-page';
import type { PublicPage } from './public-page';

/*
 * The pages of an organization's own site, on its host (docs/product/organization-sites.md#pages).
 * The site itself is asked for by the host's layout, for every page of the host.
 */

export const siteHomePage: PublicPage = { Component: OrganizationSitePage };
export const siteAboutUsPage: PublicPage = { Component: AboutUsPage };
export const siteTermsPage: PublicPage = { Component: TermsPage };
export const sitePrivacyPage: PublicPage = { Component: PrivacyPage };

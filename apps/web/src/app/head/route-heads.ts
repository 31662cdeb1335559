import type { CampaignPage } from '@givecrowd/shared/campaigns/campaign-page-api';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { campaignQueryOptions } from '@/features/campaign/api/get-campaign';
import { type DiscoverParams, readDiscoverParams } from '@/features/discover/discover-params';
import { donationFormQueryOptions } from '@/features/giving/api/get-donation-form';
import { ABOUT } from '@/features/info-pages/content/about';
import { CONTACT } from '@/features/info-pages/content/contact';
import { HELP } from '@/features/info-pages/content/help';
import { PRIVACY_POLICY } from '@/features/info-pages/content/privacy-policy';
import { TERMS_OF_USE } from '@/features/info-pages/content/terms-of-use';
import type { LocalizedInfoContent } from '@/features/info-pages/info-content';
import { publicOrganizationSiteQueryOptions } from '@/features/site/api/get-public-organization-site';
import type { GiftTarget } from '@/lib/giving-paths';
import type { PageTitleKey } from '@/lib/page-title';
import type en from '@/locales/en.json';
import {
  answerOf,
  type HeadContext,
  type PageHead,
  type PageHeadOf,
  platformHead,
  siteHead,
  sitePageHead,
} from './page-head';
import { richTextSummary } from './plain-text';

/*
 * The head of each public page (docs/product/server-rendering.md#head), worked out on the server
 * from the answers the page was rendered with; null where there is nothing: 'Page not found', 404.
 * The routes name them (`handle.head`); the browser never loads this.
 */

/** `/discover` as an address, leaving out what is the default (every category, Magic, page 1). */
function discoverPath({ tab, category, sort, page }: DiscoverParams): string {
  const query = new URLSearchParams();
  if (tab !== 'campaigns') query.set('tab', tab);
  if (category) query.set('category', category);
  if (sort !== 'Magic') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const search = query.toString().replaceAll('+', '%20');
  return search ? `/discover?${search}` : '/discover';
}

/** A footer page, described by its introduction in the reader's language. */
const infoHead =
  (title: keyof typeof en.pages, content: LocalizedInfoContent): PageHeadOf =>
  ({ t, language }) => ({ title: t(`pages.${title}`), description: content[language].intro });

/** A page only organization sites have: on the platform's own hosts, 'Page not found'. */
const onSitesOnly =
  (head: PageHeadOf): PageHeadOf =>
  (context) =>
    context.isOrganizationHost ? head(context) : null;

function campaignHead({ queryClient, params, t }: HeadContext): PageHead | null {
  const { queryKey } = campaignQueryOptions(params.slug ?? '');
  const { data, isNotFound } = answerOf<CampaignPage>(queryClient, queryKey);
  if (isNotFound) return null;
  if (!data) return platformHead(t, t('pages.campaign'));
  return {
    title: data.title,
    description:
      data.summary || t('campaign.page.giveThrough', { name: data.organization.organization_name }),
    imageKey: data.asset,
    type: 'article',
  };
}

function organizationHead({ queryClient, params, t }: HeadContext): PageHead | null {
  const { queryKey } = publicOrganizationSiteQueryOptions(params.slug ?? '');
  const { data, isNotFound } = answerOf<OrganizationSite>(queryClient, queryKey);
  if (isNotFound) return null;
  return data ? siteHead(data, data.organization_name) : platformHead(t, t('pages.organization'));
}

/** A donation form: 'Donate to {name}', with the campaign's picture or the organization's logo. */
function donationHead({ queryClient, t }: HeadContext, target: GiftTarget): PageHead | null {
  const { queryKey } = donationFormQueryOptions(target);
  const { data, isNotFound } = answerOf<DonationForm>(queryClient, queryKey);
  if (isNotFound) return null;
  if (!data) return platformHead(t, t('giving.donate'));
  return {
    title: t('giving.form.heading', { name: data.campaign?.title ?? data.organization.name }),
    description: t('giving.head.description', { name: data.organization.name }),
    imageKey: data.campaign?.asset ?? data.organization.logo,
  };
}

export const ROUTE_HEADS = {
  /** `/`: the platform's home page, or on an organization's host its site's home page. */
  home: ({ isOrganizationHost, site, t }) => {
    if (!isOrganizationHost) return platformHead(t, t('home.title'));
    return site ? siteHead(site, site.organization_name) : platformHead(t);
  },
  siteAboutUs: onSitesOnly((context) =>
    sitePageHead(context, {
      title: context.t('site.aboutUs.title'),
      isShown: (site) => site.pages.about_us,
      describe: (site) => richTextSummary(site.about_us_description),
    }),
  ),
  siteTerms: onSitesOnly((context) =>
    sitePageHead(context, {
      title: context.t('site.terms.title'),
      isShown: (site) => site.pages.terms_of_use,
      describe: (site) => context.t('site.terms.scope', { name: site.organization_name }),
    }),
  ),
  sitePrivacy: onSitesOnly((context) =>
    sitePageHead(context, {
      title: context.t('site.privacy.title'),
      isShown: (site) => site.pages.privacy_policy,
      describe: (site) => context.t('site.privacy.collected', { name: site.organization_name }),
    }),
  ),
  discover: ({ t, url }) => ({
    title: t('pages.discover'),
    description: t('discover.intro'),
    canonicalPath: discoverPath(readDiscoverParams(url.searchParams)),
  }),
  organization: organizationHead,
  campaign: campaignHead,
  campaignDonate: (context) =>
    donationHead(context, { kind: 'campaign', slug: context.params.slug ?? '' }),
  organizationDonate: (context) =>
    donationHead(context, { kind: 'organization', slug: context.params.slug ?? '' }),
  siteDonate: onSitesOnly((context) =>
    context.site
      ? donationHead(context, { kind: 'organization', slug: context.site.slug })
      : platformHead(context.t),
  ),
  /** `/receipt/verify`: indexed without a receipt's number. */
  receiptVerify: ({ t }) => ({
    title: t('pages.receiptVerify'),
    description: t('receipts.verify.intro'),
    canonicalPath: '/receipt/verify',
  }),
  about: infoHead('about', ABOUT),
  contact: infoHead('contact', CONTACT),
  help: infoHead('help', HELP),
  privacyPolicy: infoHead('privacyPolicy', PRIVACY_POLICY),
  termsOfUse: infoHead('termsOfUse', TERMS_OF_USE),
  notFound: () => null,
} satisfies Record<string, PageHeadOf>;

export type RouteHeadName = keyof typeof ROUTE_HEADS;

/** Route `handle` (docs/product/routes-and-screens.md#routes). */
export type RouteHandle = {
  /** A public page: rendered on the server, with this head (ROUTE_HEADS above). */
  head?: RouteHeadName;
  /** A page rendered in the browser only (signing in, the signed-in pages): kept from robots. */
  browserOnly?: true;
  /** Names a page rendered in the browser only. */
  title?: PageTitleKey;
  /** A page sent in its own template, without the app (docs/decisions/012). */
  template?: 'donate';
};

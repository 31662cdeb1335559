import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useParams } from 'react-router';
import { countriesQueryOptions } from '@/api/get-countries';
import { hostSiteQueryOptions } from '@/app/host/host-site-query';
import { useHostSite } from '@/app/host/use-host-organization';
import { NotFoundPage } from '@/components/status-page/not-found-page';
import { donationFormQueryOptions } from '@/features/giving/api/get-donation-form';
import { DonationPage } from '@/features/giving/components/donation-page';
import type { GiftTarget } from '@/lib/giving-paths';
import type { PublicPage } from './public-page';

/*
 * The donation form's pages (docs/product/donations.md, Where): `/campaign/{slug}/donate` and
 * `/organization/{slug}/donate`, and `/donate` on an organization's host; 'Page not found' with
 * 404 when the form call does not know whom to give to. Rendered on the server only, in the
 * donation layout (docs/decisions/012).
 */

/**
 * The form's answer and the countries its selects offer (the nationality and the address's
 * country, rendered with the page: nothing is asked once it is in the browser).
 */
async function prefetchForm(queryClient: QueryClient, target: GiftTarget) {
  await Promise.all([
    queryClient.prefetchQuery(donationFormQueryOptions(target)),
    queryClient.prefetchQuery(countriesQueryOptions),
  ]);
}

const notFound = createElement(NotFoundPage);

function CampaignDonationPage() {
  const { slug = '' } = useParams();
  return createElement(DonationPage, { target: { kind: 'campaign', slug }, notFound });
}

function OrganizationDonationPage() {
  const { slug = '' } = useParams();
  return createElement(DonationPage, { target: { kind: 'organization', slug }, notFound });
}

/** On an organization's host, the host's organization (its layout shows the host's failures). */
function SiteDonationPage() {
  const site = useHostSite();
  const organization = site.kind === 'organization' ? site.organization : null;
  if (!organization) return notFound;
  const target = { kind: 'organization', slug: organization.slug } as const;
  return createElement(DonationPage, { target, notFound });
}

export const campaignDonatePage: PublicPage = {
  Component: CampaignDonationPage,
  prefetch: (queryClient, { params }) =>
    prefetchForm(queryClient, { kind: 'campaign', slug: params.slug ?? '' }),
};

export const organizationDonatePage: PublicPage = {
  Component: OrganizationDonationPage,
  prefetch: (queryClient, { params }) =>
    prefetchForm(queryClient, { kind: 'organization', slug: params.slug ?? '' }),
};

/** `/donate` on the host `hostname`: its site (asked by the layout too, once) names the slug. */
export const siteDonatePage = (hostname: string): PublicPage => ({
  Component: SiteDonationPage,
  prefetch: async (queryClient, { request }) => {
    const siteQuery = hostSiteQueryOptions(hostname, new URL(request.url));
    await queryClient.prefetchQuery(siteQuery);
    const site = queryClient.getQueryData(siteQuery.queryKey);
    if (site) await prefetchForm(queryClient, { kind: 'organization', slug: site.slug });
  },
});

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirectDocument } from 'react-router';
import { reviewRoutes } from '@/features/review/review-routes';
import { loadAllTexts } from '@/lib/i18n';
import type { PageHost } from '@/lib/page-host';
import type { PageTitleKey } from '@/lib/page-title';
import type { RouteHandle, RouteHeadName } from './head/route-heads';
import { PageLoader } from './pages/page-loader';
import { RequireAuth } from './pages/require-auth';
import { RouteErrorPage } from './pages/route-error-page';
import type { PublicPage } from './public/public-page';
import { AppLayout } from './shell/app-layout';

export type RouteOptions = {
  /** Where the page's answers go: the request's on the server, the browser's own. */
  queryClient: QueryClient;
  host: PageHost;
  /**
   * On the server a page's answers are fetched before it renders; in the browser asking starts
   * with the page's code and the page shows its loader meanwhile.
   */
  isServer: boolean;
};

/** The loader of a page's answers (docs/product/server-rendering.md#data); it returns nothing. */
function answersLoader(
  { queryClient, isServer }: RouteOptions,
  prefetch: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>,
) {
  return async (args: LoaderFunctionArgs) => {
    const asked = prefetch(queryClient, args);
    if (isServer) await asked;
    return null;
  };
}

/**
 * A page's code and, in the browser, every English text: only the platform's home page makes do
 * with the first page's (docs/product/server-rendering.md#the-home-pages-javascript).
 */
function withAllTexts<T>({ isServer }: RouteOptions, loading: Promise<T>): Promise<T> {
  if (isServer) return loading;
  return Promise.all([loading, loadAllTexts()]).then(([loaded]) => loaded);
}

/** A public page: rendered on the server with its answers and head, then in the browser. */
function publicRoute(
  options: RouteOptions,
  route: { index: true } | { path: string },
  head: RouteHeadName,
  load: (host: PageHost) => Promise<PublicPage>,
  { withFirstPageTexts = false } = {},
): RouteObject {
  const handle: RouteHandle = { head };
  return {
    ...route,
    handle,
    lazy: async () => {
      const loading = load(options.host);
      const { Component, prefetch } = await (withFirstPageTexts
        ? loading
        : withAllTexts(options, loading));
      return { Component, ...(prefetch && { loader: answersLoader(options, prefetch) }) };
    },
  };
}

/**
 * A page rendered in the browser only (signed-in and sign-in pages), named by `title`; the
 * server sends the page shell for it, so its code is not loaded there.
 */
function clientRoute(
  options: RouteOptions,
  path: string,
  title: PageTitleKey | undefined,
  load: () => Promise<ComponentType>,
): RouteObject {
  const handle: RouteHandle = { browserOnly: true, title };
  if (options.isServer) return { path, handle };
  return { path, handle, lazy: async () => ({ Component: await withAllTexts(options, load()) }) };
}

const loadNotFoundPage = () => import('./public/not-found').then((module) => module.notFoundPage);

/** A page only organization sites have; 'Page not found' on the platform's own hosts. */
function sitePage(load: () => Promise<PublicPage>) {
  return (host: PageHost) => (host.isOrganizationHost ? load() : loadNotFoundPage());
}

/** The donation form's paths (docs/product/donations.md, Where): `/donate` on a host of its own. */
const donationPagePaths = (host: PageHost) => [
  'campaign/:slug/donate',
  'organization/:slug/donate',
  ...(host.isOrganizationHost ? ['donate'] : []),
];

/**
 * The donation pages on the server (docs/decisions/012): rendered like any public page, in their
 * own slim layout and template (`donate.html`), which loads the page's own script instead of the
 * app. On an organization's host the layout asks for the host's site, as the site's layout does.
 */
function donationRoutes(options: RouteOptions): RouteObject {
  const { host } = options;
  const page = (
    path: string,
    head: RouteHeadName,
    load: () => Promise<PublicPage>,
  ): RouteObject => {
    const route = publicRoute(options, { path }, head, load);
    const handle: RouteHandle = { head, template: 'donate' };
    return { ...route, handle };
  };
  const pages = () => import('./public/donate');
  return {
    ErrorBoundary: RouteErrorPage,
    lazy: async () => {
      const layout = await import('./shell/donation-layout');
      const siteLoader = host.isOrganizationHost
        ? (await import('./shell/organization-layout')).prefetchHostSite(host.hostname)
        : undefined;
      return {
        Component: layout.DonationLayout,
        ...(siteLoader && { loader: answersLoader(options, siteLoader) }),
      };
    },
    children: [
      page('campaign/:slug/donate', 'campaignDonate', () =>
        pages().then((module) => module.campaignDonatePage),
      ),
      page('organization/:slug/donate', 'organizationDonate', () =>
        pages().then((module) => module.organizationDonatePage),
      ),
      ...(host.isOrganizationHost
        ? [
            page('donate', 'siteDonate', () =>
              pages().then((module) => module.siteDonatePage(host.hostname)),
            ),
          ]
        : []),
    ],
  };
}

/**
 * A donation path in the browser: the page is loaded as a document, so the server sends it with
 * its own script (docs/decisions/012). Only when the server could not render it, and sent the
 * app's shell at this very address, does the app show that the form could not be loaded.
 */
function documentRoute(path: string): RouteObject {
  return {
    path,
    loader: ({ request }) =>
      request.url === window.location.href ? null : redirectDocument(request.url),
    lazy: async () => {
      const [page] = await Promise.all([
        import('@/features/giving/components/donation-page'),
        loadAllTexts(),
      ]);
      return { Component: page.DonationFormUnavailable };
    },
  };
}

/**
 * The routes of docs/product/routes-and-screens.md#routes, for one router: the browser's, or one
 * request's on the server. Every page is its own chunk. A public page is a `publicRoute`; a page
 * that needs signing in goes under `RequireAuth` as a `clientRoute`.
 */
export function createRoutes(options: RouteOptions): RouteObject[] {
  const { host } = options;
  const client = (
    path: string,
    title: PageTitleKey | undefined,
    load: () => Promise<ComponentType>,
  ) => clientRoute(options, path, title, load);
  const publicPage = (
    path: string,
    head: RouteHeadName,
    load: (host: PageHost) => Promise<PublicPage>,
  ) => publicRoute(options, { path }, head, load);
  /** A footer page (docs/product/public-pages.md#the-footer-pages). */
  const infoPage = (path: string, head: RouteHeadName, load: () => Promise<ComponentType>) =>
    publicPage(path, head, () => load().then((Component) => ({ Component })));

  return [
    ...(options.isServer ? [donationRoutes(options)] : []),
    {
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoader,
      // An organization's host has its own layout, with its site's header; only it loads its code.
      ...(host.isOrganizationHost
        ? {
            lazy: async () => {
              const layout = await withAllTexts(options, import('./shell/organization-layout'));
              const loader = answersLoader(options, layout.prefetchHostSite(host.hostname));
              return { Component: layout.OrganizationLayout, loader };
            },
          }
        : { Component: AppLayout }),
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            // `/`: the platform's home page, or on an organization's host its own site
            // (docs/product/organization-sites.md).
            publicRoute(
              options,
              { index: true },
              'home',
              (pageHost) =>
                pageHost.isOrganizationHost
                  ? import('./public/organization-site').then((module) => module.siteHomePage)
                  : import('./public/home').then((module) => module.homePage),
              { withFirstPageTexts: !host.isOrganizationHost },
            ),
            publicPage(
              'about-us',
              'siteAboutUs',
              sitePage(() =>
                import('./public/organization-site').then((module) => module.siteAboutUsPage),
              ),
            ),
            publicPage(
              'terms',
              'siteTerms',
              sitePage(() =>
                import('./public/organization-site').then((module) => module.siteTermsPage),
              ),
            ),
            publicPage(
              'privacy',
              'sitePrivacy',
              sitePage(() =>
                import('./public/organization-site').then((module) => module.sitePrivacyPage),
              ),
            ),
            client('auth/login', 'login', () =>
              import('@/features/auth/components/login-page').then((module) => module.LoginPage),
            ),
            client('auth/forgot-password', 'login', () =>
              import('@/features/auth/components/forgot-password-page').then(
                (module) => module.ForgotPasswordPage,
              ),
            ),
            client('auth/reset-password', 'login', () =>
              import('@/features/auth/components/reset-password-page').then(
                (module) => module.ResetPasswordPage,
              ),
            ),
            client('auth/verify-email', 'login', () =>
              import('@/features/auth/components/verify-email-page').then(
                (module) => module.VerifyEmailPage,
              ),
            ),
            client('agreement/sign/:token', undefined, () =>
              import('@/features/agreement/components/sign-agreement-page').then(
                (module) => module.SignAgreementPage,
              ),
            ),
            client('agreement/verify', undefined, () =>
              import('@/features/agreement/components/verify-agreement-page').then(
                (module) => module.VerifyAgreementPage,
              ),
            ),
            publicPage('discover', 'discover', () =>
              import('./public/discover').then((module) => module.discoverPage),
            ),
            publicPage('organization/:slug', 'organization', () =>
              import('./public/organization').then((module) => module.organizationPage),
            ),
            publicPage('campaign/:slug', 'campaign', () =>
              import('./public/campaign').then((module) => module.campaignPage),
            ),
            // Giving (docs/product/donations.md, Where): the form is a page of its own on the
            // server (donationRoutes); here, the thank-you page the provider returns to, public
            // but rendered in the browser.
            ...(options.isServer ? [] : donationPagePaths(host).map(documentRoute)),
            client('donate/thank-you/:donationId', 'thankYou', () =>
              import('@/features/giving/components/thank-you-page').then(
                (module) => module.ThankYouPage,
              ),
            ),
            // The donor's page (docs/product/donations.md#the-donors-page): public, its key the
            // donor's, so rendered in the browser only.
            client('my-giving', 'myGiving', () =>
              import('@/features/my-giving/components/my-giving-page').then(
                (module) => module.MyGivingPage,
              ),
            ),
            // Receipts (docs/product/donations.md): anyone checks a receipt, on the platform and on a site's host.
            publicPage('receipt/verify', 'receiptVerify', () =>
              import('@/features/receipts/components/verify-receipt-page').then((module) => ({
                Component: module.VerifyReceiptPage,
              })),
            ),
            infoPage('about', 'about', () =>
              import('@/features/info-pages/components/about-page').then((m) => m.AboutPage),
            ),
            infoPage('contact', 'contact', () =>
              import('@/features/info-pages/components/contact-page').then((m) => m.ContactPage),
            ),
            infoPage('help', 'help', () =>
              import('@/features/info-pages/components/help-page').then((m) => m.HelpPage),
            ),
            infoPage('privacy-policy', 'privacyPolicy', () =>
              import('@/features/info-pages/components/privacy-policy-page').then(
                (m) => m.PrivacyPolicyPage,
              ),
            ),
            infoPage('terms-of-use', 'termsOfUse', () =>
              import('@/features/info-pages/components/terms-of-use-page').then(
                (m) => m.TermsOfUsePage,
              ),
            ),
            {
              Component: RequireAuth,
              children: [
                client('dashboard', 'dashboard', () =>
                  import('@/features/account/components/dashboard-page').then(
                    (module) => module.DashboardPage,
                  ),
                ),
                client('organizations', 'organizations', () =>
                  import('@/features/account/components/organizations-page').then(
                    (module) => module.OrganizationsPage,
                  ),
                ),
                client('organizations/:slug/settings', 'organizationSettings', () =>
                  import('@/app/pages/organization-settings-page').then(
                    (module) => module.OrganizationSettingsRoutePage,
                  ),
                ),
                client('campaigns', 'campaigns', () =>
                  import('@/features/account/components/campaigns-page').then(
                    (module) => module.CampaignsPage,
                  ),
                ),
                client('donations', 'donations', () =>
                  import('@/app/pages/donations-page').then((module) => module.DonationsRoutePage),
                ),
                client('donations/:donationId', 'donation', () =>
                  import('@/features/account/components/donation-page').then(
                    (module) => module.DonationPage,
                  ),
                ),
                ...reviewRoutes(client),
                client('profile', 'profile', () =>
                  import('@/features/account/components/profile-page').then(
                    (module) => module.ProfilePage,
                  ),
                ),
                client('campaign/create', 'createCampaign', () =>
                  import('@/features/campaign/components/create-campaign-page').then(
                    (module) => module.CreateCampaignPage,
                  ),
                ),
                client('campaign/:slug/edit', 'editCampaign', () =>
                  import('@/features/campaign/components/edit-campaign-page').then(
                    (module) => module.EditCampaignPage,
                  ),
                ),
                client('event/create', 'createEvent', () =>
                  import('@/features/campaign/components/create-campaign-page').then(
                    (module) => module.CreateEventPage,
                  ),
                ),
                client('organization/partner-onboarding', 'partnerOnboarding', () =>
                  import('@/features/onboarding/components/onboarding-pages').then(
                    (module) => module.PartnerOnboardingPage,
                  ),
                ),
                client('pricing-plan-checkout', 'pricingPlanCheckout', () =>
                  import('@/features/checkout/components/pricing-plan-checkout-page').then(
                    (module) => module.PricingPlanCheckoutPage,
                  ),
                ),
                client('popup-checkout', 'popupCheckout', () =>
                  import('@/features/checkout/components/popup-checkout-page').then(
                    (module) => module.PopupCheckoutPage,
                  ),
                ),
                client('organization/create', 'createOrganization', () =>
                  import('./pages/create-organization-page').then(
                    (module) => module.CreateOrganizationPage,
                  ),
                ),
              ],
            },
            publicPage('*', 'notFound', loadNotFoundPage),
          ],
        },
      ],
    },
  ];
}

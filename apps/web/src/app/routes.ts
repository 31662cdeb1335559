import { type ComponentType, createElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { isOrganizationHost } from './host/platform-host';
import { PageLoader } from './pages/page-loader';
import type { PageHandle, PageTitleKey } from './pages/page-title';
import { RequireAuth } from './pages/require-auth';
import { RouteErrorPage } from './pages/route-error-page';
import { AppLayout } from './shell/app-layout';

/** A built page: its own chunk, named by `title` for the document title. */
function page(
  path: string,
  title: PageTitleKey,
  load: () => Promise<RouteObject['Component']>,
): RouteObject {
  const handle: PageHandle = { title };
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

const loadNotFoundPage = () =>
  import('./pages/not-found-page').then((module) => module.NotFoundPage);

/**
 * A public page of something that may not exist (an organization, a campaign): its component
 * shows the 'Page not found' page it is given when the server answers 404.
 */
function publicPage(
  path: string,
  title: PageTitleKey,
  load: () => Promise<ComponentType<{ notFound: ReactNode }>>,
): RouteObject {
  const handle: PageHandle = { title };
  return {
    path,
    handle,
    lazy: async () => {
      const [Page, NotFoundPage] = await Promise.all([load(), loadNotFoundPage()]);
      return { Component: () => createElement(Page, { notFound: createElement(NotFoundPage) }) };
    },
  };
}

/**
 * `/`: the platform's home page, or on an organization's host that organization's own site
 * (docs/product/organization-sites.md).
 */
async function loadHomePage(): Promise<Pick<RouteObject, 'Component'>> {
  const Component = isOrganizationHost()
    ? (await import('@/features/site/components/organization-site-page')).OrganizationSitePage
    : (await import('@/features/home/components/home-page')).HomePage;
  return { Component };
}

/** A page only organization sites have; 'Page not found' on the platform's own hosts. */
function sitePage(path: string, load: () => Promise<RouteObject['Component']>): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: await (isOrganizationHost() ? load() : loadNotFoundPage()) }),
  };
}

/** The routes of docs/product/routes-and-screens.md#routes. Every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: loadHomePage },
          sitePage('about-us', () =>
            import('@/features/site/components/about-us-page').then((module) => module.AboutUsPage),
          ),
          sitePage('terms', () =>
            import('@/features/site/components/terms-page').then((module) => module.TermsPage),
          ),
          sitePage('privacy', () =>
            import('@/features/site/components/privacy-page').then((module) => module.PrivacyPage),
          ),
          page('auth/login', 'login', () =>
            import('@/features/auth/components/login-page').then((module) => module.LoginPage),
          ),
          page('auth/forgot-password', 'login', () =>
            import('@/features/auth/components/forgot-password-page').then(
              (module) => module.ForgotPasswordPage,
            ),
          ),
          page('auth/reset-password', 'login', () =>
            import('@/features/auth/components/reset-password-page').then(
              (module) => module.ResetPasswordPage,
            ),
          ),
          page('auth/verify-email', 'login', () =>
            import('@/features/auth/components/verify-email-page').then(
              (module) => module.VerifyEmailPage,
            ),
          ),
          {
            path: 'agreement/sign/:token',
            lazy: async () => ({
              Component: (await import('@/features/agreement/components/sign-agreement-page'))
                .SignAgreementPage,
            }),
          },
          {
            path: 'agreement/verify',
            lazy: async () => ({
              Component: (await import('@/features/agreement/components/verify-agreement-page'))
                .VerifyAgreementPage,
            }),
          },
          page('discover', 'discover', () =>
            import('@/features/discover/components/discover-page').then(
              (module) => module.DiscoverPage,
            ),
          ),
          publicPage('organization/:slug', 'organization', () =>
            import('@/features/site/components/public-organization-page').then(
              (module) => module.PublicOrganizationPage,
            ),
          ),
          publicPage('campaign/:slug', 'campaign', () =>
            import('@/features/campaign/components/campaign-page').then(
              (module) => module.CampaignPage,
            ),
          ),
          page('about', 'about', () =>
            import('@/features/info-pages/components/about-page').then(
              (module) => module.AboutPage,
            ),
          ),
          page('contact', 'contact', () =>
            import('@/features/info-pages/components/contact-page').then(
              (module) => module.ContactPage,
            ),
          ),
          page('help', 'help', () =>
            import('@/features/info-pages/components/help-page').then((module) => module.HelpPage),
          ),
          page('privacy-policy', 'privacyPolicy', () =>
            import('@/features/info-pages/components/privacy-policy-page').then(
              (module) => module.PrivacyPolicyPage,
            ),
          ),
          page('terms-of-use', 'termsOfUse', () =>
            import('@/features/info-pages/components/terms-of-use-page').then(
              (module) => module.TermsOfUsePage,
            ),
          ),
          {
            Component: RequireAuth,
            children: [
              page('dashboard', 'dashboard', () =>
                import('@/features/account/components/dashboard-page').then(
                  (module) => module.DashboardPage,
                ),
              ),
              page('organizations', 'organizations', () =>
                import('@/features/account/components/organizations-page').then(
                  (module) => module.OrganizationsPage,
                ),
              ),
              page('campaigns', 'campaigns', () =>
                import('@/features/account/components/campaigns-page').then(
                  (module) => module.CampaignsPage,
                ),
              ),
              page('donations', 'donations', () =>
                import('@/features/account/components/donations-page').then(
                  (module) => module.DonationsPage,
                ),
              ),
              page('profile', 'profile', () =>
                import('@/features/account/components/profile-page').then(
                  (module) => module.ProfilePage,
                ),
              ),
              page('campaign/create', 'createCampaign', () =>
                import('@/features/campaign/components/create-campaign-page').then(
                  (module) => module.CreateCampaignPage,
                ),
              ),
              page('event/create', 'createEvent', () =>
                import('@/features/campaign/components/create-campaign-page').then(
                  (module) => module.CreateEventPage,
                ),
              ),
              page('organization/partner-onboarding', 'partnerOnboarding', () =>
                import('@/features/onboarding/components/onboarding-pages').then(
                  (module) => module.PartnerOnboardingPage,
                ),
              ),
              page('pricing-plan-checkout', 'pricingPlanCheckout', () =>
                import('@/features/checkout/components/pricing-plan-checkout-page').then(
                  (module) => module.PricingPlanCheckoutPage,
                ),
              ),
              page('popup-checkout', 'popupCheckout', () =>
                import('@/features/checkout/components/popup-checkout-page').then(
                  (module) => module.PopupCheckoutPage,
                ),
              ),
              page('organization/create', 'createOrganization', () =>
                import('./pages/create-organization-page').then(
                  (module) => module.CreateOrganizationPage,
                ),
              ),
            ],
          },
          { path: '*', lazy: async () => ({ Component: await loadNotFoundPage() }) },
        ],
      },
    ],
  },
];

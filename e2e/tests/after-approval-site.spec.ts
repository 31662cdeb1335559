import { type APIRequestContext, expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { saveRegistrationDraft, saveWebsiteDraft, USA_REGISTRATION } from '../support/drafts.ts';
import { openSignedIn } from '../support/giving.ts';
import { approveOrganization } from '../support/reviewer.ts';
import { DESKTOP, expectFitsBothWidths } from '../support/widths.ts';

// After approval (docs/product/site-addresses.md#the-sites-address,
// docs/product/organization-sites.md#header, docs/product/wizard.md#a-submitted-organization):
// the site's address shown and copyable, unfinished payment onboarding to continue, and the
// organization's own header on its host.

/**
 * An approved USA NGO over HTTP, submitted with a sandbox payment account whose onboarding is not
 * finished: its owner's token, its slug and its site's address.
 */
async function approvedUsaNgo(request: APIRequestContext, baseUrl: string) {
  const token = await signUp(request, 'usa-owner');
  const headers = { authorization: `Bearer ${token}` };
  const slug = await saveRegistrationDraft(
    request,
    token,
    'Bright Futures Reading',
    USA_REGISTRATION,
  );
  await saveWebsiteDraft(request, token, slug);
  const connected = await request.post('/api/payments/stripe/connect', {
    headers,
    data: {
      business_type: 'non_profit',
      email: USA_REGISTRATION.organization_email,
      country: 'US',
      country_name: 'United States',
      domain: baseUrl,
      slug,
    },
  });
  expect(connected.ok(), await connected.text()).toBe(true);
  const checkout = await request.post('/api/payments/checkout', {
    headers,
    data: { slug, kind: 'plan', plan_name: 'Starter', period: 'Quarterly', currency: 'USD' },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = (await checkout.json()).data;
  const paid = await request.post(`${new URL(url).pathname}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  const submitted = await request.post('/api/organization/create/page/4', {
    headers,
    data: { slug, third_page_terms: true },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const siteUrl: string = (await submitted.json()).data.organization.site_url;
  await approveOrganization(request, slug);
  return { token, slug, siteUrl };
}

test.use({ viewport: DESKTOP });

test('an approved organization finds its site address, its unfinished onboarding and its own header', async ({
  page,
  baseURL,
}, testInfo) => {
  const baseUrl = baseURL ?? '';
  const { token, slug, siteUrl } = await approvedUsaNgo(page.request, baseUrl);
  const host = new URL(siteUrl).host;

  // The dashboard: the site's address with a Copy button, and the onboarding to continue.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, token, '/dashboard');
  const address = page.getByRole('group', { name: "Your site's address" });
  await expect(address.getByRole('link', { name: host })).toHaveAttribute('href', siteUrl);
  await address.getByRole('button', { name: 'Copy site address' }).click();
  await expect(address.getByRole('button', { name: 'Address copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl);
  await expect(
    page.getByRole('link', { name: 'View site of Bright Futures Reading' }),
  ).toHaveAttribute('href', siteUrl);
  const onboarding = page.getByRole('link', {
    name: 'Continue payment onboarding of Bright Futures Reading',
  });
  await expect(onboarding).toBeVisible();
  await expectFitsBothWidths(page, testInfo, 'dashboard-site-address');

  // The reminder's way back: the organization's wizard at step 2, read-only, onboarding open.
  await onboarding.click();
  await expect(page).toHaveURL(new RegExp(`slug=${slug}`));
  await expect(page.getByText('This organization has been submitted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accounts and payment' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Continue/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open settings' })).toHaveAttribute(
    'href',
    `/organizations/${slug}/settings`,
  );
  await expectFitsBothWidths(page, testInfo, 'submitted-wizard');

  // Step 1 shows the address too.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(
    page.getByRole('group', { name: "Your site's address" }).getByRole('link', { name: host }),
  ).toBeVisible();

  // The organization's own host: its header is for its donors.
  const visitor = await page.context().browser()?.newContext({ viewport: DESKTOP });
  if (!visitor) throw new Error('no browser');
  const site = await visitor.newPage();
  await site.goto(siteUrl);
  const header = site.getByRole('banner');
  // Its onboarding is unfinished, so it takes no gifts yet: no Donate anywhere (shell.spec.ts has
  // a site that takes them).
  await expect(header.getByRole('link', { name: 'Donate' })).toHaveCount(0);
  const pages = header.getByRole('navigation', { name: 'Site pages' });
  await expect(pages.getByRole('link', { name: 'About us' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Campaigns' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Create campaign' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Campaigns' }).click();
  await expect(site.getByRole('heading', { name: 'Our campaigns' })).toBeInViewport();
  await expectFitsBothWidths(site, testInfo, 'organization-site-header');
  await visitor.close();
});

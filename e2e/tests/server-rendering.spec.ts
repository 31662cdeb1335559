import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { expectAxeClean } from '../support/axe.ts';
import { DESKTOP, PHONE } from '../support/widths.ts';

/** A seeded demo organization with a subdomain (docs/product/organization-sites.md#demo-sites). */
const DEMO_SUBDOMAIN = 'asha-kiran-education-trust';

/** A seeded public campaign and its organization, as the API answers them. */
async function seededCampaign(request: APIRequestContext) {
  const featured = await request.get('/api/campaigns/featured?limit=1');
  const [card] = (await featured.json()).data;
  const page = await request.get(`/api/campaigns/${card.slug}`);
  return (await page.json()).data as {
    slug: string;
    title: string;
    summary: string;
    asset: string;
    organization: { slug: string; organization_name: string };
  };
}

const onHost = (baseURL: string | undefined, subdomain: string) =>
  (baseURL ?? '').replace('//localhost', `//${subdomain}.localhost`);

/** The content of a head tag: `meta[property=…]`, `meta[name=…]` or the canonical link. */
const headTag = (page: Page, selector: string, attribute = 'content') =>
  page.locator(`head ${selector}`).getAttribute(attribute);

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, discover, a campaign, an organization and a footer page come rendered', async ({
    page,
    request,
    baseURL,
  }) => {
    const campaign = await seededCampaign(request);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Free crowdfunding for nonprofits and companies',
    );
    await expect(page.getByRole('heading', { name: 'Featured campaigns' })).toBeVisible();
    await expect(page.getByRole('link', { name: campaign.title }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Education' }).first()).toBeVisible();
    await expect(page).toHaveTitle('GiveCrowd – Free crowdfunding for nonprofits and companies');
    expect(await headTag(page, 'link[rel="canonical"]', 'href')).toBe(`${baseURL}/`);
    expect(await headTag(page, 'meta[property="og:image"]')).toBe(`${baseURL}/share-image.png`);

    await page.goto('/discover?category=Education');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expect(page.getByText(/\d+ results?/)).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();

    await page.goto(`/campaign/${campaign.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Funding' })).toContainText('raised of');
    await expect(page.getByRole('region', { name: 'Organized by' })).toContainText(
      campaign.organization.organization_name,
    );
    await expect(page).toHaveTitle(campaign.title);
    const campaignUrl = `${baseURL}/campaign/${campaign.slug}`;
    expect(await headTag(page, 'meta[name="description"]')).toBe(campaign.summary);
    expect(await headTag(page, 'link[rel="canonical"]', 'href')).toBe(campaignUrl);
    expect(await headTag(page, 'meta[property="og:title"]')).toBe(campaign.title);
    expect(await headTag(page, 'meta[property="og:description"]')).toBe(campaign.summary);
    expect(await headTag(page, 'meta[property="og:url"]')).toBe(campaignUrl);
    expect(await headTag(page, 'meta[property="og:type"]')).toBe('article');
    expect(await headTag(page, 'meta[property="og:image"]')).toBe(
      `${baseURL}/media/${campaign.asset}`,
    );
    expect(await headTag(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await headTag(page, 'meta[name="twitter:title"]')).toBe(campaign.title);
    expect(await headTag(page, 'meta[name="twitter:description"]')).toBe(campaign.summary);
    expect(await headTag(page, 'meta[name="twitter:image"]')).toBe(
      `${baseURL}/media/${campaign.asset}`,
    );

    await page.goto(`/organization/${campaign.organization.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our campaigns' })).toBeVisible();
    await expect(page).toHaveTitle(campaign.organization.organization_name);
    expect(await headTag(page, 'meta[property="og:title"]')).toBe(
      campaign.organization.organization_name,
    );

    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    expect(await headTag(page, 'meta[name="description"]')).toBeTruthy();
  });

  test("an organization's host comes rendered with its own site and name", async ({
    page,
    baseURL,
  }) => {
    const site = onHost(baseURL, DEMO_SUBDOMAIN);
    const response = await page.goto(`${site}/`);
    expect(response?.status()).toBe(200);
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: 'Asha Kiran Education Trust home' }),
    ).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Site pages' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page).toHaveTitle('Asha Kiran Education Trust');
    expect(await headTag(page, 'meta[property="og:site_name"]')).toBe('Asha Kiran Education Trust');
    expect(await headTag(page, 'link[rel="canonical"]', 'href')).toBe(`${site}/`);
  });

  test('unknown addresses answer 404 with the not-found page', async ({ page, baseURL }) => {
    for (const path of [
      '/no/such/page',
      '/campaign/no-such-campaign',
      '/organization/no-such-org',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect(await headTag(page, 'meta[name="robots"]')).toBe('noindex');
    }
    const response = await page.goto(`${onHost(baseURL, 'no-such-org')}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
  });
});

test('robots.txt and the sitemap, for the platform and for an organization', async ({
  page,
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /dashboard$');
  expect(rules).toContain('Disallow: /organization/create$');
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const campaign = await seededCampaign(request);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/discover</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/organization/${campaign.organization.slug}</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/campaign/${campaign.slug}</loc>`);

  // Chromium finds `{sub}.localhost` by itself; Node's resolver does not.
  const site = onHost(baseURL, DEMO_SUBDOMAIN);
  const siteMap = await (await page.goto(`${site}/sitemap.xml`))?.text();
  expect(siteMap).toContain(`<loc>${site}/</loc>`);
  expect(siteMap).not.toContain('/campaign/');
  expect(await (await page.goto(`${site}/robots.txt`))?.text()).toContain(
    `Sitemap: ${site}/sitemap.xml`,
  );
});

/** What React says when the page it takes over is not the one it would render. */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe("taking over the server's page at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test('the page comes alive without a mismatch and stays usable', async ({ page, request }) => {
    const problems = watchHydration(page);
    const campaign = await seededCampaign(request);
    for (const path of ['/', '/discover', `/campaign/${campaign.slug}`, '/help']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/');
    await page.getByRole('link', { name: 'Discover campaigns' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expect(page).toHaveURL(/\/discover$/);
    await expectAxeClean(page, 'the discover page taken over');
    expect(problems).toEqual([]);
  });

  test('a signed-in person sees their account menu once the page is alive', async ({
    page,
    request,
  }) => {
    const problems = watchHydration(page);
    const token = await signUp(request, 'ssr');
    await page.addInitScript((stored) => localStorage.setItem('token', stored), token);
    await page.goto('/');
    // The server rendered the page for a visitor; once alive it is the signed-in person's.
    const login = page
      .getByRole('banner')
      .getByRole('link', { name: 'Login', includeHidden: true });
    await expect(login).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    // Under 768 px the bar folds: the account's entries are in the burger's drawer.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.setViewportSize(DESKTOP);
    expect(problems).toEqual([]);
  });

  test('a reader who chose Hindi gets the page in Hindi from the server', async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = watchHydration(page);
    await context.addCookies([{ name: 'language', value: 'hi', url: baseURL ?? '' }]);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

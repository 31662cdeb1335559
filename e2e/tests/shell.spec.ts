import { expect, test } from '@playwright/test';

test.describe('home page and shell', () => {
  test('renders the promise, featured campaigns and categories from the database', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/crowdfunding/i);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /create organization/i }).first()).toBeVisible();
    const firstImage = main.locator('img').first();
    await expect(firstImage).toBeVisible();
    await expect
      .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(main.getByText('Education').first()).toBeVisible();
    await expect(main.getByText('Registration', { exact: true })).toBeVisible();
    await expect(main.getByText('Create website', { exact: true })).toBeVisible();
    await expect(main.getByText('Verify payments', { exact: true })).toBeVisible();
  });

  test('downloads only what the home page shows (no rich-text editor)', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /tiptap|rich-text|onboarding|wizard/i.test(path))).toEqual([]);
  });

  test('shows the footer on localhost', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByText('Company')).toBeVisible();
    await expect(footer.getByText('Learn More')).toBeVisible();
    await expect(footer.getByText('Other Resources')).toBeVisible();
  });

  test("an organization's site has its name, Donate as its main button and no footer", async ({
    page,
    request,
    baseURL,
  }) => {
    const host = 'asha-kiran-education-trust.localhost';
    const lookup = await request.get(`/api/organization/domain/${host}`);
    expect(lookup.status()).toBe(200);
    await page.goto((baseURL ?? '').replace('//localhost', `//${host}`));
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: 'Asha Kiran Education Trust home' }),
    ).toBeVisible();
    // The demo organization takes gifts in the sandbox, so its site asks visitors to give.
    await expect(header.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    await expect(header.getByRole('link', { name: 'Create campaign' })).toHaveCount(0);
    // Its own people sign in discreetly; nothing of the platform's sign-up is offered.
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a host that matches no organization shows a plain organization not found page', async ({
    page,
    baseURL,
  }) => {
    const orgUrl = (baseURL ?? '').replace('//localhost', '//no-such-org.localhost');
    await page.goto(`${orgUrl}/discover`);
    await expect(page.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
    await expect(page.getByText('no-such-org.localhost')).toBeVisible();
    expect(new URL(page.url()).hostname).toBe('no-such-org.localhost');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('collapses the navigation into a burger at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    await burger.click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('sends visitors of private pages to login with redirectTo', async ({ page }) => {
    await page.goto('/organization/create');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Forganization%2Fcreate$/);
  });

  test('switches the language to Hindi and back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test('the API answers unknown paths with a JSON 404 and bad parameters with 400', async ({
  request,
}) => {
  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ status: false });
  const bad = await request.get('/api/campaigns/featured?limit=abc');
  expect(bad.status()).toBe(400);
  const countries = await request.get('/api/countries');
  expect((await countries.json()).data.length).toBeGreaterThanOrEqual(240);
});

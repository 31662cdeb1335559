import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { saveRegistrationDraft } from '../support/drafts.ts';
import { DESKTOP, expectFitsBothWidths } from '../support/widths.ts';

async function signIn(page: Page, request: APIRequestContext) {
  const token = await signUp(request, 'empty');
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return token;
}

test.describe('account pages at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('each empty page says what to do next, with the button that does it', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request);
    const main = page.getByRole('main');

    await page.goto('/dashboard');
    await expect(main.getByRole('heading', { name: 'Create your organization' })).toBeVisible();
    await expect(main.getByText('Drafts to finish')).toHaveCount(0);
    await expectFitsBothWidths(page, testInfo, 'dashboard-empty');
    await main.getByRole('link', { name: 'Create organization' }).click();
    await expect(page).toHaveURL(/\/organization\/create$/);

    await page.goto('/campaigns');
    await expect(main.getByText('You have no campaigns yet')).toBeVisible();
    await expect(main.getByText(/Create your organization first/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Create organization' })).toHaveAttribute(
      'href',
      '/organization/create',
    );

    await page.goto('/donations');
    await expect(main.getByText('No donations yet')).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'donations-empty');
    await main.getByRole('link', { name: 'Discover campaigns' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  });

  test('with a draft, the dashboard continues it, and its saved step keeps its check mark', async ({
    page,
    request,
  }, testInfo) => {
    const token = await signIn(page, request);
    const slug = await saveRegistrationDraft(request, token);
    const main = page.getByRole('main');

    await page.goto('/dashboard');
    const next = main.getByRole('region', { name: 'Finish your organization' });
    await expect(next).toContainText('Continue at step 2 of 3.');
    await expectFitsBothWidths(page, testInfo, 'dashboard-draft');

    await page.goto('/campaigns');
    await expect(main.getByText(/Finish Helping Hands Foundation first/)).toBeVisible();

    await page.goto('/dashboard');
    await next.getByRole('link', { name: 'Continue onboarding' }).click();
    await expect(page).toHaveURL(new RegExp(`slug=${slug}$`));
    const registration = page.getByRole('button', { name: /Registration/ });
    const createWebsite = page.getByRole('button', { name: /Create website/ });
    await expect(createWebsite).toHaveAttribute('aria-current', 'step');
    await expect(registration).toHaveAccessibleName(/saved/);

    // Back to step 0: Registration is current again, and still saved.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(registration).toHaveAttribute('aria-current', 'step');
    await expect(registration).toHaveAccessibleName(/saved/);
    await expect(registration.getByText('1', { exact: true })).toHaveCount(0);
    await expect(createWebsite).not.toHaveAccessibleName(/saved/);
    await expectFitsBothWidths(page, testInfo, 'wizard-saved-step-after-back');
  });
});

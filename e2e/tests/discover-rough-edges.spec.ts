import { expect, test } from '@playwright/test';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

/**
 * What a new visitor on a phone tripped over in search and discover
 * (docs/product/search-and-discovery.md): the search from the home page, a Hindi query, results
 * opening in the same tab, and a page past the last one.
 */
test.describe('search and discover on a phone, at 390 px', () => {
  test.use({ viewport: PHONE });

  test('searches from the home page in Hindi and opens a result in the same tab', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath('phone-home-search.png') });

    // The menu leads to discover too.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Discover' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await search.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await dialog.getByPlaceholder('Search for projects or categories').fill('स्वास्थ्य');
    const categories = dialog.getByRole('region', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Healthcare', exact: true })).toBeVisible();
    const projects = dialog.getByRole('region', { name: 'Projects' });
    const result = projects.getByRole('link').first();
    await expect(result).toBeVisible();
    await expect(result).not.toHaveAttribute('target', '_blank');
    await page.screenshot({ path: testInfo.outputPath('phone-hindi-search.png') });

    const pagesBefore = context.pages().length;
    await result.click();
    await expect(page).toHaveURL(/\/(campaign|organization)\/[a-z0-9-]+$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(context.pages()).toHaveLength(pagesBefore);
  });

  test('a page past the last one says where the results end and goes back', async ({
    page,
  }, testInfo) => {
    await page.goto('/discover?tab=organizations&sort=Most%20funded&page=999');
    await expect(
      page.getByRole('heading', { name: 'There is no page 999 of these results' }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+ results?$/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No organizations found' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveAccessibleDescription(
      "The organizations that raised the largest share of their campaigns' goals first.",
    );
    await expectFitsBothWidths(page, testInfo, 'discover-past-the-end');

    await page.getByRole('button', { name: /^Go to page \d+$/ }).click();
    await expect(page).toHaveURL(/page=\d+/);
    await expect(page).not.toHaveURL(/page=999/);
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'discover-organizations-most-funded');
  });
});

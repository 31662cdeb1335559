import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { submitOrganization } from '../support/drafts.ts';
import { approveOrganization } from '../support/reviewer.ts';
import { DESKTOP, expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { choose, openWizard } from '../support/wizard.ts';

/** A valid 1×1 PNG: the campaign's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('search and discover at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the overlay finds categories and projects, pages on, says when nothing matches and leads to discover', async ({
    page,
  }, testInfo) => {
    await page.goto('/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    const dialog = await openSearch(page);
    const input = dialog.getByPlaceholder('Search for projects or categories');
    await expect(input).toBeFocused();

    await input.fill('edu');
    const categories = dialog.getByRole('region', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Education' })).toBeVisible();
    const projects = dialog.getByRole('region', { name: 'Projects' });
    await expect(projects.getByRole('link')).toHaveCount(4);
    await dialog.getByRole('button', { name: 'See More' }).click();
    await expect.poll(() => projects.getByRole('link').count()).toBeGreaterThan(4);
    await expectAxeClean(page, 'the search overlay with results');

    await input.fill('helth');
    await expect(categories.getByRole('link', { name: 'Healthcare', exact: true })).toBeVisible();

    await input.fill('qqqzzzxxv');
    await expect(dialog.getByText('No Data Found')).toBeVisible();

    // On a phone a result opens in the same tab (discover-rough-edges.spec.ts opens one).
    await input.fill('water');
    const result = projects.getByRole('link').first();
    await expect(result).toBeVisible();
    await expect(result).not.toHaveAttribute('target', '_blank');

    await input.fill('edu');
    await categories.getByRole('link', { name: 'Education' }).click();
    await expect(page).toHaveURL(/\/discover\?category=Education&.*tab=campaigns/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Education');
    await expectFitsBothWidths(page, testInfo, 'discover-education');
  });
});

test.describe('search and discover at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('discover filters by tab, category and sort, with the state in the address', async ({
    page,
  }) => {
    await page.goto('/discover');
    await expect(page.getByText(/^\d+ results$/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Newest');
    await expect(page).toHaveURL(/sort=Newest/);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Healthcare');
    await expect(page).toHaveURL(/category=Healthcare/);
    await page.getByRole('tab', { name: 'Organizations' }).click();
    await expect(page).toHaveURL(/tab=organizations/);
    await expect(page.getByText(/^\d+ results$/)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAxeClean(page, 'discover, filtered');
  });

  test('a campaign created by its organization is found by search at once', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await openWizard(page, request, '/');
    const organization = `Reading Lamp Trust ${randomInt(1000, 9999)}`;
    // Only an approved organization's campaigns are public (docs/product/verification.md).
    await approveOrganization(request, await submitOrganization(request, token, organization));
    const title = `Lamps for ${randomInt(100_000, 999_999)} night readers`;

    await page.goto('/campaign/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create campaign' })).toBeVisible();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await choose(page, 'Organization', organization);
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await choose(page, 'Category', 'Education');
    await page.getByRole('textbox', { name: /^Goal/ }).fill('1,50,000');
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(/^End date/).fill(nextMonth);
    await page
      .getByRole('group', { name: /^Campaign image/ })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Campaign image preview' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Story', exact: true }).click();
    await page.keyboard.type('Solar lamps so that children can read after dark.');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('₹1,50,000')).toBeVisible();

    await page.goto('/discover');
    const dialog = await openSearch(page);
    await dialog.getByPlaceholder('Search for projects or categories').fill(title);
    await expect(
      dialog
        .getByRole('region', { name: 'Projects' })
        .getByRole('link', { name: new RegExp(title) }),
    ).toBeVisible();
  });
});

import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { giveTo, givingOrganization, openSignedIn } from '../support/giving.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

const organizationName = () =>
  `Seva Reading Trust ${String.fromCharCode(65 + randomInt(26))}${randomInt(1000, 9999)}`;

/** The file a button downloads, as text. */
async function downloaded(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return readFile(await (await download).path(), 'utf8');
}

test('an owner sees the figures, filters, exports and emails the year-end statements', async ({
  page,
}, testInfo) => {
  const name = organizationName();
  const { token, slug } = await givingOrganization(page.request, name);
  await giveTo(page.request, slug, { name: 'Arjun Mehta', amount: 1000 });
  await giveTo(page.request, slug, { name: 'Kavya Menon', amount: 2500, frequency: 'monthly' });

  await openSignedIn(page, token, '/dashboard');
  const figures = page.getByRole('region', { name: `Gifts to ${name}` });
  await expect(figures.getByText('Raised in all').locator('..')).toContainText('₹3,500');
  await expect(figures.getByText('Donors').locator('..')).toContainText('2');
  await figures.getByRole('link', { name: 'See all gifts' }).click();

  await expect(page.getByRole('status').filter({ hasText: '2 gifts' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Once or monthly' }).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 gift' })).toBeVisible();
  await expect(page).toHaveURL(/frequency=monthly/);
  const csv = await downloaded(page, 'Download CSV');
  expect(csv).toContain('Kavya Menon');
  expect(csv).not.toContain('Arjun Mehta');
  await expectFitsBothWidths(page, testInfo, 'owner-donations');

  const statements = page.getByRole('region', { name: 'Year-end statements' });
  // Receipts' PDFs are made off the request path; until they are, the statements wait.
  await expect(async () => {
    await statements.getByRole('button', { name: 'Email statements' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Email statements' }).click();
    await expect(statements.getByRole('status')).toContainText('2 donors emailed now', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('an owner refunds a gift and sees its receipt void; the refund fails and the gift stands', async ({
    page,
  }, testInfo) => {
    const { token, slug } = await givingOrganization(page.request, organizationName());
    await giveTo(page.request, slug, { name: 'Ravi Kumar', amount: 1500 });

    await openSignedIn(page, token, `/donations?organization=${slug}`);
    await page.getByRole('link', { name: 'Ravi Kumar' }).click();
    await expect(page).toHaveURL(/\/donations\/[\w-]+\?organization=/);
    await expectFitsBothWidths(page, testInfo, 'owner-gift');

    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this gift' });
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByText('Please enter the reason for the refund.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Given twice by mistake; the donor asked.');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('The gift was refunded.')).toBeVisible();
    await expect(page.getByText('Void', { exact: true })).toBeVisible();
    const giftPage = page.url();

    const number = (
      await page
        .getByText(/^[A-Z0-9]+-\d+-\d{4}-\d{4,}$/)
        .first()
        .innerText()
    ).trim();
    await page.goto('/receipt/verify');
    await page.getByLabel('Receipt number').fill(number);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/void/i).first()).toBeVisible();

    // The sandbox fails the refund afterwards, as a provider can: the gift stands again, with a
    // new receipt, and can be refunded again.
    const failed = await page.request.post('/api/dev/payments/sandbox/refunds/fail', {
      data: { reason: 'The card was closed.' },
    });
    expect(failed.ok()).toBe(true);
    await page.goto(giftPage);
    await expect(
      page.getByText(/^A refund failed on .*; the gift stands: The card was closed\.$/),
    ).toBeVisible();
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refund' })).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'owner-gift-refund-failed');
  });
});

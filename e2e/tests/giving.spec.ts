import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

/** A live campaign of a demo organization (they take gifts in the sandbox on a development start). */
async function liveCampaignOf(page: Page, organizationSlug: string) {
  const response = await page.request.get(`/api/organization/public/${organizationSlug}`);
  expect(response.ok()).toBe(true);
  const site = await response.json();
  const campaign = site.data.campaigns.find(
    (entry: { remaining_days: number }) => entry.remaining_days > 1,
  );
  expect(campaign, `a live campaign of ${organizationSlug}`).toBeDefined();
  return campaign.slug as string;
}

/** Pays on the sandbox's hosted checkout and waits for the thank-you page. */
async function payInSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/payments\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/donate\/thank-you\//);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
}

async function raisedOf(page: Page, campaignSlug: string) {
  const response = await page.request.get(`/api/campaigns/${campaignSlug}`);
  const body = await response.json();
  return { raised: body.data.raised as number, donors: body.data.donor_count as number };
}

/**
 * From the thank-you page: the receipt's PDF downloads as a PDF, and `/receipt/verify` says its
 * number is a valid receipt of `amount`.
 */
async function expectReceiptValid(page: Page, amount: string) {
  const line = await page.getByText(/Receipt number /).innerText();
  const number = line.replace('Receipt number ', '').trim();

  // The PDF is made off the request path; the page offers it once it is there.
  const download = page.getByRole('link', { name: 'Download receipt' });
  await expect(download).toBeVisible({ timeout: 20_000 });
  const pdf = await page.request.get(String(await download.getAttribute('href')));
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/receipt/verify');
  await page.getByLabel('Receipt number').fill(number);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This is a valid receipt issued on GiveCrowd')).toBeVisible();
  await expect(page.getByText(amount)).toBeVisible();
}

test.describe('giving at 390 px', () => {
  test.use({ viewport: PHONE });

  test('a donor in India gives once with a PAN: the receipt, the wall and the total change', async ({
    page,
  }, testInfo) => {
    const campaign = await liveCampaignOf(page, 'asha-kiran-education-trust');
    const before = await raisedOf(page, campaign);
    // Letters only (names take no digits): a surname of the run, so the wall shows this gift.
    const name = `Meera D'Souza ${['Rao', 'Iyer', 'Nair', 'Das', 'Sen'][randomInt(5)]}-${String.fromCharCode(65 + randomInt(26))}${String.fromCharCode(97 + randomInt(26))}`;

    await page.goto(`/campaign/${campaign}`);
    await page.getByRole('link', { name: 'Donate' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaign}/donate$`));
    await expectFitsBothWidths(page, testInfo, 'donation-form');

    await page.getByRole('button', { name: '₹1,000' }).click();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(`meera-${randomInt(1e6)}@example.in`);
    await page.getByLabel('PAN (optional)').fill('abcde1234f');
    await page.getByLabel('Address line 1').fill('12, Nehru Nagar');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('Postal code').fill('411001');
    const message = `For the girls of Pune, from ${name}`;
    await page.getByLabel('Message for the wall').fill(message);
    await page.getByRole('button', { name: 'Donate ₹1,000' }).click();
    await payInSandbox(page);
    await expect(page.getByText(/Receipt number .+-\d+-\d{4}-\d{4,}/)).toBeVisible();

    const after = await raisedOf(page, campaign);
    expect(after.raised).toBe(before.raised + 1000);
    expect(after.donors).toBe(before.donors + 1);
    await page.goto(`/campaign/${campaign}`);
    await expect(page.getByText(message)).toBeVisible();
  });

  test('a donor in the USA gives monthly, and the form says what the wrong fields are', async ({
    page,
  }, testInfo) => {
    const campaign = await liveCampaignOf(page, 'bright-futures-learning-alliance');
    await page.goto(`/campaign/${campaign}/donate`);
    await page.getByRole('button', { name: /^Donate/ }).click();
    await expect(page.getByText('Please enter an amount.').first()).toBeVisible();

    await page.getByText('Monthly', { exact: true }).click();
    await page.getByLabel('Other amount').fill('25.50');
    await page.getByLabel('Full name').fill('Jordan Lee');
    await page.getByLabel('Email').fill(`jordan-${randomInt(1e6)}@example.org`);
    await page.getByRole('button', { name: 'Donate $25.50 a month' }).click();
    await payInSandbox(page);
    await expect(page.getByText(/charged on this day every month/)).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'thank-you-monthly');
  });
});

test('the receipt of a gift opens as a PDF, and the verify page says it is valid', async ({
  page,
}) => {
  const campaign = await liveCampaignOf(page, 'asha-kiran-education-trust');
  await page.goto(`/campaign/${campaign}/donate`);
  await page.getByRole('button', { name: '₹500' }).click();
  await page.getByLabel('Full name').fill('अनिता शर्मा');
  await page.getByLabel('Email').fill(`anita-${randomInt(1e6)}@example.in`);
  await page.getByLabel('Address line 1').fill('4 MG Road');
  await page.getByLabel('City').fill('Jaipur');
  await page.getByLabel('Postal code').fill('302001');
  await page.getByRole('button', { name: 'Donate ₹500' }).click();
  await payInSandbox(page);
  await expectReceiptValid(page, '₹500');
});

test('a donor in the USA gives once at 1280 px: the receipt, the totals, the wall and the verify page', async ({
  page,
}, testInfo) => {
  const campaign = await liveCampaignOf(page, 'second-harvest-neighbors');
  const before = await raisedOf(page, campaign);
  const message = `Proud to help Houston, gift ${randomInt(1e6)}`;

  await page.goto(`/campaign/${campaign}`);
  await page.getByRole('link', { name: 'Donate' }).first().click();
  await page.getByRole('button', { name: '$50', exact: true }).click();
  await page.getByLabel('Full name').fill('Dana Whitfield');
  await page.getByLabel('Email').fill(`dana-${randomInt(1e6)}@example.org`);
  await page.getByLabel('Message for the wall').fill(message);
  await page.getByRole('button', { name: 'Donate $50' }).click();
  await payInSandbox(page);
  await expect(page.getByText(/Receipt number .+-\d+-\d{4}-\d{4,}/)).toBeVisible();
  await expectFitsBothWidths(page, testInfo, 'thank-you-once');

  const after = await raisedOf(page, campaign);
  expect(after.raised).toBe(before.raised + 50);
  expect(after.donors).toBe(before.donors + 1);
  await expectReceiptValid(page, '$50');
  await page.goto(`/campaign/${campaign}`);
  await expect(page.getByText(message)).toBeVisible();
});

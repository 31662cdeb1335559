import { expect, test } from '@playwright/test';
import { mailFromOutbox } from '../support/accounts.ts';
import { giveTo } from '../support/giving.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

test.use({ viewport: PHONE });

test('a donor asks for their page by email, downloads a receipt and stops a monthly gift', async ({
  page,
}, testInfo) => {
  const email = await giveTo(page.request, 'asha-kiran-education-trust', {
    name: 'Kavya Menon',
    amount: 750,
    frequency: 'monthly',
  });

  await page.goto('/my-giving');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  const mail = await mailFromOutbox(page.request, email, ({ subject }) =>
    subject.startsWith('Your giving page'),
  );
  const link = new URL(String(mail.link));
  expect(link.pathname).toBe('/my-giving');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Gifts made with ${email}`)).toBeVisible();
  await expect(page.getByText('₹750 a month')).toBeVisible();

  // The receipt's PDF is made off the request path: the page offers it once it is there.
  const download = page.getByRole('link', { name: /^Download receipt / });
  await expect(async () => {
    await page.reload();
    await expect(download).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const pdf = await page.request.get(String(await download.getAttribute('href')));
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectFitsBothWidths(page, testInfo, 'my-giving');

  await page.getByRole('button', { name: /^Stop monthly gift: ₹750 a month to / }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop this monthly gift?' });
  await dialog.getByRole('button', { name: 'Stop monthly gift' }).click();
  await expect(
    page.getByText('Your monthly gift has been stopped. We have emailed you and the organization.'),
  ).toBeVisible();
  await expect(page.getByText('You have no monthly gift running.')).toBeVisible();
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

/** The e2e server runs with SUPPORT_EMAIL unset: its development default. */
const SUPPORT_EMAIL = 'support@localhost';

test.describe('the contact form at 390 px', () => {
  test.use({ viewport: PHONE });

  test('a visitor reports a campaign from its page and sees the confirmation', async ({
    page,
  }, testInfo) => {
    const site = await (
      await page.request.get('/api/organization/public/asha-kiran-education-trust')
    ).json();
    const campaign = site.data.campaigns[0].slug as string;
    const writer = `reporter-${randomUUID().slice(0, 8)}@example.org`;

    await page.goto(`/campaign/${campaign}`);
    const reportLink = page.getByRole('link', { name: 'Report this campaign' });
    await expect(reportLink).toHaveAttribute('href', /^\/contact\?topic=report&page=/);
    await page.goto((await reportLink.getAttribute('href')) ?? '');
    await expect(page.getByLabel('What is it about?')).toHaveValue('report');
    await expect(page.getByLabel('Address of the page it concerns')).toHaveValue(
      new RegExp(`^https?://[^/]+/campaign/${campaign}$`),
    );
    await expectFitsBothWidths(page, testInfo, 'contact-form');

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(
      'Please enter your name.',
    );

    await page.getByLabel('Your name').fill('Meera Iyer');
    await page.getByLabel('Your email').fill(writer);
    await page
      .getByLabel('Your message')
      .fill('The photos on this campaign belong to <b>another</b> charity.');
    await page.getByRole('button', { name: 'Send message' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('Thank you, your message has reached our team.');
    await expectFitsBothWidths(page, testInfo, 'contact-sent');

    const outbox = await (
      await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`)
    ).json();
    const report = outbox.data.find((message: { text: string }) => message.text.includes(writer));
    expect(report.subject).toContain('Report of a campaign or an organization');
    expect(report.text).toContain(`/campaign/${campaign}`);
  });

  test('an organization page has its report link', async ({ page }, testInfo) => {
    await page.goto('/organization/asha-kiran-education-trust');
    // The link is near the foot of a long page: clicked once the page is the browser's.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Report this organization' }).click();
    await expect(page).toHaveURL(/\/contact\?topic=report&page=/);
    await expect(page.getByLabel('Address of the page it concerns')).toHaveValue(
      /\/organization\/asha-kiran-education-trust$/,
    );
    await page.goBack();
    await page.getByRole('link', { name: 'Report this organization' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('organization-report-link-390.png') });
  });
});

import { expect, test } from '@playwright/test';
import { mailFromOutbox, uniqueEmail } from '../support/accounts.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

test.describe('emails in Hindi at 390 px', () => {
  test.use({ viewport: PHONE });

  test('a person using the site in Hindi is emailed their sign-up code in Hindi, which fits a phone', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    // A reader who chose Hindi earlier: the choice is in this browser and in its cookie.
    await context.addCookies([{ name: 'language', value: 'hi', url: baseURL ?? '' }]);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    const email = uniqueEmail('hindi');
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'ईमेल' }).fill(email);
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await expect(page.getByRole('heading', { name: 'अपना ईमेल देखें' })).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'hindi-code-step');

    const mail = await mailFromOutbox(request, email, (item) =>
      item.subject.startsWith('आपका GiveCrowd साइन-अप कोड'),
    );
    expect(mail.subject).toBe(`आपका GiveCrowd साइन-अप कोड: ${mail.code}`);
    expect(mail.text).toContain('केवल एक बार इस्तेमाल किया जा सकता है');

    // The email as a mail app shows it: nothing wider than the screen.
    await page.setContent(mail.html ?? '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText(mail.code ?? '', { exact: true })).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'hindi-code-email');
  });
});

import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { codeFromOutbox, uniqueEmail } from '../support/accounts.ts';
import { REGISTRATION } from '../support/drafts.ts';
import { DESKTOP, expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { button, expectStep, field, openWizard } from '../support/wizard.ts';

async function enterEmail(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const resendSeconds = async (page: Page) =>
  Number((await page.getByText(/Resend code in \d+ s/).textContent())?.match(/\d+/)?.[0]);

test.describe('sign-up and the phone code across reloads at 390 px', () => {
  test.use({ viewport: PHONE });

  test('a reload on the code screen and on the details keeps the step and the email; the email again points to the code sent', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('reload');
    await page.goto('/auth/login');
    await enterEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const code = await codeFromOutbox(request, email);

    // Off to the mail app and back: the same screen, the same email, the wait going on.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(
      page.getByText(`We have sent a message to ${email}.`, { exact: false }),
    ).toBeVisible();
    expect(await resendSeconds(page)).toBeLessThanOrEqual(60);
    await expectFitsBothWidths(page, testInfo, 'sign-up-reload');

    // The email typed again: no popup, the code already sent is pointed to, and still works.
    await page.getByRole('button', { name: 'Use another email' }).click();
    await enterEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'We have already sent you a code, and it still works. Please enter it here.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const outbox = await (
      await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json();
    expect(outbox.data).toHaveLength(1);

    await page.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to GiveCrowd!' })).toBeVisible();

    // A reload on "complete your registration" keeps it: the code is not asked for again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to GiveCrowd!' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.screenshot({
      path: testInfo.outputPath('sign-up-details-reload-390.png'),
      fullPage: true,
    });
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    const password = page.getByRole('textbox', { name: 'Choose a password' });
    await password.fill('qwertyuiop');
    await page.getByRole('button', { name: 'Create account' }).click();
    // A common password is refused at its field, not in a popup.
    await expect(
      page.getByText(
        'This password is one of the most common ones and easy to guess. Please choose another.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath('sign-up-common-password-390.png'),
      fullPage: true,
    });
    await password.fill('a good password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => sessionStorage.getItem('signUpProgress'))).toBeNull();
  });

  test('the phone code dialog comes back after a reload; focus goes to the code, the verified status and the next step', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = `98${randomInt(10_000_000, 99_999_999)}`;
    await openWizard(page, request, '/organization/create?new=1');
    await page.evaluate(
      (form) =>
        sessionStorage.setItem(
          'organizationRegistrationForm',
          JSON.stringify({ slug: null, form }),
        ),
      {
        ...REGISTRATION,
        organization_categories: [],
        organization_name: 'Helping Hands Foundation',
        organization_admin_email: uniqueEmail('signatory'),
        organization_admin_phone: phone,
      },
    );
    await page.reload();
    await expect(field(page, 'Admin phone')).not.toHaveValue('');

    // Categories: "Edu" then Enter picks Education.
    const categories = page.getByRole('combobox', { name: 'Categories' });
    await categories.click();
    await page.keyboard.type('Edu');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    // Chosen: its pill shows in the field.
    await expect(page.locator('.mantine-Pill-label', { hasText: 'Education' })).toBeVisible();

    await button(page, 'Verify phone').click();
    const dialog = page.getByRole('dialog', { name: 'Verify phone number' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('textbox', { name: 'Code character 1 of 4' })).toBeFocused();
    const code = await codeFromOutbox(request, `+91${phone}`);

    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Resend code in \d+ s/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Code character 1 of 4' })).toBeFocused();
    await expectFitsBothWidths(page, testInfo, 'phone-dialog-reload');
    await dialog.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
    await page.keyboard.type(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Phone number verified.')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const verified = page.getByText('phone number verified', { exact: true });
    await expect(verified.locator('..')).toBeFocused();

    // Next: the focus is on the new step's heading.
    await button(page, 'Next').click();
    await expectStep(page, 'Create website');
    await expect(page.getByRole('heading', { level: 2, name: 'Your website' })).toBeFocused();

    // On a desktop too, Back brings the step's heading into view with the focus.
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button(page, 'Back').click();
    const heading = page.getByRole('heading', { level: 2, name: 'Organization details' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('wizard-back-focus-1280.png') });
  });
});

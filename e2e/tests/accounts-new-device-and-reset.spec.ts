import { expect, test } from '@playwright/test';
import {
  codeFromOutbox,
  createAccountByInvite,
  mailFromOutbox,
  PASSWORD,
} from '../support/accounts.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

const resetLink = (mail: { link?: string }) =>
  mail.link?.includes('/auth/reset-password?') ?? false;

test.describe('accounts at 390 px', () => {
  test.use({ viewport: PHONE });

  test('a person with an account signs in on a new device with the emailed code', async ({
    page,
    request,
  }, testInfo) => {
    const email = await createAccountByInvite(request, 'new-device');
    // A fresh browser: it has never seen this email, so the code step comes first.
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFitsBothWidths(page, testInfo, 'login-code-step');

    const mail = await mailFromOutbox(request, email, (item) =>
      item.subject.includes('sign-in code'),
    );
    expect(mail.text).toContain('signs you in');
    expect(await codeFromOutbox(request, email)).toBe(mail.code);
    await page.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
    await page.keyboard.type(mail.code?.toLowerCase() ?? '');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The device remembers the email now: once signed out, it asks for the password.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  });

  test('a used reset link says so when it opens and sends a new link that works', async ({
    page,
    request,
  }, testInfo) => {
    const email = await createAccountByInvite(request, 'reset');
    // This device signed in with the email before.
    await page.addInitScript((known) => {
      localStorage.setItem('knownEmails', JSON.stringify([known]));
    }, email);
    expect((await request.post('/api/auth/forgot', { data: { email } })).ok()).toBe(true);
    const used = await mailFromOutbox(request, email, resetLink);
    const usedToken = new URL(used.link ?? '').searchParams.get('token');
    const reset = await request.post('/api/auth/reset-password', {
      data: { token: usedToken, password: 'first new password' },
    });
    expect(reset.ok()).toBe(true);

    await page.goto(used.link ?? '');
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid, expired or already used. Please ask for a new one.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
    const emailField = page.getByRole('textbox', { name: 'Email' });
    await expect(emailField).toHaveValue(email);
    await expectFitsBothWidths(page, testInfo, 'dead-reset-link');

    // By keyboard: the email field, then Enter sends the new link.
    await emailField.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Reset password link sent.');
    await expect(page.getByRole('status')).toContainText(
      "Please check your email. If unable to find in your inbox, don't forget to check in spam folder",
    );

    const fresh = await mailFromOutbox(
      request,
      email,
      (item) => resetLink(item) && item.link !== used.link,
    );
    await page.goto(fresh.link ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Password successfully updated, please login with your updated password!',
    );
    await expectFitsBothWidths(page, testInfo, 'password-updated');

    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { codeFromOutbox, PASSWORD, uniqueEmail } from '../support/accounts.ts';

async function enterEmail(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('accounts', () => {
  test('a new person registers with the emailed code, returns to the page they came from, logs out and in again', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('e2e');
    await page.goto('/organizations');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Forganizations$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Free crowdfunding for nonprofits and companies',
      }),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    await enterEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/Resend code in \d+ s/)).toBeVisible();
    const code = await codeFromOutbox(request, email);
    await page.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
    await page.keyboard.type(code.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome to GiveCrowd!' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Choose a password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/organizations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await expect(page.getByText('You have no organizations yet')).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await enterEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Hello, Ada Lovelace!' })).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page, request }) => {
    const email = uniqueEmail('wrong');
    await request.post('/api/auth/signup/get-otp', { data: { email } });
    const verified = await request.post('/api/auth/signup/verify-otp', {
      data: { email, otp: await codeFromOutbox(request, email) },
    });
    const signupToken = (await verified.json()).token;
    const registered = await request.post('/api/auth/register', {
      data: { name: 'Grace Hopper', email, password: PASSWORD },
      headers: { authorization: `Bearer ${signupToken}` },
    });
    expect(registered.ok()).toBe(true);

    // A device that has never signed in with this email: the code step offers the password way.
    await page.goto('/auth/login');
    await enterEmail(page, email);
    // The API sign-up above used a code moments ago: the code step says to wait, with no popup.
    await expect(page.getByRole('status')).toHaveText('Please wait before asking for a new code.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('button', { name: 'Already have an account? Log in with your password' })
      .click();
    await page.getByRole('textbox', { name: 'Password' }).fill('not my password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

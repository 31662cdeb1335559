import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { saveRegistrationDraft } from '../support/drafts.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { field } from '../support/wizard.ts';

test.describe('continuing a draft or starting a new organization, at 390 px', () => {
  test.use({ viewport: PHONE });

  test('asks which, and both ways work; the organizations page lists each draft', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const token = await signUp(request, 'drafts');
    await saveRegistrationDraft(request, token, 'Clean Water Trust');
    await page.addInitScript((value) => localStorage.setItem('token', value), token);

    await page.goto('/organization/create');
    await expect(
      page.getByText(
        'You have an organization in progress. Continue it, or start a new organization.',
      ),
    ).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'chooser');

    await page.getByRole('link', { name: 'Start a new organization' }).click();
    await expect(page).toHaveURL(/\/organization\/create\?new=1$/);
    await expect(field(page, 'Organization name')).toHaveValue('');

    // A second organization, saved as the wizard's Next saves it.
    await saveRegistrationDraft(request, token, 'Asha Kiran Trust');
    await page.goto('/organizations');
    await expect(page.getByRole('heading', { name: 'Clean Water Trust' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Asha Kiran Trust' })).toBeVisible();

    await page.goto('/organization/create');
    await expect(
      page.getByText('You have 2 organizations in progress.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continue onboarding Clean Water Trust' }).click();
    await expect(page).toHaveURL(/slug=clean-water-trust/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'Organization name')).toHaveValue('Clean Water Trust');
    await page.reload();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'Organization name')).toHaveValue('Clean Water Trust');
    await expectFitsBothWidths(page, testInfo, 'continued-draft');
  });
});

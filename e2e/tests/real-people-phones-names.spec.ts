import { expect, test } from '@playwright/test';
import { codeFromOutbox } from '../support/accounts.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { button, choose, expectStep, field, nextShows, openWizard } from '../support/wizard.ts';

const PHONE_FORMAT = 'Sorry! Your Phone Number is Invalid.';
const NAME_DIGITS = "Sorry! Your Name can't be Digits";

test.describe('step 0 as real people fill it, at 390 px', () => {
  test.use({ viewport: PHONE });

  test("takes Meera D'Souza and 98765 43210 (India), verifies the phone and keeps it in E.164", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const token = await openWizard(page, request);
    await button(page, 'India').click();
    await page.getByRole('radio', { name: 'NGO' }).check();
    await choose(page, 'Type of registered NGO', 'Trust');
    await field(page, 'Organization name').fill('Helping Hands Foundation');
    await choose(page, 'Categories', 'Education');
    await page.keyboard.press('Escape');
    await field(page, 'Registration number').fill('MH/2019/0012345');
    await field(page, 'PAN card number').fill('ABCDE1234F');
    await field(page, 'Organization email').fill('contact@helpinghands.org');

    const organizationPhone = field(page, 'Organization phone');
    await organizationPhone.fill('12345');
    await expect(page.getByText(PHONE_FORMAT)).toBeVisible();
    await organizationPhone.fill('020 2612 3456');
    await expect(page.getByText(PHONE_FORMAT)).toHaveCount(0);
    await field(page, 'Address line 1').fill('12 MG Road');

    const adminName = field(page, 'Admin name');
    await adminName.fill('Meera 2');
    await expect(page.getByText(NAME_DIGITS)).toBeVisible();
    await adminName.fill("Meera D'Souza");
    await expect(page.getByText(NAME_DIGITS)).toHaveCount(0);
    await field(page, 'Admin email').fill('meera@helpinghands.org');
    await field(page, 'Admin phone').fill('98765 43210');
    await expect(page.getByText(PHONE_FORMAT)).toHaveCount(0);
    // The name and its format rules pass; the phone waits for its code.
    await nextShows(page, 'Admin phone number verification required.');

    await button(page, 'Verify phone').click();
    const dialog = page.getByRole('dialog', { name: 'Verify phone number' });
    await expect(dialog.getByText('we sent to +91 98765 43210.')).toBeVisible();
    const code = await codeFromOutbox(request, '+919876543210');
    await dialog.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
    await page.keyboard.type(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Phone number verified.')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
    await expect(page.getByText('phone number verified', { exact: true })).toBeVisible();

    // Past every name and phone rule: only the terms are left.
    await nextShows(page, 'Please check the terms');
    await page.getByRole('checkbox', { name: 'I agree to the terms of use' }).check();
    await expectFitsBothWidths(page, testInfo, 'real-people-step0');
    await button(page, 'Next').click();
    await expectStep(page, 'Create website');

    const slug = await page.evaluate(() => localStorage.getItem('organizationSlug'));
    const draft = await request.get(`/api/organization/create/${slug}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await draft.json()).data.organization).toMatchObject({
      organization_admin_name: "Meera D'Souza",
      organization_admin_phone: '+919876543210',
      organization_phone: '+912026123456',
    });

    // The stored E.164 numbers read back in the international format.
    await page.reload();
    await expectStep(page, 'Create website');
    await button(page, 'Back').click();
    await expect(field(page, 'Admin name')).toHaveValue("Meera D'Souza");
    await expect(field(page, 'Admin phone')).toHaveValue('+91 98765 43210');
    await expect(field(page, 'Organization phone')).toHaveValue('+91 20 2612 3456');
    await expect(page.getByText('phone number verified', { exact: true })).toBeVisible();
  });
});

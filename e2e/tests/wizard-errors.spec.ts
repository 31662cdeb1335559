import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { signAgreementInDialog } from '../support/agreement.ts';
import { DESKTOP, expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { field } from '../support/wizard.ts';

async function openWizard(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await page.goto('/organization/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Organization' })).toBeVisible();
}

const banner = (page: Page) => page.getByRole('alert');

/** Next, then the message in the banner and at its field, which is marked invalid. */
async function nextMarks(page: Page, target: Locator, message: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(banner(page).filter({ hasText: message })).toBeVisible();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(target).toHaveAccessibleDescription(message);
}

async function expectCorrected(target: Locator) {
  await expect(target).not.toHaveAttribute('aria-invalid', 'true');
  await expect(target).toHaveAccessibleDescription('');
}

/** The banner opens below the sticky navigation bar, and leaves its controls clickable. */
async function expectBannerBelowHeader(page: Page, width: number) {
  const header = await page.getByRole('banner').boundingBox();
  const shown = await banner(page).boundingBox();
  expect(header && shown && shown.y >= header.y + header.height).toBe(true);
  const control =
    width < 768
      ? page.getByRole('button', { name: 'Open navigation' })
      : page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await control.click({ trial: true, timeout: 2000 });
}

test.describe('wizard errors at 390 px', () => {
  test.use({ viewport: PHONE });

  test('each failing field keeps its message until it is corrected', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openWizard(page, await signUp(request, 'errors'));

    const countries = page.getByRole('group', { name: 'Country' });
    await nextMarks(page, countries, 'Please select the country.');
    await expectBannerBelowHeader(page, PHONE.width);
    // A laptop's navigation bar shows its controls instead of a menu: the banner clears them too.
    await page.setViewportSize(DESKTOP);
    await expectBannerBelowHeader(page, DESKTOP.width);
    await page.setViewportSize(PHONE);
    await expectFitsBothWidths(page, testInfo, 'wizard-error-banner');
    // The banner goes after 3 s; the message stays at the field.
    await expect(banner(page)).toBeHidden({ timeout: 4000 });
    await expect(countries.getByRole('button', { name: 'India' })).toBeFocused();
    await expect(page.getByText('Please select the country.')).toBeVisible();
    await page.getByRole('button', { name: 'India', exact: true }).click();
    await expectCorrected(countries);
    await expect(page.getByText('Please select the country.')).toHaveCount(0);

    await page.getByRole('radio', { name: 'NGO' }).check();
    const registeredType = page.getByRole('combobox', { name: 'Type of registered NGO' });
    await nextMarks(page, registeredType, 'Please select your type of registered NGO.');
    await registeredType.click();
    await page.getByRole('option', { name: 'Trust', exact: true }).click();
    await expectCorrected(registeredType);

    await field(page, 'Organization name').fill('Helping Hands Foundation');
    const categories = page.getByRole('combobox', { name: 'Categories' });
    await nextMarks(page, categories, 'Please select category.');
    await categories.click();
    await page.getByRole('option', { name: 'Education', exact: true }).click();
    await page.keyboard.press('Escape');
    await expectCorrected(categories);

    await field(page, 'Registration number').fill('MH/2019/0012345');
    const pan = field(page, 'PAN card number');
    await nextMarks(page, pan, 'Please enter your PAN card number.');
    // Still failing, now its format: the field says so (and speaks it: a polite live region).
    await pan.pressSequentially('abcde');
    await expect(pan).toHaveAccessibleDescription('Pancard is not valid');
    await expect(pan).toHaveAttribute('aria-invalid', 'true');
    await expectFitsBothWidths(page, testInfo, 'wizard-error-pan');
    await pan.pressSequentially('1234f');
    await expectCorrected(pan);
  });
});

test.describe('wizard errors at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('consent and terms keep their messages too, and a field the server refuses stays marked', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = 'asha@helpinghands.org';
    const phone = '+919876543210';
    await page.addInitScript(
      ({ form, claim }) => {
        if (sessionStorage.getItem('organizationRegistrationForm')) return;
        // The unsaved form of a new organization (docs/product/wizard.md#saving-and-reloading).
        sessionStorage.setItem(
          'organizationRegistrationForm',
          JSON.stringify({ slug: null, form }),
        );
        // The browser's flag only: the server has no record of this phone being verified.
        localStorage.setItem('IsAdminVerified', 'true');
        localStorage.setItem('IsAdminVerifiedFor', claim);
      },
      {
        claim: `${phone}|${email}`,
        form: {
          country_code: 'IN',
          organization_type: 'ngo',
          organization_registered_type: 'trust',
          organization_name: 'Helping Hands Foundation',
          organization_categories: [{ name: 'Education' }],
          organization_registeration_number: 'MH/2019/0012345',
          organization_pan_card_number: 'ABCDE1234F',
          organization_email: 'contact@helpinghands.org',
          organization_phone: '+91 20 2612 3456',
          organization_address_line_1: '12 MG Road',
          organization_admin_name: 'Asha Rao',
          organization_admin_email: email,
          organization_admin_phone: phone,
          is_grant_program: true,
          organization_program: 'ndep_tech_grant_bharat',
        },
      },
    );
    await openWizard(page, await signUp(request, 'errors'));

    const consent = page.getByRole('checkbox', { name: 'I consent to the partner agreement' });
    await nextMarks(
      page,
      consent,
      'Consent is required. Please make sure to select the checkbox before proceeding.',
    );
    // The consent is given by signing the agreement it opens.
    await signAgreementInDialog(page);
    await expectCorrected(consent);

    const terms = page.getByRole('checkbox', { name: 'I agree to the terms of use' });
    await nextMarks(page, terms, 'Please check the terms');
    await expect(banner(page)).toBeHidden({ timeout: 4000 });
    await expect(terms).toHaveAccessibleDescription('Please check the terms');
    await terms.scrollIntoViewIfNeeded();
    await expectFitsBothWidths(page, testInfo, 'wizard-error-terms');
    await terms.check();
    await expectCorrected(terms);

    // The server has no record of the phone: it refuses, and the phone stays marked.
    const adminPhone = field(page, 'Admin phone');
    await nextMarks(page, adminPhone, 'Admin phone number verification required.');
    await expect(banner(page)).toBeHidden({ timeout: 4000 });
    await expect(adminPhone).toHaveAccessibleDescription(
      'Admin phone number verification required.',
    );
  });
});

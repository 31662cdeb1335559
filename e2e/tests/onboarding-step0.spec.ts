import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { codeFromOutbox } from '../support/accounts.ts';
import { DESKTOP, expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { button, choose, expectStep, field, nextShows, openWizard } from '../support/wizard.ts';

test.describe('organization wizard step 0 at 390 px', () => {
  test.use({ viewport: PHONE });

  test('Next walks the rules in order, the phone code verifies, the draft saves and a reload restores the step', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openWizard(page, request);
    await expect(page).toHaveTitle('Create Organization');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Organization' }),
    ).toBeVisible();
    for (const step of ['Registration', 'Create website', 'Verify payments']) {
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(button(page, 'Back')).toBeDisabled();

    await nextShows(page, 'Please select the country.');
    await button(page, 'India').click();
    await expect(button(page, 'India')).toHaveAttribute('aria-pressed', 'true');
    await nextShows(page, 'Please select organization type.');
    await page.getByRole('radio', { name: 'NGO' }).check();
    await nextShows(page, 'Please select your type of registered NGO.');
    await choose(page, 'Type of registered NGO', 'Trust');
    await nextShows(page, 'Please write full name of the organization');

    const name = field(page, 'Organization name');
    await name.fill('Helping!');
    await expect(name).toHaveValue('Helping');
    await expect(page.getByText('MIN 10', { exact: true })).toBeVisible();
    await nextShows(page, 'Organization name greater than 10 character.');
    await name.fill('Helping Hands Foundation');
    await expect(page.getByText('Looks Good', { exact: true })).toBeVisible();
    await nextShows(page, 'Please select category.');
    await choose(page, 'Categories', 'Education');
    await page.keyboard.press('Escape');
    await nextShows(page, 'Please enter your registration number.');
    await field(page, 'Registration number').fill('MH/2019/0012345');
    await nextShows(page, 'Please enter your PAN card number.');
    await field(page, 'PAN card number').fill('abcde1234');
    await expect(field(page, 'PAN card number')).toHaveValue('ABCDE1234');
    await nextShows(page, 'Pancard is not valid');
    await field(page, 'PAN card number').fill('abcde1234f');
    await nextShows(page, 'Please enter organization email address.');
    await field(page, 'Organization email').fill('contact@');
    await expect(page.getByText('Sorry! Your Email is Invalid.')).toBeVisible();
    await nextShows(page, 'Please enter valid email address.');
    await field(page, 'Organization email').fill('contact@helpinghands.org');
    await nextShows(page, 'Please enter organization contact number.');
    await field(page, 'Organization phone').fill('12345');
    await expect(page.getByText('Sorry! Your Phone Number is Invalid.')).toBeVisible();
    await field(page, 'Organization phone').fill('+91-20-2612-3456');
    await nextShows(page, 'Please enter organization address.');
    await field(page, 'Address line 1').fill('12 MG Road');
    await field(page, 'City').fill('Pune');
    await nextShows(page, 'Please enter organization admin name.');
    await field(page, 'Admin name').fill('Asha Rao');
    await nextShows(page, 'Please enter organization admin email address.');
    await field(page, 'Admin email').fill('asha@helpinghands.org');
    await nextShows(page, 'Please enter organization admin phone number.');
    const phone = `98${randomInt(10_000_000, 99_999_999)}`;
    await field(page, 'Admin phone').fill(phone);
    await nextShows(page, 'Admin phone number verification required.');

    await button(page, 'Verify phone').click();
    const dialog = page.getByRole('dialog', { name: 'Verify phone number' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Resend code in \d+ s/)).toBeVisible();
    const code = await codeFromOutbox(request, `+91${phone}`);
    await dialog.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
    await page.keyboard.type(code.toLowerCase());
    await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(1);
    await expectFitsBothWidths(page, testInfo, 'phone-dialog');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Phone number verified.')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
    await expect(page.getByText('phone number verified', { exact: true })).toBeVisible();
    await expect(button(page, 'Verify phone')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('IsAdminVerified'))).toBe('true');

    await nextShows(page, 'Please check the terms');
    await page.getByRole('checkbox', { name: 'I agree to the terms of use' }).check();
    await expectFitsBothWidths(page, testInfo, 'step0');
    await button(page, 'Next').click();

    await expectStep(page, 'Create website');
    await expect(button(page, 'Back')).toBeEnabled();
    const slug = await page.evaluate(() => localStorage.getItem('organizationSlug'));
    expect(slug).toMatch(/^helping-hands-foundation/);
    expect(await page.evaluate(() => localStorage.getItem('progressPage'))).toBe('1');

    await page.reload();
    await expectStep(page, 'Create website');
    await button(page, 'Back').click();
    await expect(field(page, 'Organization name')).toHaveValue('Helping Hands Foundation');
    await expect(field(page, 'PAN card number')).toHaveValue('ABCDE1234F');
    await expect(button(page, 'Back')).toBeDisabled();
    await expect
      .poll(async () => {
        const answer = await request.get('/api/dev/analytics?name=Back%20Button%20Clicked');
        return (await answer.json()).data.length;
      })
      .toBeGreaterThan(0);

    // Saving again updates the same draft.
    await field(page, 'City').fill('Mumbai');
    await button(page, 'Next').click();
    await expectStep(page, 'Create website');
    expect(await page.evaluate(() => localStorage.getItem('organizationSlug'))).toBe(slug);
  });
});

test.describe('organization wizard step 0 at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the clearing rules, the country choice and the unsaved form surviving a reload', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openWizard(page, request, '/organization/partner-onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner onboarding' })).toBeVisible();

    await button(page, 'India').click();
    await button(page, 'India').click();
    await expect(button(page, 'India')).toHaveAttribute('aria-pressed', 'false');
    await nextShows(page, 'Please select the country.');
    await button(page, 'Others').click();
    await page.getByRole('combobox', { name: 'Other country' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await page.getByRole('radio', { name: 'NGO' }).check();
    await expect(field(page, 'PAN card number')).toHaveCount(0);
    await expect(field(page, 'Expiry date')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Tax exemption', exact: true }).check();
    await expect(field(page, 'Expiry date')).toBeVisible();
    await button(page, 'Others').click();
    await expect(page.getByRole('combobox', { name: 'Other country' })).toHaveCount(0);

    await button(page, 'India').click();
    await field(page, 'Organization name').fill('Seva Trust Pune');
    await field(page, 'Registration number').fill('MH/2019/1');
    await field(page, 'PAN card number').fill('ABCDE1234F');
    await field(page, 'Organization email').fill('a@b.org');
    await field(page, 'Organization phone').fill('9876543210');
    await choose(page, 'Type of registered NGO', 'Society');

    const tax = page.getByRole('checkbox', { name: 'Tax exemption', exact: true });
    await expect(tax).toBeChecked();
    await page.getByRole('checkbox', { name: '80G', exact: true }).check();
    await field(page, '80G number').fill('AAATH1234FF20214');
    await field(page, 'Registration date').fill('2020-01-15');

    // A type change clears the numbers, registered type, PAN, email and phone.
    await page.getByRole('radio', { name: 'Company' }).check();
    for (const label of [
      'Registration number',
      'PAN card number',
      'Organization email',
      'Organization phone',
    ]) {
      await expect(field(page, label)).toHaveValue('');
    }
    await expect(page.getByRole('combobox', { name: 'Type of company' })).toHaveValue('');
    await expect(field(page, 'Organization name')).toHaveValue('Seva Trust Pune');
    // Switching to ngo clears the tax exemption.
    await page.getByRole('radio', { name: 'NGO' }).check();
    await expect(tax).not.toBeChecked();

    await tax.check();
    const section = page.getByRole('checkbox', { name: '80G', exact: true });
    await section.check();
    await field(page, '80G number').fill('AAATH1234FF20214');
    await section.uncheck();
    await section.check();
    await expect(field(page, '80G number')).toHaveValue('');
    await expect(page.getByText('Organization 80g number is required.')).toBeVisible();

    await field(page, 'Registration date').fill('2020-01-15');
    await page.getByRole('checkbox', { name: 'Has expiry date' }).check();
    await field(page, 'Expiry date').fill('2001-01-01');
    await expect(
      page.getByText('Please select an expiry date that is not in the past.'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: 'Has expiry date' }).uncheck();
    await page.getByRole('checkbox', { name: 'Has expiry date' }).check();
    await expect(field(page, 'Expiry date')).toHaveValue('');

    await tax.uncheck();
    await tax.check();
    await expect(field(page, 'Registration date')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: '80G', exact: true })).not.toBeChecked();
    await expect(field(page, 'Donation receipt number prefix')).toHaveValue('GCDRA');
    await page.getByRole('button', { name: 'Receipt number format' }).click();
    const receipt = page.getByRole('dialog', { name: 'Donation receipt number' });
    await expect(receipt.getByText(/^GCDRA-\d+-\d{4}-0001$/)).toBeVisible();
    await page.keyboard.press('Escape');

    const fcra = page.getByRole('checkbox', { name: 'FCRA registered' });
    await fcra.check();
    await field(page, 'FCRA number').fill('12345');
    await expect(page.getByText('FCRA registration number must be 9 digits')).toBeVisible();
    await field(page, 'FCRA registration date').fill('2019-05-01');
    await page.getByRole('checkbox', { name: '80G', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Grant program' }).check();
    const axe = new AxeBuilder({ page }).include('main');
    expect((await axe.analyze()).violations).toEqual([]);
    await page.getByRole('checkbox', { name: 'Grant program' }).uncheck();
    await expectFitsBothWidths(page, testInfo, 'tax-exemption');
    await page.getByRole('checkbox', { name: '80G', exact: true }).uncheck();
    await fcra.uncheck();
    await fcra.check();
    await expect(field(page, 'FCRA number')).toHaveValue('');
    await expect(field(page, 'FCRA registration date')).toHaveValue('');

    await page.getByRole('checkbox', { name: 'Grant program' }).check();
    await page.getByRole('combobox', { name: 'Program', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Giving Tuesday' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await page.getByRole('option', { name: 'NDEP Technology Grant', exact: true }).click();
    await expect(
      page.getByRole('checkbox', { name: 'I consent to the partner agreement' }),
    ).toBeVisible();

    // Nothing typed is lost on a reload before Next.
    await page.reload();
    await expect(field(page, 'Organization name')).toHaveValue('Seva Trust Pune');
    await expect(button(page, 'India')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('checkbox', { name: 'FCRA registered' })).toBeChecked();
  });
});

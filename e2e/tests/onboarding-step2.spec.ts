import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import {
  REGISTRATION,
  saveRegistrationDraft,
  saveWebsiteDraft,
  USA_REGISTRATION,
} from '../support/drafts.ts';
import { DESKTOP, expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { button, expectStep, field, openWizard } from '../support/wizard.ts';

/** A valid 1×1 PNG: the cancelled cheques' photos. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const banner = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message });

async function submitShows(page: Page, message: string) {
  await button(page, 'Submit').click();
  await expect(banner(page, message)).toBeVisible();
}

/** Opens step 2 of a new draft whose steps 0 and 1 were saved over HTTP. */
async function openStepTwo(
  page: Page,
  request: Parameters<typeof saveRegistrationDraft>[0],
  registration: Record<string, unknown>,
) {
  const token = await openWizard(page, request);
  const name = `Bright Futures Trust ${randomInt(1000, 9999)}`;
  const slug = await saveRegistrationDraft(request, token, name, registration);
  await saveWebsiteDraft(request, token, slug);
  await page.goto(`/organization/partner-onboarding?slug=${slug}`);
  await expectStep(page, 'Verify payments');
  return slug;
}

/** The picker: the Starter plan, paid on the sandbox's hosted checkout, shown back on step 2. */
async function buyStarterPlan(page: Page, quarterlyPrice: string) {
  const picker = page.getByRole('dialog', { name: 'Choose your plan' });
  await expect(picker).toBeVisible();
  await expect(picker.getByText(quarterlyPrice).first()).toBeVisible();
  await picker.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(page).toHaveURL(/\/pricing-plan-checkout\?/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/payments\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('You have purchased Starter plan.')).toBeVisible({
    timeout: 15_000,
  });
}

async function fillBankAccount(page: Page, prefix: '' | 'FCRA ', digits: string) {
  const label = (text: string) =>
    prefix ? `${prefix}${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  await field(page, label('Account holder name')).fill("Meera D'Souza");
  await field(page, label('Account number')).fill(digits);
  await field(page, `Re-enter ${prefix}account number`).fill(`${digits.slice(0, -1)}0`);
  await expect(field(page, `Re-enter ${prefix}account number`)).toHaveAccessibleDescription(
    /Not Matched/,
  );
  await field(page, `Re-enter ${prefix}account number`).fill(digits);
  await expect(field(page, `Re-enter ${prefix}account number`)).toHaveAccessibleDescription(
    /^Matched/,
  );
  await page
    .getByRole('radiogroup', { name: label('Account type') })
    .getByRole('radio', { name: 'Savings Account' })
    .check();
  if (!prefix) await field(page, 'IFSC').fill('hdfc0001234');
  await field(page, label('Account email')).fill('accounts@helpinghands.org');
  await field(page, label('Account phone')).fill('+91 98765 43210');
  await field(page, label('Bank name')).fill('HDFC Bank');
  await page
    .getByLabel(label('Cancelled cheque'), { exact: true })
    .setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('img', { name: `${label('Cancelled cheque')} preview` }),
  ).toBeVisible();
}

test.describe('organization wizard step 2 at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('a USA NGO connects its provider account, buys a plan and is created', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openStepTwo(page, request, USA_REGISTRATION);
    await expect(
      page.getByText(
        'Your organization is created in United States. Your payment provider account must be in the same country.',
      ),
    ).toBeVisible();
    await expectAxeClean(page, 'step 2 outside India');

    await submitShows(page, 'Please check the terms');
    await page.getByRole('checkbox', { name: /terms/ }).check();
    await submitShows(page, 'Please purchase plan');

    await button(page, 'Connect with Stripe').click();
    const continueLink = page.getByRole('link', { name: /Continue/ });
    await expect(continueLink).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Onboarding not finished')).toBeVisible();
    const [onboarding] = await Promise.all([
      page.context().waitForEvent('page'),
      continueLink.click(),
    ]);
    await onboarding.getByRole('button', { name: 'Complete onboarding' }).click();
    await expect(onboarding).toHaveURL(/\/organization\/partner-onboarding/);
    await onboarding.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('Onboarding complete')).toBeVisible();

    await button(page, 'Choose your plan').click();
    await buyStarterPlan(page, '$49');

    await page.getByRole('checkbox', { name: /terms/ }).check();
    await button(page, 'Submit').click();
    await expect(
      page.getByRole('heading', { name: 'Your organization is successfully created.' }),
    ).toBeVisible();
    await expect(page.getByText('We will verify and let you know.')).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'created');
  });

  test('an India NGO adds both bank accounts, keeps them across a reload and buys a plan', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openStepTwo(page, request, REGISTRATION);

    await page.getByRole('checkbox', { name: 'Add domestic bank account' }).check();
    await button(page, 'Save draft').click();
    await expect(banner(page, 'Please enter the account holder name.')).toBeVisible();
    await fillBankAccount(page, '', '50100012345678');

    await page.getByRole('checkbox', { name: 'Add FCRA bank account' }).check();
    await expect(field(page, 'FCRA IFSC')).toHaveValue('SBIN0000691');
    await fillBankAccount(page, 'FCRA ', '40200098765432');
    await expectAxeClean(page, 'step 2 with both bank accounts');

    await button(page, 'Save draft').click();
    await buyStarterPlan(page, '₹2,999');

    await page.reload();
    await expectStep(page, 'Verify payments');
    await expect(field(page, 'Account number')).toHaveValue('50100012345678');
    await expect(field(page, 'FCRA account number')).toHaveValue('40200098765432');
    await expect(field(page, 'IFSC')).toHaveValue('HDFC0001234');

    await submitShows(page, 'Please check the terms');
    await page.getByRole('checkbox', { name: /terms/ }).check();
    await button(page, 'Submit').click();
    await expect(
      page.getByRole('heading', { name: 'Your organization is successfully created.' }),
    ).toBeVisible();
    await expect(page.getByText('We will verify and let you know.')).toBeVisible();
  });
});

test.describe('organization wizard step 2 at 390 px', () => {
  test.use({ viewport: PHONE });

  test('a grant-program India NGO verifies its payment method with a donation', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openStepTwo(page, request, {
      ...REGISTRATION,
      is_grant_program: true,
      organization_program: 'ndep_tech_grant_bharat',
      is_agreement_signed: true,
      agreement_link: 'https://helpinghands.org/signed-agreement.pdf',
    });
    await page.getByRole('checkbox', { name: /terms/ }).check();
    await submitShows(page, 'Please verify payment method');

    await button(page, 'Verify your payment method').click();
    await expect(page).toHaveURL(/\/popup-checkout\?slug=.+&type=organization/);
    await field(page, 'Donation amount').fill('400');
    await button(page, 'Donate').click();
    await expect(page.getByText('The verification donation is at least ₹500.')).toBeVisible();
    await field(page, 'Donation amount').fill('500');
    await button(page, 'Donate').click();
    await expect(page).toHaveURL(/\/sandbox\/payments\/checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Your donation has been successfully completed.')).toBeVisible({
      timeout: 15_000,
    });

    await page.getByRole('checkbox', { name: /terms/ }).check();
    await button(page, 'Submit').click();
    await expect(
      page.getByRole('heading', { name: 'Your organization is successfully created.' }),
    ).toBeVisible();
  });
});

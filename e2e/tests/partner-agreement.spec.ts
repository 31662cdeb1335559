import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { codeFromOutbox, mailFromOutbox, uniqueEmail } from '../support/accounts.ts';
import { confirmSigning, consent, drawSignature } from '../support/agreement.ts';
import { expectAxeClean } from '../support/axe.ts';
import { REGISTRATION } from '../support/drafts.ts';
import { DESKTOP, expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { button, choose, expectStep, openWizard } from '../support/wizard.ts';

/** An India NGO's step 0 with every rule met but the signatory phone's verification. */
function registrationForm(adminEmail: string, phone: string) {
  return {
    ...REGISTRATION,
    organization_name: 'Helping Hands Foundation',
    organization_admin_email: adminEmail,
    organization_admin_phone: phone,
  };
}

/**
 * Opens a signed-in wizard with step 0 typed in (the unsaved form this tab keeps), then verifies
 * the signatory phone with its texted code. Answers the admin email and the phone as texted.
 */
async function openFilledWizard(page: Page, request: APIRequestContext) {
  const adminEmail = uniqueEmail('signatory');
  const phone = `98${randomInt(10_000_000, 99_999_999)}`;
  await openWizard(page, request, '/organization/create?new=1');
  await page.evaluate(
    (form) =>
      sessionStorage.setItem('organizationRegistrationForm', JSON.stringify({ slug: null, form })),
    registrationForm(adminEmail, phone),
  );
  await page.reload();
  // The kept form is put back after the page loads: a click before that checks an empty phone.
  await expect(page.getByRole('textbox', { name: 'Admin phone' })).not.toHaveValue('');
  await button(page, 'Verify phone').click();
  const dialog = page.getByRole('dialog', { name: 'Verify phone number' });
  // The dialog opens once the code is sent; on a busy machine that can take a while.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const code = await codeFromOutbox(request, `+91${phone}`);
  await dialog.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden({ timeout: 4000 });
  return { adminEmail, phone: `+91${phone}`, phoneCode: code };
}

async function chooseNdep(page: Page) {
  await page.getByRole('checkbox', { name: 'Grant program' }).check();
  await choose(page, 'Program', 'NDEP Technology Grant');
}

test.describe('partner agreement at 390 px', () => {
  test.use({ viewport: PHONE });

  test('step 0: the consent opens the agreement, a drawn signature signs it, the PDF opens and page 1 saves', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openFilledWizard(page, request);
    await chooseNdep(page);
    await consent(page).click();

    const dialog = page.getByRole('dialog', { name: 'Partner agreement' });
    await expect(dialog).toBeVisible();
    await expect(consent(page)).not.toBeChecked();
    await expect(
      dialog.getByRole('heading', { name: 'GiveCrowd Technology Grant Partner Agreement' }),
    ).toBeVisible();
    await expect(dialog.getByText(/up to USD 6,250 a year/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Signatory name' })).toHaveValue('Asha Rao');
    await expect(dialog.getByRole('textbox', { name: 'PAN card number' })).toHaveValue(
      'ABCDE1234F',
    );
    await expectAxeClean(page, 'the agreement dialog', '[role="dialog"]');
    await expectFitsBothWidths(page, testInfo, 'dialog');

    // The rules first: no signature yet.
    await dialog.getByRole('button', { name: 'Sign the agreement' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please add your signature.' }),
    ).toBeVisible();

    await drawSignature(page, dialog.getByRole('img', { name: 'Signature' }));
    await dialog.getByRole('button', { name: 'Sign the agreement' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign the agreement' })).toBeVisible();
    await expectAxeClean(page, 'the confirm dialog', '[role="dialog"]');
    await confirmSigning(page);

    await expect(dialog.getByRole('heading', { name: 'Agreement signed' })).toBeVisible({
      timeout: 20_000,
    });
    const pdfLink = dialog.getByRole('link', { name: 'Open the signed PDF' });
    await expect(pdfLink).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expectAxeClean(page, 'the signed dialog', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await expect(consent(page)).toBeChecked();
    await expect(page.getByRole('heading', { name: /^Agreement signed on / })).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'step0-signed');
    await button(page, 'Next').click();
    await expectStep(page, 'Create website');
  });

  test('hand-off: the signatory signs on their own device, and the wizard then shows it signed', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { adminEmail, phone, phoneCode } = await openFilledWizard(page, request);
    // Page 1 saved first: the signatory's link is for a draft.
    await button(page, 'Next').click();
    await expectStep(page, 'Create website');
    await button(page, 'Back').click();
    await chooseNdep(page);

    await button(page, 'Send to signatory').click();
    await expect(
      page.getByText(`We emailed ${adminEmail} a link to sign. It works for 72 hours.`),
    ).toBeVisible();
    const mail = await mailFromOutbox(request, adminEmail, (message) =>
      Boolean(message.link?.includes('/agreement/sign/')),
    );
    const signingPath = new URL(mail.link ?? '').pathname;

    // The signatory's own device: no account, no token.
    const signatory = await browser.newContext({ viewport: PHONE });
    try {
      const device = await signatory.newPage();
      await device.goto(signingPath);
      await expect(device).toHaveTitle('Sign the partner agreement');
      await expect(
        device.getByRole('heading', { name: 'GiveCrowd Technology Grant Partner Agreement' }),
      ).toBeVisible();
      await expect(device.getByRole('textbox', { name: 'Signatory email' })).toHaveValue(
        adminEmail,
      );
      await expectAxeClean(device, 'the signatory’s page');

      await device.getByRole('button', { name: 'Send code' }).click();
      const texted = await mailFromOutbox(request, phone, (message) =>
        Boolean(message.code && message.code !== phoneCode),
      );
      await device.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
      await device.keyboard.type(texted.code ?? '');
      await drawSignature(device, device.getByRole('img', { name: 'Signature' }));
      await expectFitsBothWidths(device, testInfo, 'signatory');
      await device.getByRole('button', { name: 'Sign the agreement' }).click();
      await confirmSigning(device);
      await expect(device.getByRole('heading', { name: 'Agreement signed' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(device.getByText('You can close this page.')).toBeVisible();
      await expectAxeClean(device, 'the signatory’s page, signed');

      // The link dies once used.
      await device.reload();
      await expect(
        device.getByRole('heading', { name: /This link no longer works|already signed/ }),
      ).toBeVisible();
    } finally {
      await signatory.close();
    }

    // The wizard reopens at the step after the saved page: step 0 is one step back.
    await page.reload();
    await expectStep(page, 'Create website');
    await button(page, 'Back').click();
    await expect(page.getByRole('heading', { name: /^Agreement signed on / })).toBeVisible();
    await expect(consent(page)).toBeChecked();
  });
});

test.describe('partner agreement at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the verification page: a signed PDF matches, a changed one does not', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openFilledWizard(page, request);
    await chooseNdep(page);
    await consent(page).click();
    const dialog = page.getByRole('dialog', { name: 'Partner agreement' });
    await drawSignature(page, dialog.getByRole('img', { name: 'Signature' }));
    await dialog.getByRole('button', { name: 'Sign the agreement' }).click();
    await confirmSigning(page);
    const pdfLink = dialog.getByRole('link', { name: 'Open the signed PDF' });
    const signed = await (
      await page.request.get((await pdfLink.getAttribute('href')) ?? '')
    ).body();

    await page.goto('/agreement/verify');
    await expect(page).toHaveTitle('Verify a signed agreement');
    await expectAxeClean(page, 'the verification page');
    const upload = page
      .getByRole('group', { name: 'Signed agreement PDF' })
      .locator('input[type="file"]');
    await upload.setInputFiles({
      name: 'agreement.pdf',
      mimeType: 'application/pdf',
      buffer: signed,
    });
    await expect(
      page.getByText(/^This is the document Asha Rao signed (for Helping Hands Foundation )?on /),
    ).toBeVisible();

    const changed = Buffer.concat([signed, Buffer.from('\n% changed\n')]);
    await upload.setInputFiles({
      name: 'changed.pdf',
      mimeType: 'application/pdf',
      buffer: changed,
    });
    await expect(
      page.getByText('This PDF does not match any signed agreement. It may have been changed.'),
    ).toBeVisible();
    await expectAxeClean(page, 'the verification page, no match');
  });
});

import { expect, type Locator, type Page } from '@playwright/test';

/** A signature drawn with the mouse: one wave across the pad. */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(...at(0.15 + step * 0.035, 0.6 - 0.25 * Math.sin(step / 2.5)));
  }
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
}

/** Confirms in the confirm dialog, with the spec's two sentences. */
export async function confirmSigning(page: Page) {
  const confirm = page.getByRole('dialog', { name: 'Sign the agreement' });
  await expect(
    confirm.getByText('By agreeing to this, you are digitally signing the agreement.'),
  ).toBeVisible();
  await expect(
    confirm.getByText('The fully signed document will be shared with you through email'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'I agree and sign' }).click();
}

export const consent = (page: Page) =>
  page.getByRole('checkbox', { name: 'I consent to the partner agreement' });

/** Step 0's consent: the agreement dialog, a drawn signature, confirmed, then closed. */
export async function signAgreementInDialog(page: Page) {
  await consent(page).click();
  const dialog = page.getByRole('dialog', { name: 'Partner agreement' });
  await drawSignature(page, dialog.getByRole('img', { name: 'Signature' }));
  await dialog.getByRole('button', { name: 'Sign the agreement' }).click();
  await confirmSigning(page);
  await expect(dialog.getByRole('heading', { name: 'Agreement signed' })).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { expectAxeClean } from '../support/axe.ts';
import { saveRegistrationDraft, submitDraft } from '../support/drafts.ts';
import { openSignedIn } from '../support/giving.ts';
import { reviewerToken } from '../support/reviewer.ts';
import { DESKTOP, expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { expectStep } from '../support/wizard.ts';

/*
 * An organization's documents (docs/product/verification.md#documents): its owner uploads a PDF in
 * the wizard's Registration step on a phone, submits, and a reviewer at a desk opens it from the
 * review page.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('an owner uploads a PDF in the wizard at 390 px; a reviewer opens it from the review page at 1280 px', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const ownerToken = await signUp(request, 'documents');
  const name = `Open Pages Trust ${randomInt(1000, 9999)}`;
  const slug = await saveRegistrationDraft(request, ownerToken, name);

  const owner = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openSignedIn(owner, ownerToken, `/organization/partner-onboarding?slug=${slug}`);
  await expectStep(owner, 'Create website');
  await owner.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(owner, 'Registration');

  const section = owner.getByRole('region', { name: 'Documents' });
  const certificate = section.getByRole('group', { name: 'Founding document' });
  await expect(certificate.getByText('Not uploaded yet')).toBeVisible();
  await expect(section.getByRole('group', { name: 'PAN card' })).toBeVisible();

  const chooser = owner.waitForEvent('filechooser');
  await certificate.getByRole('button', { name: 'Upload Founding document' }).click();
  await (await chooser).setFiles({
    name: 'registration-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(certificate.getByText('registration-certificate.pdf')).toBeVisible();
  await expect(certificate.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(
    certificate.getByRole('button', { name: 'Replace Founding document' }),
  ).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: testInfo.outputPath('wizard-documents-section-390.png') });
  await expectFitsBothWidths(owner, testInfo, 'wizard-documents');
  await expectAxeClean(owner, 'the wizard with an uploaded document');

  await submitDraft(request, ownerToken, slug);

  const reviewer = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await openSignedIn(reviewer, await reviewerToken(request), `/admin/organizations/${slug}`);
  const documents = reviewer.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('registration-certificate.pdf')).toBeVisible();
  await expect(documents.getByText('Not uploaded')).toBeVisible();
  await documents.scrollIntoViewIfNeeded();
  await documents.screenshot({ path: testInfo.outputPath('review-documents-section-1280.png') });
  await expectFitsBothWidths(reviewer, testInfo, 'review-documents');
  await expectAxeClean(reviewer, 'the review page with its documents');

  const open = documents.getByRole('link', {
    name: 'Open Founding document (opens in a new tab)',
  });
  await expect(open).toHaveAttribute('target', '_blank');
  const popup = reviewer.waitForEvent('popup');
  await open.click();
  const tab = await popup;
  const href = (await open.getAttribute('href')) ?? '';
  expect(tab.url()).toContain(href.split('?')[0]);
  await tab.close();
  // What the link serves: the very PDF uploaded, private and never cached.
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['cache-control']).toBe('private, no-store');
  expect(Buffer.compare(await file.body(), PDF)).toBe(0);
});

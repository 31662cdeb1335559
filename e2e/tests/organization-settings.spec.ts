import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { REGISTRATION, submitOrganization } from '../support/drafts.ts';
import { openSignedIn } from '../support/giving.ts';
import { approveOrganization, reviewerToken } from '../support/reviewer.ts';
import { expectFitsBothWidths, PHONE } from '../support/widths.ts';

/*
 * An approved organization's settings (docs/product/organization-settings.md): the site's header
 * title is public at once; a new 80G number waits for a reviewer, who approves it.
 */

/** An India NGO with an 80G registration, approved, and its owner's token. */
async function approvedWith80g(request: Parameters<typeof signUp>[0], name: string) {
  const token = await signUp(request, 'settings');
  const slug = await submitOrganization(request, token, name, {
    ...REGISTRATION,
    organization_is_tax_exemption: true,
    organization_80g_check: true,
    organization_80g_number: 'AAATH1234FF20214',
    organization_registered_at: '2020-04-01',
    organization_exemption_percentage: '50%',
    organization_donation_receipt_number: 'HHF',
  });
  await approveOrganization(request, slug);
  return { token, slug };
}

test('an approved organization edits its header title and sees it on its site', async ({
  page,
  request,
}, testInfo) => {
  const name = `Settings Site Trust ${Date.now()}`;
  const { token } = await approvedWith80g(request, name);
  await openSignedIn(page, token, '/organizations');
  await page.getByRole('link', { name: `Settings of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Settings: ${name}` })).toBeVisible();

  const title = page.getByRole('textbox', { name: 'Home page header title' });
  await title.fill('Evening classes in every village');
  await page.getByRole('button', { name: 'Save site' }).click();
  await expect(page.getByText('Saved. Your site shows it now.')).toBeVisible();

  // The address as India writes it: the state, and the PIN code typed with a space.
  const contact = page.getByRole('region', { name: 'Public contact details' });
  await contact.getByRole('textbox', { name: 'State' }).fill('Maharashtra');
  await contact.getByRole('textbox', { name: 'PIN code' }).fill('411 00');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByText('Please enter a valid 6-digit PIN code.')).toBeVisible();
  await contact.getByRole('textbox', { name: 'PIN code' }).fill('411 001');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Saved. Your site shows it now.').first()).toBeVisible();
  await expectFitsBothWidths(page, testInfo, 'settings');

  const site = await page.getByRole('link', { name: 'View site' }).getAttribute('href');
  await page.goto(site ?? '/');
  await expect(page.getByText('Evening classes in every village').first()).toBeVisible();
  await expect(page.getByText('Pune 411001')).toBeVisible();
});

test('an approved organization changes its 80G number and a reviewer approves it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  const name = `Settings Tax Trust ${Date.now()}`;
  const { token, slug } = await approvedWith80g(request, name);
  await openSignedIn(page, token, `/organizations/${slug}/settings`);
  const number = page.getByRole('textbox', { name: '80G number' });
  await expect(number).toHaveValue('AAATH1234FF20214');
  await number.fill('AAATH9999FF20244');
  await page
    .getByRole('region', { name: 'Tax exemption and receipts' })
    .getByRole('button', { name: 'Send for review' })
    .click();
  await expect(page.getByText('A change request is waiting for a reviewer')).toBeVisible();
  await expectFitsBothWidths(page, testInfo, 'settings-pending');

  const reviewer = await browser.newPage({ viewport: PHONE });
  await openSignedIn(reviewer, await reviewerToken(request), '/admin/change-requests');
  const card = reviewer.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('AAATH1234FF20214').filter({ visible: true })).toBeVisible();
  await expect(card.getByText('AAATH9999FF20244').filter({ visible: true })).toBeVisible();
  await expectFitsBothWidths(reviewer, testInfo, 'change-requests');
  await card.getByRole('button', { name: `Approve change: ${name}` }).click();
  await expect(reviewer.getByText(`The change is approved: ${name} shows it now.`)).toBeVisible();
  await reviewer.close();

  await page.reload();
  await expect(page.getByRole('textbox', { name: '80G number' })).toHaveValue('AAATH9999FF20244');
  await expect(page.getByText('A change request is waiting for a reviewer')).toHaveCount(0);
});

test('an approved organization in India gives a new bank account, which a reviewer sees masked', async ({
  page,
  browser,
  request,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  const name = `Settings Bank Trust ${Date.now()}`;
  const { token, slug } = await approvedWith80g(request, name);
  await openSignedIn(page, token, `/organizations/${slug}/settings`);
  const accounts = page.getByRole('region', { name: 'Bank accounts' });
  await accounts.getByRole('checkbox', { name: 'Add domestic bank account' }).check();
  await accounts.getByRole('textbox', { name: 'Account holder name' }).fill("Meera D'Souza");
  await accounts
    .getByRole('textbox', { name: 'Account number', exact: true })
    .fill('0009 8765 4321');
  await accounts.getByRole('textbox', { name: 'Re-enter account number' }).fill('000987654321');
  await expect(accounts.getByText('Matched')).toBeVisible();
  await accounts.getByRole('radio', { name: 'Savings Account' }).check();
  await accounts.getByRole('textbox', { name: 'IFSC' }).fill('hdfc0001234');
  await accounts.getByRole('textbox', { name: 'Account email' }).fill('accounts@example.org');
  await accounts.getByRole('textbox', { name: 'Account phone' }).fill('+91 98765 43210');
  await accounts.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('A change request is waiting for a reviewer')).toBeVisible();
  await expect(
    page
      .getByText(/••••••••4321/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expectFitsBothWidths(page, testInfo, 'settings-bank-accounts');

  const reviewer = await browser.newPage({ viewport: PHONE });
  await openSignedIn(reviewer, await reviewerToken(request), '/admin/change-requests');
  const card = reviewer.getByRole('article').filter({ hasText: name });
  await expect(
    card
      .getByText(/••••••••4321/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(card.getByText('000987654321')).toHaveCount(0);
  await card.getByRole('button', { name: `Approve change: ${name}` }).click();
  await expect(reviewer.getByText(`The change is approved: ${name} shows it now.`)).toBeVisible();
  await reviewer.close();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Account number', exact: true })).toHaveValue(
    '000987654321',
  );
});

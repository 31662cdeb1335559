import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { expectAxeClean } from '../support/axe.ts';
import { REGISTRATION, submitOrganization } from '../support/drafts.ts';
import { reviewerToken } from '../support/reviewer.ts';
import { DESKTOP, expectFitsBothWidths, PHONE } from '../support/widths.ts';
import { expectStep, field } from '../support/wizard.ts';

const ADDRESS_NOTE = 'Please give the full street address with the building number.';
const TITLE_NOTE = 'Please say in the title what your classes do.';
const NEW_ADDRESS = '12 MG Road, Building 4';
const NEW_TITLE = 'Evening reading classes for every child';

/** A day `days` from today, YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An India NGO with an 80G exemption that expires: the dashboard shows its expiry. */
const REGISTRATION_WITH_EXPIRY = {
  ...REGISTRATION,
  organization_is_tax_exemption: true,
  organization_80g_check: true,
  organization_80g_number: 'AAATL1234FE20214',
  organization_registered_at: '2020-04-01',
  organization_exemption_percentage: '50%',
  organization_has_expire_date: true,
  organization_expire_at: dayFromToday(45),
  organization_donation_receipt_number: 'LAMP',
};

/**
 * A page of a new browser context on a phone, signed in with `token` (or signed out): the
 * organization's staff and its visitors, while the reviewer works at a desk.
 */
async function openAs(browser: Browser, token: string | null) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  if (token) {
    await page.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
  }
  return page;
}

/** The reviewer's move through the dialog of its button, with its note. */
async function decide(page: Page, action: string, note: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByRole('textbox', { name: /^Note to the organization/ }).fill(note);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const statusIs = (page: Page, status: string) =>
  expect(page.getByRole('heading', { level: 2, name: `Status: ${status}` })).toBeVisible();

/** The organization's site address, from its draft answer. */
async function siteUrlOf(request: APIRequestContext, token: string, slug: string) {
  const draft = await request.get(`/api/organization/create/${slug}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { site_url: siteUrl } = (await draft.json()).data.organization;
  expect(siteUrl).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:\d+\/?$/);
  return siteUrl as string;
}

test.describe('verification at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('a reviewer asks for two fields, the organization fixes exactly those and resubmits, the reviewer approves and the site becomes public', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const ownerToken = await signUp(request, 'verify');
    const name = `Lamp Light Trust ${randomInt(1000, 9999)}`;
    const slug = await submitOrganization(request, ownerToken, name, REGISTRATION_WITH_EXPIRY);
    const siteUrl = await siteUrlOf(request, ownerToken, slug);

    // Before approval nobody else sees the organization, on the platform or on its host.
    const visitor = await openAs(browser, null);
    await visitor.goto(`/organization/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // Its host, whose address may already be shared, says the site is not published yet.
    await visitor.goto(siteUrl);
    await expect(
      visitor.getByRole('heading', { name: 'This site is not published yet' }),
    ).toBeVisible();

    // The reviewer's queue, filtered in the address, oldest first.
    const token = await reviewerToken(request);
    await page.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
    await page.goto('/admin/organizations?country=IN&type=ngo&program=none');
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('ngo');
    const entry = page.getByRole('link', { name, exact: true });
    await expect(entry).toBeVisible();
    await expectAxeClean(page, 'the review queue');
    await expectFitsBothWidths(page, testInfo, 'review-queue');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('company');
    await expect(page).toHaveURL(/type=company/);
    await expect(entry).toBeHidden();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('ngo');
    await entry.click();

    // Everything of the organization, then the moves possible now.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await statusIs(page, 'Submitted');
    await expect(page.getByText('Tax exemption (80G/12A)')).toBeVisible();
    await expectAxeClean(page, 'the review page');
    await expectFitsBothWidths(page, testInfo, 'review-page');
    // A submitted organization is decided at once, or first taken into review (no note needed).
    for (const move of ['Ask for information', 'Approve', 'Reject']) {
      await expect(page.getByRole('button', { name: move, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Start review' }).click();
    const start = page.getByRole('dialog', { name: 'Start review' });
    await start.getByRole('button', { name: 'Start review' }).click();
    await expect(start).toBeHidden();
    await expect(page.getByText('The organization is now: In review.')).toBeVisible();
    await statusIs(page, 'In review');

    // Asking for information: two fields found by searching, each with its note.
    await page.getByRole('button', { name: 'Ask for information' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask for information' });
    await ask.getByRole('button', { name: 'Ask for information' }).click();
    await expect(ask.getByText('Please write a note for the organization.')).toBeVisible();
    await expect(
      ask.getByText('Please choose at least one field the organization must fix.'),
    ).toBeVisible();
    await ask.getByRole('textbox', { name: /^Note to the organization/ }).fill('Two fixes.');
    const search = ask.getByRole('textbox', { name: 'Search fields' });
    await search.fill('address line 1');
    await ask.getByRole('checkbox', { name: 'Address line 1', exact: true }).check();
    await search.fill('header title');
    await ask.getByRole('checkbox', { name: 'Home page header title' }).check();
    await ask.getByRole('button', { name: 'Ask for information' }).click();
    await expect(
      ask.getByText('Please write a note beside each field you ask about.').first(),
    ).toBeVisible();
    // The pointer off the dialog's button: axe reads its resting colours, not its hover.
    await page.mouse.move(0, 0);
    await expectAxeClean(page, 'asking for information, with messages');
    await ask.getByRole('textbox', { name: /^Note for Address line 1/ }).fill(ADDRESS_NOTE);
    await ask.getByRole('textbox', { name: /^Note for Home page header title/ }).fill(TITLE_NOTE);
    await ask.getByRole('button', { name: 'Ask for information' }).click();
    await expect(ask).toBeHidden();
    await statusIs(page, 'Needs information');
    await expect(page.getByText(`Reviewer's note: ${ADDRESS_NOTE}`)).toBeVisible();

    // The organization's dashboard: the state, the notes, the expiry and the timeline.
    const owner = await openAs(browser, ownerToken);
    await owner.goto('/dashboard');
    const card = owner.getByRole('article', { name });
    await expect(card.getByText('Needs information').first()).toBeVisible();
    await expect(card.getByText(ADDRESS_NOTE).first()).toBeVisible();
    await expect(card.getByText(TITLE_NOTE).first()).toBeVisible();
    await expect(
      card.getByText(/Tax exemption \(80G\/12A\): expires on .+ \d+ days left/),
    ).toBeVisible();
    const history = card.getByRole('list', { name: 'History' });
    await expect(history.locator(':scope > [role="listitem"]')).toHaveCount(3);
    await expect(history.getByText('Two fixes.')).toBeVisible();
    await expectAxeClean(owner, 'the dashboard, needing information');
    await expectFitsBothWidths(owner, testInfo, 'dashboard');

    // Its pages are previews for the owner.
    await owner.goto(`/organization/${slug}`);
    await expect(owner.getByText('Preview — not public until approved')).toBeVisible();

    // The wizard opens on the first requested field's step, with only the two fields editable.
    await owner.goto('/dashboard');
    await card.getByRole('link', { name: `Fix requested information for ${name}` }).click();
    await expectStep(owner, 'Registration');
    await expect(owner.getByText('A reviewer asked for more information')).toBeVisible();
    const address = field(owner, 'Address line 1');
    await expect(address).toBeEditable();
    await expect(address).toHaveAccessibleDescription(new RegExp(ADDRESS_NOTE));
    await expect(owner.getByText(`Reviewer's note: ${ADDRESS_NOTE}`)).toBeVisible();
    await expect(field(owner, 'Organization name')).not.toBeEditable();
    await expect(field(owner, 'Organization email')).not.toBeEditable();
    await expect(field(owner, 'City')).not.toBeEditable();
    await expectAxeClean(owner, 'the wizard needing information');
    await address.fill(NEW_ADDRESS);
    await owner.getByRole('button', { name: 'Next' }).click();

    await expectStep(owner, 'Create website');
    const title = field(owner, 'Home page header title');
    await expect(title).toBeEditable();
    await expect(title).toHaveAccessibleDescription(new RegExp(TITLE_NOTE));
    // A rich text that was not asked about is shown as the site shows it, not as an editor.
    await expect(owner.getByRole('group', { name: /^About organization/ })).toBeVisible();
    await expect(owner.getByRole('textbox', { name: /^About organization/ })).toHaveCount(0);
    await title.fill(NEW_TITLE);
    await owner.getByRole('button', { name: 'Next' }).click();

    await expectStep(owner, 'Verify payments');
    await owner.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(
      owner.getByRole('heading', { name: 'Your changes are sent for verification.' }),
    ).toBeVisible();
    await expect(owner.getByText('We will verify and let you know.')).toBeVisible();
    await owner.goto('/dashboard');
    await expect(card.getByText('Resubmitted').first()).toBeVisible();

    // The reviewer sees what changed, and approves in one dialog.
    await page.reload();
    await statusIs(page, 'Resubmitted');
    const changed = page.getByRole('region', { name: 'What changed since the request' });
    await expect(
      changed.getByText('2 of the fields asked about were changed.', { exact: false }),
    ).toBeVisible();
    await expect(changed.getByText(NEW_ADDRESS).first()).toBeVisible();
    await expect(changed.getByText(NEW_TITLE).first()).toBeVisible();
    await expectFitsBothWidths(page, testInfo, 'review-what-changed');
    await decide(page, 'Approve', 'Everything is in order.');
    await statusIs(page, 'Approved');
    await expect(
      page.getByText('No decision is possible now: the organization is Approved.'),
    ).toBeVisible();

    // Public now: the organization's page and its host, for anyone.
    await visitor.goto(`/organization/${slug}`);
    await expect(visitor.getByRole('heading', { name: NEW_TITLE })).toBeVisible();
    await expect(visitor.getByText('Preview — not public until approved')).toHaveCount(0);
    await visitor.goto(siteUrl);
    await expect(visitor).toHaveTitle(name);
    await expect(visitor.getByRole('heading', { name: NEW_TITLE })).toBeVisible();

    await owner.goto('/dashboard');
    await expect(card.getByText('Approved').first()).toBeVisible();
    await expect(history.locator(':scope > [role="listitem"]')).toHaveCount(5);
    await owner.context().close();
    await visitor.context().close();
  });

  test('anyone but a reviewer finds no review console', async ({ page, request }) => {
    const token = await signUp(request, 'not-reviewer');
    await page.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
    await page.goto('/admin/organizations');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/admin/organizations/asha-kiran-education-trust');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const answer = await request.get('/api/admin/organizations', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(404);
  });
});

test('the account menu offers the review console to a reviewer', async ({ page, request }) => {
  const token = await reviewerToken(request);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
});

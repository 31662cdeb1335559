import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { codeFromOutbox, signUp, uniqueEmail } from '../support/accounts.ts';
import { expectAxeClean, settle } from '../support/axe.ts';
import { reviewerToken } from '../support/reviewer.ts';
import { DESKTOP, PHONE } from '../support/widths.ts';
import { openEveryIndiaNgoBlock } from '../support/wizard.ts';

/**
 * axe over the whole page (header, main, footer, open dialogs) at the width the test runs at, then
 * at the other; `state` names it in a failure. One page load looks at both layouts
 * (docs/decisions/011-tests-on-two-cores.md#two-widths).
 */
async function expectNoViolations(page: Page, state: string) {
  const own = page.viewportSize() ?? PHONE;
  for (const viewport of own.width === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectAxeClean(page, `${state}, at ${viewport.width} px`);
  }
  await page.setViewportSize(own);
}

/** Signs a new person up over HTTP; the page starts signed in. */
async function signIn(page: Page, request: APIRequestContext) {
  const token = await signUp(request, 'a11y');
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
}

async function enterEmail(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

/** The focused element draws an outline at least 2 px wide (not just a tinted border). */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test.describe('accessibility at 390 and 1280 px', () => {
  test.use({ viewport: PHONE });

  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Education' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoViolations(page, 'home');
  });

  test('login: email, code and registration details steps', async ({ page, request }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'login, email step');

    await enterEmail(page, 'not-an-email');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoViolations(page, 'login, email step with an error');

    const email = uniqueEmail('a11y-code');
    await enterEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectNoViolations(page, 'login, code step');

    // Asking again within a minute: the code step says the code sent still works.
    await page.getByRole('button', { name: 'Use another email' }).click();
    await enterEmail(page, email);
    await expect(page.getByRole('status')).toHaveText(
      'We have already sent you a code, and it still works. Please enter it here.',
    );
    await expectNoViolations(page, 'login, code step after the email again');

    const code = await codeFromOutbox(request, email);
    await page.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to GiveCrowd!' })).toBeVisible();
    await expectNoViolations(page, 'registration details step');
  });

  test('login: password step for an email this device knows', async ({ page }) => {
    const email = uniqueEmail('a11y-known');
    await page.addInitScript((known) => {
      localStorage.setItem('knownEmails', JSON.stringify([known]));
    }, email);
    await page.goto('/auth/login');
    await enterEmail(page, email);
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await expectNoViolations(page, 'login, password step');

    await page.getByRole('textbox', { name: 'Password' }).fill('not my password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
    ).toBeVisible();
    await expectNoViolations(page, 'login, password step after a failed login');
  });

  test('forgot password, reset password and verify email', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expectNoViolations(page, 'forgot password');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('a11y-forgot'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Reset password link sent.' }),
    ).toBeVisible();
    await expectNoViolations(page, 'forgot password, link sent');

    await page.goto('/auth/reset-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'reset password without a token');
    // The link is checked on open: a dead one offers to send a new link.
    await page.goto('/auth/reset-password?token=not-a-real-token');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ask for a new reset link' }),
    ).toBeVisible();
    await expectNoViolations(page, 'reset password, dead link');

    await page.goto('/auth/verify-email');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'verify email without a token');
  });

  test('the signed-in pages', async ({ page, request }) => {
    await signIn(page, request);
    for (const [path, heading] of [
      ['/dashboard', 'Dashboard'],
      ['/organizations', 'Organizations'],
      ['/campaigns', 'Campaigns'],
      ['/donations', 'Donations'],
      ['/profile', 'Profile'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('main').getByLabel('Loading…')).toHaveCount(0);
      await expectNoViolations(page, path);
    }
  });

  test('the review console', async ({ page, request }) => {
    const token = await reviewerToken(request);
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/admin/organizations');
    const first = page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasNotText: 'Change requests' })
      .first();
    await expect(first).toBeVisible();
    await expectNoViolations(page, 'the review queue');
    await first.click();
    await expect(page.getByRole('heading', { level: 2, name: /^Status: / })).toBeVisible();
    // The pointer that opened the page would rest on whatever is there now: axe reads no hover.
    await page.mouse.move(0, 0);
    await expectNoViolations(page, 'a review page');

    await page.goto('/admin/change-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Change requests' })).toBeVisible();
    await expectNoViolations(page, 'the change requests');
  });

  test('the organization wizard: its blocks, the image field, dialogs and messages', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, request);
    await page.goto('/organization/create');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Organization' }),
    ).toBeVisible();
    await expectNoViolations(page, 'wizard step 0');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select the country.' }),
    ).toBeVisible();
    await expectNoViolations(page, 'wizard step 0 with the error banner and a marked field');

    await openEveryIndiaNgoBlock(page);
    await page.getByLabel(/^Organization email/).fill('contact@');
    await expect(page.getByText('Sorry! Your Email is Invalid.')).toBeVisible();
    // The shared image field's upload area (the digital signature) is checked like the rest.
    await expect(page.getByRole('group', { name: /signature/i })).toBeVisible();
    await expectNoViolations(page, 'wizard step 0, an India NGO with every block open');

    await page.getByRole('button', { name: 'Receipt number format' }).click();
    await expect(page.getByRole('dialog', { name: 'Donation receipt number' })).toBeVisible();
    await expectNoViolations(page, 'wizard, receipt number dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByLabel(/^Admin email/).fill('asha@helpinghands.org');
    await page.getByLabel(/^Admin phone/).fill(`98${randomInt(10_000_000, 99_999_999)}`);
    await page.getByRole('button', { name: 'Verify phone', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify phone number' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Code character 1 of 4' }).click();
    await page.keyboard.type('AAAA');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'wizard, phone code dialog after a wrong code');
  });

  test('discover, a campaign, an organization, a footer page and the not-found page', async ({
    page,
    request,
  }) => {
    await page.goto('/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading results' })).toHaveCount(0);
    await expectNoViolations(page, '/discover');

    const featured = await request.get('/api/campaigns/featured?limit=1');
    const [campaign] = (await featured.json()).data;
    await page.goto(`/campaign/${campaign.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expectNoViolations(page, 'a campaign page');

    await page.goto('/organization/asha-kiran-education-trust');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'an organization page');

    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expectNoViolations(page, 'the terms of use');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'not found');
  });
});

// What only one width has (the burger menu, the account menu) is looked at in that width alone.
test.describe('navigation at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the open burger menu, for a visitor and for a signed-in person', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toBeVisible();
    await expectAxeClean(page, 'burger menu, visitor');

    await signIn(page, request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Profile' })).toBeVisible();
    await expectAxeClean(page, 'burger menu, signed in');
  });

  test('the keyboard opens the burger and reaches Login and Language with a focus ring', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const burger = page.getByRole('button', { name: 'Open navigation' });
    // Server-rendered: the burger takes part once the page is alive; Tab would pass it before.
    await expect(burger).toBeEnabled();
    await tabTo(page, burger);
    await expectFocusRing(burger);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await settle(page);
    const login = drawer.getByRole('link', { name: 'Login' });
    await tabTo(page, login);
    await expectFocusRing(login);
    const language = drawer.getByRole('combobox', { name: 'Language' });
    await tabTo(page, language);
    await expectFocusRing(language);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

test.describe('navigation at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('Tab reaches the language selector and Login, each with a visible focus ring', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    const language = header.getByRole('combobox', { name: 'Language' });
    // Server-rendered: the select takes part once the page is alive.
    await expect(language).toBeEnabled();
    await tabTo(page, language);
    await expectFocusRing(language);
    const login = header.getByRole('link', { name: 'Login' });
    await tabTo(page, login);
    await expectFocusRing(login);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  test('the account menu, opened from the keyboard', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, accountMenu);
    await expectFocusRing(accountMenu);
    // The menu-button pattern: Enter opens the menu on its first item; arrows move through it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await expectAxeClean(page, 'account menu');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Organizations' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(accountMenu).toBeFocused();
  });
});

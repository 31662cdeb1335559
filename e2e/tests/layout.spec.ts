import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts.ts';
import { saveRegistrationDraft, saveWebsiteDraft, submitOrganization } from '../support/drafts.ts';
import { approveOrganization, reviewerToken } from '../support/reviewer.ts';
import { PHONE } from '../support/widths.ts';
import { openEveryIndiaNgoBlock, openWizard } from '../support/wizard.ts';

/** A page and what shows once it has rendered. */
type Visit = { path: string; ready: (page: Page) => Locator };

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name });

/** Waits for the page, lets animations end, then checks nothing sticks out to the side. */
async function expectNoSidewaysScroll(page: Page, { path, ready }: Visit) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await expectFits(page, path);
}

async function expectFits(page: Page, name: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} is ${width} px wide at 390 px`).toBeLessThanOrEqual(PHONE.width);
}

test.describe('no page is wider than a 390 px screen', () => {
  test.use({ viewport: PHONE });

  test('the pages a visitor sees', async ({ page, request }) => {
    test.setTimeout(120_000);
    const featured = await request.get('/api/campaigns/featured?limit=1');
    const [campaign] = (await featured.json()).data;
    const publicPages = [
      ['/discover', 'Discover'],
      ['/about', 'About us'],
      ['/contact', 'Contact us'],
      ['/help', 'Help centre'],
      ['/privacy-policy', 'Privacy policy'],
      ['/terms-of-use', 'Terms of use'],
      ['/campaign/some-campaign', 'Page not found'],
      [`/campaign/${campaign.slug}`, campaign.title],
    ] as const;
    const visits: Visit[] = [
      { path: '/', ready: (current) => current.getByRole('main').getByRole('article').first() },
      ...publicPages.map(([path, title]) => ({ path, ready: heading(title) })),
      {
        path: '/organization/asha-kiran-education-trust',
        ready: (current) => current.getByRole('heading', { level: 1 }),
      },
      { path: '/auth/login', ready: heading(/crowdfunding/) },
      { path: '/auth/forgot-password', ready: heading('Forgot password') },
      { path: '/auth/reset-password', ready: (current) => current.getByRole('alert') },
      {
        path: '/auth/reset-password?token=not-a-real-token',
        ready: heading('Ask for a new reset link'),
      },
      { path: '/auth/verify-email', ready: (current) => current.getByRole('alert') },
      { path: '/no-such-page', ready: heading('Page not found') },
    ];
    for (const visit of visits) await expectNoSidewaysScroll(page, visit);

    // The login page's code step.
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('layout'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectFits(page, 'the login code step');
  });

  test('the account pages and every reachable step of the wizard', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = await signUp(request, 'layout');
    await page.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);

    const accountPages: Visit[] = [
      { path: '/dashboard', ready: heading('Dashboard') },
      { path: '/organizations', ready: heading('Organizations') },
      { path: '/campaigns', ready: heading('Campaigns') },
      { path: '/donations', ready: heading('Donations') },
      { path: '/profile', ready: heading('Profile') },
      { path: '/campaign/create?organization=some-id', ready: heading('Create campaign') },
      { path: '/event/create', ready: heading('Create event') },
    ];
    for (const visit of accountPages) await expectNoSidewaysScroll(page, visit);

    // Step 0 with every block open: an India NGO with tax exemption, FCRA and the grant program.
    await expectNoSidewaysScroll(page, {
      path: '/organization/create',
      ready: heading('Create Organization'),
    });
    await openEveryIndiaNgoBlock(page);
    await page.getByRole('combobox', { name: 'Program', exact: true }).click();
    await page.getByRole('option', { name: 'NDEP Technology Grant', exact: true }).click();
    const prefix = page.getByLabel(/^Donation receipt number prefix/);
    await prefix.fill('GIVECROWDRECEIPT2025');
    await expect(page.getByText(/\d+-\d{4}-0001$/)).toBeVisible();
    await expectFits(page, 'wizard step 0 with every block open');
    // The receipt prefix shows all its 20 characters.
    const prefixFits = await prefix.evaluate(
      (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
    );
    expect(prefixFits, 'the receipt prefix is cut off').toBe(true);
    await page.screenshot({
      path: testInfo.outputPath('wizard-390-every-block.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select' })).toBeVisible();
    await expectFits(page, 'wizard step 0 with the error banner');

    const slug = await saveRegistrationDraft(request, token);
    await expectNoSidewaysScroll(page, {
      path: `/organization/partner-onboarding?slug=${slug}`,
      ready: (current) => current.getByRole('heading', { level: 2, name: 'Your website' }),
    });
    await saveWebsiteDraft(request, token, slug);
    await expectNoSidewaysScroll(page, {
      path: `/organization/partner-onboarding?slug=${slug}`,
      ready: (current) => current.getByRole('heading', { level: 2, name: 'Accounts and payment' }),
    });
    await page.getByRole('checkbox', { name: 'Add domestic bank account' }).check();
    await page.getByRole('checkbox', { name: 'Add FCRA bank account' }).check();
    await expectFits(page, 'wizard step 2 with both bank accounts');
    await page.getByRole('button', { name: 'Choose your plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
    await expectFits(page, 'the plan picker');
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan checkout' })).toBeVisible();
    await expectFits(page, 'the plan checkout');
    await expectNoSidewaysScroll(page, {
      path: `/popup-checkout?slug=${slug}&type=organization`,
      ready: (current) => current.getByRole('heading', { level: 1 }),
    });
    await expectNoSidewaysScroll(page, {
      path: '/organization/partner-onboarding?slug=no-such-draft',
      ready: (current) => current.getByText('We could not load your saved draft'),
    });
    for (const visit of accountPages.slice(0, 2)) await expectNoSidewaysScroll(page, visit);
  });

  test('the review console', async ({ page, request }) => {
    const token = await reviewerToken(request);
    await page.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
    const queue = await request.get('/api/admin/organizations', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [waiting] = (await queue.json()).data;
    await expectNoSidewaysScroll(page, {
      path: '/admin/organizations',
      ready: heading('Review queue'),
    });
    await expectNoSidewaysScroll(page, {
      path: `/admin/organizations/${waiting.slug}`,
      ready: heading(waiting.organization_name),
    });
  });

  test("an organization's site and a host that matches none", async ({ page, baseURL }) => {
    const site = (host: string) => (baseURL ?? '').replace('//localhost', `//${host}`);
    await expectNoSidewaysScroll(page, {
      path: site('asha-kiran-education-trust.localhost'),
      ready: (current) => current.getByRole('link', { name: 'Asha Kiran Education Trust home' }),
    });
    await expectNoSidewaysScroll(page, {
      path: `${site('no-such-org.localhost')}/discover`,
      ready: (current) => current.getByRole('heading', { name: 'Organization not found' }),
    });
  });
});

test.describe('featured campaigns at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the progress bars of a row of cards line up', async ({ page }) => {
    await page.goto('/');
    const bars = page.getByRole('main').getByRole('article').getByRole('progressbar');
    await expect(bars.first()).toBeVisible();
    const tops = await bars.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(tops.length).toBeGreaterThanOrEqual(3);
    // Three cards a row at this width: each row's bars share one line.
    expect(new Set(tops).size).toBe(Math.ceil(tops.length / 3));
  });
});

// At 390 px the toolbar wraps, which is where the kept place is hardest to get right.
test.describe('the story editor at 390 px', () => {
  test.use({ viewport: PHONE });

  test('arrives in the place kept for it, moving nothing below it', async ({ page, request }) => {
    const token = await openWizard(page, request, '/');
    await approveOrganization(
      request,
      await submitOrganization(request, token, `Steady Lamp Trust ${Date.now()}`),
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/tiptap-editor-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/campaign/create');
    const submit = page.getByRole('button', { name: 'Create campaign' });
    await expect(page.getByLabel('Loading the editor…')).toBeVisible();
    const before = await submit.boundingBox();
    release();
    await expect(page.getByRole('textbox', { name: 'Story', exact: true })).toBeVisible();
    expect(await submit.boundingBox()).toEqual(before);
  });
});

import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { formatBillingDate, planFirstChargeAt } from '@givecrowd/shared/payments/plan-pricing';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import {
  BROWSER_ACCEPT,
  call,
  connectBody,
  insertDraft,
  pathOf,
  storedOrganization,
  submitForm,
} from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '@/db/schema.ts';
import { escapeHtml } from '@/modules/mail/index.ts';
import { SANDBOX_TEXT } from './sandbox-pages.ts';

let app: TestApp;
let distDir: string;

beforeAll(async () => {
  // A built web app, so the SPA fallback is on: the sandbox pages must not fall into it.
  distDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<html><body>spa</body></html>');
  app = await buildTestApp({ webDistDir: distDir });
});

afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

const HOSTILE_NAME = '<script>alert("x")</script> & Sons';

/** A connected account of a new draft: its id and its onboarding link. */
async function connectedAccount() {
  const user = await createTestUser(app);
  const draft = await insertDraft(app, { ownerId: user.id, name: HOSTILE_NAME });
  const response = await call(app, {
    method: 'POST',
    url: '/api/payments/stripe/connect',
    token: user.token,
    payload: connectBody(app, draft.slug),
  });
  return {
    draft,
    user,
    accountId: response.body.account_id as string,
    link: response.body.data.url as string,
  };
}

async function startedCheckout() {
  const user = await createTestUser(app);
  const draft = await insertDraft(app, { ownerId: user.id });
  const response = await call(app, {
    method: 'POST',
    url: '/api/payments/checkout',
    token: user.token,
    headers: { origin: app.config.publicUrl },
    payload: {
      slug: draft.slug,
      kind: 'plan',
      plan_name: 'Growth',
      period: 'yearly',
      currency: 'USD',
    },
  });
  return { draft, page: pathOf(response.body.data.url as string) };
}

/** What a page must be: a titled English document, labelled as the sandbox, with no script. */
function expectSandboxPage(html: string) {
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
  expect(html).toContain(SANDBOX_TEXT.banner);
  expect(html).not.toMatch(/<script|\son[a-z]+=|style="/i);
}

/** Opens a page as a browser does. */
const openPage = (url: string) => app.inject({ url, headers: { accept: BROWSER_ACCEPT } });

const buttonNamed = (label: string) => `>${escapeHtml(label)}</button>`;

describe('the sandbox onboarding page', () => {
  it('shows the account with a "Complete onboarding" form, HTML-escaped, under its own policy', async () => {
    const { accountId, link } = await connectedAccount();
    const page = await openPage(pathOf(link));

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expectSandboxPage(page.body);
    expect(page.body).toContain(accountId);
    expect(page.body).toContain(escapeHtml(HOSTILE_NAME));
    expect(page.body).not.toContain(HOSTILE_NAME);
    expect(page.body).toContain(
      `<form method="post" action="/sandbox/payments/onboard/${accountId}">`,
    );
    expect(page.body).toContain(buttonNamed(SANDBOX_TEXT.completeOnboarding));

    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action 'self' ${app.config.publicUrl}`);
    const style = page.body.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
  });

  it('answers 404 for an unknown account or a link without its signature, and 400 for a return address not ours', async () => {
    const { accountId, user } = await connectedAccount();
    const unknown = await openPage(
      `/sandbox/payments/onboard/sbx_acct_nobody?return_url=${encodeURIComponent(app.config.publicUrl)}`,
    );
    expect(unknown.statusCode).toBe(404);
    expectSandboxPage(unknown.body);
    expect(unknown.body).toContain(escapeHtml(PAYMENTS_MESSAGES.onboardingLinkInvalid));
    const unsigned = await openPage(
      `/sandbox/payments/onboard/${accountId}?return_url=${encodeURIComponent(app.config.publicUrl)}`,
    );
    expect(unsigned.statusCode).toBe(404);
    expect(unsigned.body).not.toContain(accountId);

    const elsewhere = `/sandbox/payments/onboard/${accountId}?return_url=${encodeURIComponent('https://evil.example/organization/partner-onboarding')}`;
    const shown = await openPage(elsewhere);
    expect(shown.statusCode).toBe(400);
    expect(shown.body).toContain(escapeHtml(PAYMENTS_MESSAGES.returnAddressNotAllowed));

    const posted = await submitForm(app, `/sandbox/payments/onboard/${accountId}`, {
      return_url: 'https://evil.example/organization/partner-onboarding',
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.location).toBeUndefined();
    const unknownPost = await submitForm(app, '/sandbox/payments/onboard/sbx_acct_nobody', {
      return_url: app.config.publicUrl,
    });
    expect(unknownPost.statusCode).toBe(404);

    const status = await call(app, {
      method: 'GET',
      url: `/api/payments/stripe/onboarding-status?account_id=${accountId}`,
      token: user.token,
    });
    expect(status.body.onboarded).toBe(false);
  });
});

describe('the sandbox checkout page', () => {
  it('shows what is paid with Pay and Cancel forms, and only the outcome once closed', async () => {
    const { draft, page } = await startedCheckout();
    const open = await openPage(page);

    expect(open.statusCode).toBe(200);
    expectSandboxPage(open.body);
    expect(open.body).toContain('<dd>Growth</dd>');
    expect(open.body).toContain('<dd>Annual</dd>');
    expect(open.body).toContain('<dd>$399 USD</dd>');
    expect(open.body).toContain(`<form method="post" action="${page}/pay">`);
    expect(open.body).toContain(`<form method="post" action="${page}/cancel">`);
    expect(open.body).toContain(buttonNamed(SANDBOX_TEXT.pay));
    expect(open.body).toContain(buttonNamed(SANDBOX_TEXT.cancel));
    expect(String(open.headers['content-security-policy'])).toContain(
      `form-action 'self' ${app.config.publicUrl}`,
    );

    expect((await submitForm(app, `${page}/pay`, {})).statusCode).toBe(303);
    const closed = await openPage(page);
    expect(closed.statusCode).toBe(200);
    expect(closed.body).not.toContain('<form');
    expect((await storedOrganization(app, draft.id)).pricingPlan?.plan_name).toBe('Growth');
  });

  it("charges India's recurring plan as Razorpay does: the refundable INR 5 now, the plan on its date", async () => {
    const user = await createTestUser(app);
    const draft = await insertDraft(app, { ownerId: user.id, country: 'IN' });
    const response = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: user.token,
      headers: { origin: app.config.publicUrl },
      payload: {
        slug: draft.slug,
        kind: 'plan',
        plan_name: 'Starter',
        period: 'Quarterly',
        currency: 'INR',
      },
    });
    const [checkout] = await app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.organizationId, draft.id));
    if (!checkout) throw new Error('no checkout');
    const page = await openPage(pathOf(response.body.data.url as string));

    const date = formatBillingDate(planFirstChargeAt(checkout.createdAt));
    expect(page.body).toContain(
      '<dt>Charged now</dt><dd>₹5 INR, refunded: the authorisation of the mandate</dd>',
    );
    expect(page.body).toContain(
      `<dt>Plan charged</dt><dd>₹2,999 INR on ${date}, then every quarter</dd>`,
    );
    expect(checkout.amount).toBe(2_999);
  });

  it('answers 404 for an unknown checkout: a page to a browser, the envelope to others', async () => {
    const shown = await openPage('/sandbox/payments/checkout/sbx_cs_nobody');
    expect(shown.statusCode).toBe(404);
    expectSandboxPage(shown.body);
    expect(shown.body).toContain(escapeHtml(PAYMENTS_MESSAGES.checkoutNotFound));
    const answered = await app.inject('/sandbox/payments/checkout/sbx_cs_nobody');
    expect(answered.statusCode).toBe(404);
    expect(answered.json()).toEqual({ status: false, message: PAYMENTS_MESSAGES.checkoutNotFound });
    expect(
      (await submitForm(app, '/sandbox/payments/checkout/sbx_cs_nobody/pay', {})).statusCode,
    ).toBe(404);
    expect(
      (await submitForm(app, '/sandbox/payments/checkout/sbx_cs_nobody/cancel', {})).statusCode,
    ).toBe(404);
  });
});

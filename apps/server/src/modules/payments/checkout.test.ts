import { VERIFICATION_DONATION_MIN_INR } from '@givecrowd/shared/constants';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import {
  call,
  insertDraft,
  pathOf,
  storedOrganization,
  submitForm,
} from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, organizations, sandboxCheckouts } from '@/db/schema.ts';
import { VERIFICATION_PAYMENT_NAME } from './checkout-price.ts';
import { recordCheckoutPaid } from './record-checkout-paid.ts';
import { closeSandboxCheckout } from './sandbox/sandbox-repository.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** As the browser calls it: from the web app on PUBLIC_URL, unless a test says otherwise. */
const startCheckout = (
  token: string,
  body: object,
  headers: Record<string, string> = { origin: app.config.publicUrl },
) => call(app, { method: 'POST', url: '/api/payments/checkout', token, payload: body, headers });

const checkoutStatus = (token: string, sessionId: string) =>
  call(app, { method: 'GET', url: `/api/payments/checkout/${sessionId}`, token });

async function ownerWithDraft(options: { country?: string; grantProgram?: boolean } = {}) {
  const user = await createTestUser(app);
  const draft = await insertDraft(app, { ownerId: user.id, ...options });
  return { user, draft };
}

const starterQuarterly = (slug: string) => ({
  slug,
  kind: 'plan',
  plan_name: 'Starter',
  period: 'Quarterly',
  currency: 'USD',
});

async function storedCheckout(id: string) {
  const [row] = await app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** The sandbox checkout page's path, and the paths of its Pay and Cancel forms. */
function sandboxPaths(url: string) {
  const page = pathOf(url);
  return { page, pay: `${page}/pay`, cancel: `${page}/cancel` };
}

describe('POST /api/payments/checkout', () => {
  it("charges the plan's price from the server, whatever the browser sends", async () => {
    const { user, draft } = await ownerWithDraft();
    const response = await startCheckout(user.token, {
      ...starterQuarterly(draft.slug),
      amount: 1,
    });

    expect(response.statusCode).toBe(200);
    const { url, session_id: sessionId } = response.body.data;
    expect(url).toMatch(/\/sandbox\/payments\/checkout\/sbx_cs_[0-9a-f]{24}$/);
    expect(await storedCheckout(sessionId)).toMatchObject({
      organizationId: draft.id,
      userId: user.id,
      provider: 'sandbox',
      kind: 'plan',
      planName: 'Starter',
      planType: 'recurring',
      period: 'Quarterly',
      currency: 'USD',
      amount: 49,
      state: 'open',
      url,
    });
    const page = await call(app, { method: 'GET', url: sandboxPaths(url).page });
    expect(page.body).toContain('$49 USD');
  });

  it('prices India in rupees with the Indian grouping, and premium plans once', async () => {
    const { user, draft } = await ownerWithDraft({ country: 'IN' });
    const response = await startCheckout(user.token, {
      slug: draft.slug,
      kind: 'plan',
      plan_name: 'Premium',
      period: 'One Time',
      currency: 'INR',
    });

    expect(response.statusCode).toBe(200);
    expect(await storedCheckout(response.body.data.session_id)).toMatchObject({
      planType: 'premium',
      period: 'One Time',
      currency: 'INR',
      amount: 49999,
    });
    const page = await call(app, { method: 'GET', url: sandboxPaths(response.body.data.url).page });
    expect(page.body).toContain('₹49,999 INR');
  });

  it('returns to the wizard on the caller’s own web origin, or on PUBLIC_URL', async () => {
    const { user, draft } = await ownerWithDraft();
    const fromOwnSite = await startCheckout(user.token, starterQuarterly(draft.slug), {
      origin: 'http://hope.localhost:3000',
    });
    const [own] = await app.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.reference, fromOwnSite.body.data.session_id));
    expect(own?.successUrl).toBe(
      `http://hope.localhost:3000/organization/partner-onboarding?checkout=${fromOwnSite.body.data.session_id}`,
    );
    expect(own?.cancelUrl).toBe(`${own?.successUrl}&checkout_cancelled=1`);

    const fromElsewhere = await startCheckout(user.token, starterQuarterly(draft.slug), {
      origin: 'https://evil.example',
      host: 'evil.example',
    });
    const [other] = await app.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.reference, fromElsewhere.body.data.session_id));
    expect(other?.successUrl.startsWith(`${app.config.publicUrl}/organization/`)).toBe(true);
  });

  it.each([
    [{ plan_name: 'Platinum' }, PAYMENTS_MESSAGES.planNotFound],
    [{ plan_name: undefined }, PAYMENTS_MESSAGES.planNotFound],
    [{ period: 'One Time' }, PAYMENTS_MESSAGES.periodNotOffered],
    [{ period: undefined }, PAYMENTS_MESSAGES.periodNotOffered],
    [{ plan_name: 'Premium', period: 'yearly' }, PAYMENTS_MESSAGES.periodNotOffered],
    [{ currency: 'INR' }, PAYMENTS_MESSAGES.currencyNotOffered],
  ])('refuses %o with its message and keeps no checkout', async (change, message) => {
    const { user, draft } = await ownerWithDraft();
    const response = await startCheckout(user.token, {
      ...starterQuarterly(draft.slug),
      ...change,
    });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(message);
    const rows = await app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.organizationId, draft.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 for someone else's draft", async () => {
    const { draft } = await ownerWithDraft();
    const stranger = await createTestUser(app);
    const response = await startCheckout(stranger.token, starterQuarterly(draft.slug));

    expect(response.statusCode).toBe(404);
    expect(response.body.message).toBe(DRAFT_MESSAGES.notFound);
  });

  describe('the verification donation', () => {
    const donation = (slug: string, amount?: number) => ({
      slug,
      kind: 'verification',
      currency: 'INR',
      amount,
    });

    it('is for grant programs only', async () => {
      const { user, draft } = await ownerWithDraft({ country: 'IN' });
      const response = await startCheckout(user.token, donation(draft.slug, 500));
      expect(response.statusCode).toBe(400);
      expect(response.body.message).toBe(PAYMENTS_MESSAGES.notGrantProgram);
    });

    it('is at least ₹500 in India, and needs an amount', async () => {
      const { user, draft } = await ownerWithDraft({ country: 'IN', grantProgram: true });
      const low = await startCheckout(
        user.token,
        donation(draft.slug, VERIFICATION_DONATION_MIN_INR - 1),
      );
      expect(low.statusCode).toBe(400);
      expect(low.body.message).toBe(PAYMENTS_MESSAGES.verificationAmountTooLow);
      const none = await startCheckout(user.token, donation(draft.slug));
      expect(none.body.message).toBe(PAYMENTS_MESSAGES.verificationAmountRequired);

      const enough = await startCheckout(
        user.token,
        donation(draft.slug, VERIFICATION_DONATION_MIN_INR),
      );
      expect(enough.statusCode).toBe(200);
      expect(await storedCheckout(enough.body.data.session_id)).toMatchObject({
        kind: 'verification',
        planName: VERIFICATION_PAYMENT_NAME,
        planType: 'donation',
        period: null,
        amount: VERIFICATION_DONATION_MIN_INR,
      });
    });

    it('takes any amount outside India', async () => {
      const { user, draft } = await ownerWithDraft({ country: 'CA', grantProgram: true });
      const response = await startCheckout(user.token, {
        ...donation(draft.slug, 25),
        currency: 'USD',
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('paying and cancelling on the sandbox', () => {
  it('records the plan once on Pay; a second Pay or confirmation changes nothing', async () => {
    const { user, draft } = await ownerWithDraft();
    const started = await startCheckout(user.token, starterQuarterly(draft.slug));
    const { url, session_id: sessionId } = started.body.data;
    expect((await checkoutStatus(user.token, sessionId)).body.data).toEqual({
      session_id: sessionId,
      state: 'open',
      slug: draft.slug,
    });

    const paid = await submitForm(app, sandboxPaths(url).pay, {});
    expect(paid.statusCode).toBe(303);
    expect(paid.location).toBe(
      `${app.config.publicUrl}/organization/partner-onboarding?checkout=${sessionId}`,
    );
    const recorded = await storedOrganization(app, draft.id);
    expect(recorded.pricingPlan).toMatchObject({
      is_plan_purchased: true,
      plan_name: 'Starter',
      plan_type: 'recurring',
      amount: 49,
      currency: 'USD',
      period: 'Quarterly',
    });
    expect(Number.isNaN(Date.parse(recorded.pricingPlan?.purchased_at ?? ''))).toBe(false);
    expect(recorded.version).toBe(draft.version);
    expect((await checkoutStatus(user.token, sessionId)).body.data.state).toBe('paid');

    const again = await submitForm(app, sandboxPaths(url).pay, {});
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(PAYMENTS_MESSAGES.checkoutClosed);
    const providerSessionId = new URL(url).pathname.split('/').at(-1) ?? '';
    expect(await recordCheckoutPaid({ db: app.db, provider: 'sandbox', providerSessionId })).toBe(
      'already',
    );
    expect(await storedOrganization(app, draft.id)).toEqual(recorded);

    const another = await startCheckout(user.token, starterQuarterly(draft.slug));
    expect(another.statusCode).toBe(409);
    expect(another.body.message).toBe(PAYMENTS_MESSAGES.alreadyPurchased);
  });

  it('records nothing on Cancel, and the checkout reads cancelled', async () => {
    const { user, draft } = await ownerWithDraft();
    const started = await startCheckout(user.token, starterQuarterly(draft.slug));
    const { url, session_id: sessionId } = started.body.data;

    const cancelled = await submitForm(app, sandboxPaths(url).cancel, {});
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.location).toBe(
      `${app.config.publicUrl}/organization/partner-onboarding?checkout=${sessionId}&checkout_cancelled=1`,
    );
    expect((await checkoutStatus(user.token, sessionId)).body.data.state).toBe('cancelled');
    const organization = await storedOrganization(app, draft.id);
    expect(organization.pricingPlan).toBeNull();
    expect(organization.version).toBe(draft.version);
    expect((await submitForm(app, sandboxPaths(url).pay, {})).statusCode).toBe(409);
  });

  it('records a payment the provider confirms when the status is asked, before any notice', async () => {
    const { user, draft } = await ownerWithDraft();
    const started = await startCheckout(user.token, starterQuarterly(draft.slug));
    const { url, session_id: sessionId } = started.body.data;
    const providerSessionId = new URL(url).pathname.split('/').at(-1) ?? '';
    // Paid at the provider, but the notice to the product has not arrived.
    await closeSandboxCheckout(app.db, { id: providerSessionId, state: 'paid' });
    expect((await storedOrganization(app, draft.id)).pricingPlan).toBeNull();

    const status = await checkoutStatus(user.token, sessionId);
    expect(status.body.data.state).toBe('paid');
    expect((await storedOrganization(app, draft.id)).pricingPlan?.plan_name).toBe('Starter');
  });

  it('shows a checkout only to its starter and the organization owner', async () => {
    const { user, draft } = await ownerWithDraft();
    const started = await startCheckout(user.token, starterQuarterly(draft.slug));
    const stranger = await createTestUser(app);

    const foreign = await checkoutStatus(stranger.token, started.body.data.session_id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe(PAYMENTS_MESSAGES.checkoutNotFound);
    await app.db
      .update(organizations)
      .set({ ownerId: stranger.id })
      .where(eq(organizations.id, draft.id));
    expect((await checkoutStatus(stranger.token, started.body.data.session_id)).statusCode).toBe(
      200,
    );
  });
});

describe('recordCheckoutPaid', () => {
  it('records a race of confirmations once', async () => {
    const { user, draft } = await ownerWithDraft();
    const started = await startCheckout(user.token, starterQuarterly(draft.slug));
    const providerSessionId = new URL(started.body.data.url).pathname.split('/').at(-1) ?? '';
    const confirm = () =>
      recordCheckoutPaid({ db: app.db, provider: 'sandbox', providerSessionId });

    const outcomes = await Promise.all([confirm(), confirm(), confirm()]);
    expect(outcomes.sort()).toEqual(['already', 'already', 'recorded']);
    expect((await storedOrganization(app, draft.id)).version).toBe(draft.version);
  });

  it('answers unknown for a session nobody started', async () => {
    expect(
      await recordCheckoutPaid({ db: app.db, provider: 'stripe', providerSessionId: 'cs_nobody' }),
    ).toBe('unknown');
  });
});

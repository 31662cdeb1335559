import { randomUUID } from 'node:crypto';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import {
  validUsCompany,
  validUsNgo,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import { LAST_STEP_INDEX, stepIndexForProgress } from '@givecrowd/shared/organization/wizard-steps';
import { PAYMENTS_MESSAGES as M } from '@givecrowd/shared/payments/payments-messages';
import { readOutbox } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { storedDraftRow } from '@test/organization-helpers.ts';
import {
  createOwner,
  insertStepTwoDraft,
  purchasedPlan,
  savePage3,
  savePage4,
} from '@test/payments-page-helpers.ts';
import {
  buildReviewApp,
  createReviewer,
  getAs,
  insertOrganizationAt,
  moveStatus,
  PUBLIC_URL,
} from '@test/review-helpers.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '@/db/schema.ts';

// After Submit (docs/product/wizard.md#a-submitted-organization): the onboarding gate outside
// India, the reminder's link, the read-only draft, and the site's address where it matters.
let app: TestApp;

beforeAll(async () => {
  app = await buildReviewApp();
});
afterAll(async () => app.close());

const usPlan = () => purchasedPlan({ currency: 'USD', amount: 300 });
const withTerms = (slug: string) => ({ slug, third_page_terms: true });

async function submittedWithUnfinishedOnboarding(form = validUsCompany) {
  const owner = await createOwner(app);
  const draft = await insertStepTwoDraft(app, {
    ownerId: owner.id,
    form,
    columns: {
      paymentProvider: 'sandbox',
      paymentAccountId: `acct_${randomUUID()}`,
      pricingPlan: usPlan(),
    },
  });
  const submitted = await savePage4(app, owner.token, withTerms(draft.slug));
  expect(submitted.statusCode).toBe(200);
  return { owner, slug: draft.slug };
}

describe('the payment onboarding gate outside India', () => {
  it.each([
    ['an NGO', validUsNgo],
    ['a company', validUsCompany],
  ])(
    'refuses %s without a payment account (400, the shared message, nothing changed)',
    async (_case, form) => {
      const owner = await createOwner(app);
      const draft = await insertStepTwoDraft(app, {
        ownerId: owner.id,
        form,
        columns: { pricingPlan: usPlan() },
      });
      const refused = await savePage4(app, owner.token, withTerms(draft.slug));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatchObject({
        status: false,
        message: M.connectStripe,
        errors: [{ field: 'stripe_account_id', message: M.connectStripe }],
      });
      expect(await storedDraftRow(app, draft.slug)).toMatchObject({ status: 'draft' });
    },
  );
});

describe('the "Finish your payment onboarding" reminder', () => {
  it("links to that organization's wizard, which opens it at step 2", async () => {
    const { owner, slug } = await submittedWithUnfinishedOnboarding();
    const reminder = (await readOutbox(app, owner.email)).find((email) =>
      email.subject.startsWith('Finish your payment onboarding'),
    );
    const link = `${PUBLIC_URL}/organization/partner-onboarding?slug=${slug}`;
    expect(reminder?.link).toBe(link);

    // What the link opens: the signed-in owner's submitted organization, past its last page.
    const opened = await getAs(
      app,
      owner.token,
      `/api/organization/create/${new URL(link).searchParams.get('slug')}`,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data.organization).toMatchObject({
      slug,
      status: 'submitted',
      progress_page: 4,
      payment_onboarded: false,
    });
    expect(stepIndexForProgress(opened.body.data.organization.progress_page)).toBe(LAST_STEP_INDEX);
  });
});

describe('a submitted organization in the wizard', () => {
  it('reads as submitted, and a save answers 409 with nothing changed', async () => {
    const { owner, slug } = await submittedWithUnfinishedOnboarding(validUsNgo);
    const before = await storedDraftRow(app, slug);
    const read = await getAs(app, owner.token, `/api/organization/create/${slug}`);
    expect(read.body.data.organization.status).toBe('submitted');
    const save = await savePage3(app, owner.token, withTerms(slug));
    expect(save).toMatchObject({
      statusCode: 409,
      body: { status: false, message: DRAFT_MESSAGES.notDraft },
    });
    expect(await storedDraftRow(app, slug)).toEqual(before);
  });

  it("answers someone else's submitted organization 404", async () => {
    const { slug } = await submittedWithUnfinishedOnboarding();
    const intruder = await createOwner(app);
    expect((await getAs(app, intruder.token, `/api/organization/create/${slug}`)).statusCode).toBe(
      404,
    );
  });
});

describe("the site's address", () => {
  it('is what the approval email opens', async () => {
    const reviewer = await createReviewer(app);
    const subdomain = `asha-${randomUUID().slice(0, 8)}`;
    const organization = await insertOrganizationAt(app, {
      status: 'in_review',
      columns: {
        subdomain,
        data: { ...validUsNgo, organization_email: `site-${subdomain}@example.org` },
      },
    });
    const moved = await moveStatus(app, reviewer.token, organization.slug, {
      from: 'in_review',
      to: 'approved',
      note: 'All in order.',
    });
    expect(moved.statusCode).toBe(200);
    const [approval] = await readOutbox(app, `site-${subdomain}@example.org`);
    expect(approval?.link).toBe(`https://${subdomain}.givecrowd.test`);
    expect(approval?.text).toContain(`https://${subdomain}.givecrowd.test`);
  });

  it('and where payment onboarding stands are on the owner’s list of organizations', async () => {
    const { owner, slug } = await submittedWithUnfinishedOnboarding();
    await app.db
      .update(organizations)
      .set({ subdomain: `site-${slug}`.slice(0, 60) })
      .where(eq(organizations.slug, slug));
    const india = await insertOrganizationAt(app, { status: 'approved', ownerId: owner.id });
    const mine = await getAs(app, owner.token, '/api/organizations/mine');
    expect(mine.statusCode).toBe(200);
    const bySlug = new Map(mine.body.data.map((row: { slug: string }) => [row.slug, row] as const));
    expect(bySlug.get(slug)).toMatchObject({
      site_url: `https://${`site-${slug}`.slice(0, 60)}.givecrowd.test`,
      payment_onboarding: 'unfinished',
    });
    expect(bySlug.get(india.slug)).toMatchObject({
      site_url: null,
      payment_onboarding: 'not_needed',
    });
  });
});

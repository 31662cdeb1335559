import { validUsCompany } from '@givecrowd/shared/organization/registration-form.fixtures';
import { bearer } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { insertOrganization, postCampaign } from '@test/campaign-helpers.ts';
import { connectBody } from '@test/checkout-helpers.ts';
import {
  buildPaymentsApp,
  createOwner,
  DOMESTIC_NUMBER,
  insertStepTwoDraft,
  savePage3,
  validDomesticAccount,
} from '@test/payments-page-helpers.ts';
import { recordUpload } from '@test/site-helpers.ts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;

beforeAll(async () => {
  app = await buildPaymentsApp();
});
afterAll(async () => app.close());

const PRIVATE = 'private, no-store';

async function ask(options: InjectOptions) {
  const response = await app.inject(options);
  return {
    statusCode: response.statusCode,
    cacheControl: response.headers['cache-control'],
    body: response.json(),
  };
}

describe('Cache-Control of answers that depend on who asks', () => {
  it('keeps every answer to a token private, from the draft with its bank numbers to the receipt number', async () => {
    const owner = await createOwner(app);
    const auth = bearer(owner.token);
    const india = await insertStepTwoDraft(app, { ownerId: owner.id });
    const us = await insertStepTwoDraft(app, { ownerId: owner.id, form: validUsCompany });

    const saved = await savePage3(app, owner.token, {
      ...validDomesticAccount,
      slug: india.slug,
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe(PRIVATE);

    const draft = await ask({ url: `/api/organization/create/${india.slug}`, headers: auth });
    expect(draft.statusCode).toBe(200);
    expect(JSON.stringify(draft.body)).toContain(DOMESTIC_NUMBER);
    expect(draft.cacheControl).toBe(PRIVATE);

    const connected = await ask({
      method: 'POST',
      url: '/api/payments/stripe/connect',
      headers: auth,
      payload: connectBody(app, us.slug),
    });
    expect(connected.statusCode).toBe(200);
    const onboarding = await ask({
      url: `/api/payments/stripe/onboarding-status?account_id=${connected.body.account_id}`,
      headers: auth,
    });
    expect(onboarding.statusCode).toBe(200);

    const started = await ask({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: auth,
      payload: {
        slug: us.slug,
        kind: 'plan',
        plan_name: 'Growth',
        period: 'Quarterly',
        currency: 'USD',
      },
    });
    expect(started.statusCode).toBe(200);
    const checkout = await ask({
      url: `/api/payments/checkout/${started.body.data.session_id}`,
      headers: auth,
    });
    expect(checkout.statusCode).toBe(200);

    const answers = {
      connected,
      onboarding,
      started,
      checkout,
      organizations: await ask({ url: '/api/organizations/mine', headers: auth }),
      campaigns: await ask({ url: '/api/campaigns/mine', headers: auth }),
      receiptNumber: await ask({
        url: `/api/organization/receipt-number?slug=${india.slug}`,
        headers: auth,
      }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, name).toBe(200);
      expect(answer.cacheControl, name).toBe(PRIVATE);
    }
  });

  it('keeps a refusal to a token private too, and a token that is not valid', async () => {
    const owner = await createOwner(app);
    const missing = await ask({
      url: '/api/organization/create/no-such-draft',
      headers: bearer(owner.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.cacheControl).toBe(PRIVATE);
    const invalid = await ask({ url: '/api/organizations/mine', headers: bearer('not-a-token') });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.cacheControl).toBe(PRIVATE);
  });

  it('leaves what a route sets itself, and answers without a token, as they are', async () => {
    const owner = await createOwner(app);
    const organization = await insertOrganization(app, { ownerId: owner.id });
    const image = await recordUpload(app, { ownerId: owner.id, purpose: 'campaign-assets' });
    const created = await postCampaign(app, owner.token, {
      organization: organization.id,
      kind: 'campaign',
      title: 'Solar lamps for night school',
      category: 'Education',
      goal: '1,50,000',
      end_date: '2030-04-30',
      image,
      story: '<p>Forty evening classes need light.</p>',
    });
    expect(created.statusCode).toBe(201);
    const page = await ask({
      url: `/api/campaigns/${created.body.data.slug}`,
      headers: bearer(owner.token),
    });
    expect(page.cacheControl).toBe('public, no-cache');
    const countries = await ask({ url: '/api/countries', headers: bearer(owner.token) });
    expect(countries.cacheControl).toBe('public, max-age=3600');
    const receiptNumber = await ask({ url: '/api/organization/receipt-number' });
    expect(receiptNumber.statusCode).toBe(200);
    expect(receiptNumber.cacheControl).toBeUndefined();
  });
});

import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import {
  call,
  connectBody,
  failingProviders,
  insertDraft,
  storedOrganization,
} from '@test/checkout-helpers.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '@/db/schema.ts';
import { PROVIDER_RETRY_AFTER_SECONDS } from './provider-failure.ts';

const failing = failingProviders();
let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({}, { payments: failing.providers });
});

afterAll(async () => {
  await app?.close();
});

const answers = [
  { kind: 'unavailable', statusCode: 503, message: PAYMENTS_MESSAGES.providerUnavailable },
  { kind: 'refused', statusCode: 502, message: PAYMENTS_MESSAGES.providerRefused },
] as const;

describe.each(answers)('a provider that is $kind', ({ kind, statusCode, message }) => {
  beforeAll(() => failing.failWith(kind));

  it(`answers ${statusCode} to a connect and stores no account`, async () => {
    const user = await createTestUser(app);
    const draft = await insertDraft(app, { ownerId: user.id });
    const response = await call(app, {
      method: 'POST',
      url: '/api/payments/stripe/connect',
      token: user.token,
      payload: connectBody(app, draft.slug),
    });

    expect(response.statusCode).toBe(statusCode);
    expect(response.body).toEqual({ status: false, message });
    expect(response.headers['retry-after']).toBe(
      kind === 'unavailable' ? String(PROVIDER_RETRY_AFTER_SECONDS) : undefined,
    );
    const organization = await storedOrganization(app, draft.id);
    expect(organization.paymentAccountId).toBeNull();
    expect(organization.paymentProvider).toBeNull();
  });

  it(`answers ${statusCode} to a checkout and keeps no checkout`, async () => {
    const user = await createTestUser(app);
    const draft = await insertDraft(app, { ownerId: user.id });
    const response = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: user.token,
      payload: {
        slug: draft.slug,
        kind: 'plan',
        plan_name: 'Growth',
        period: 'yearly',
        currency: 'USD',
      },
    });

    expect(response.statusCode).toBe(statusCode);
    expect(response.body).toEqual({ status: false, message });
    const kept = await app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.organizationId, draft.id));
    expect(kept).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { createPaymentProviders } from './payment-providers.ts';

const stripe = { secretKey: 'sk_test_providers', webhookSecret: undefined, apiBase: undefined };
const razorpay = {
  keyId: 'rzp_test_providers',
  keySecret: 'secret',
  webhookSecret: undefined,
  apiBase: undefined,
};
const base = {
  paymentTimeoutMs: 15_000,
  publicUrl: 'http://localhost:3000',
  bankAccountKey: Buffer.alloc(32),
};
// Nothing here reaches the database: the providers are only chosen.
const db = {} as Database;

const providers = (config: Pick<Config, 'stripe' | 'razorpay' | 'paymentSandbox'>) =>
  createPaymentProviders({ config: { ...base, ...config }, db });

describe('createPaymentProviders (docs/product/start-modes.md#payments)', () => {
  it('lets the sandbox stand in for a missing provider when PAYMENT_SANDBOX allows it', () => {
    const chosen = providers({ stripe, razorpay: undefined, paymentSandbox: true });
    expect(chosen.account.name).toBe('stripe');
    expect(chosen.checkoutFor('IN').name).toBe('sandbox');
    expect(chosen.named('sandbox')?.name).toBe('sandbox');
    expect(chosen.usesSandbox).toBe(true);
  });

  it('has no sandbox at all unless PAYMENT_SANDBOX allows it', () => {
    const chosen = providers({ stripe, razorpay, paymentSandbox: false });
    expect(chosen.account.name).toBe('stripe');
    expect(chosen.checkoutFor('IN').name).toBe('razorpay');
    expect(chosen.checkoutFor('US').name).toBe('stripe');
    expect(chosen.named('sandbox')).toBeUndefined();
    expect(chosen.usesSandbox).toBe(false);
  });

  it('refuses a missing provider with the sandbox off', () => {
    expect(() => providers({ stripe, razorpay: undefined, paymentSandbox: false })).toThrow(
      'RAZORPAY_KEY_ID is not set and PAYMENT_SANDBOX is off',
    );
    expect(() => providers({ stripe: undefined, razorpay, paymentSandbox: false })).toThrow(
      'STRIPE_SECRET_KEY is not set and PAYMENT_SANDBOX is off',
    );
  });
});

describe('a production app with real providers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      env: 'production',
      logLevel: 'silent',
      stripe,
      razorpay,
      paymentSandbox: false,
    });
  });
  afterAll(async () => app.close());

  it("serves none of the sandbox's pages, whose Pay button needs no login", async () => {
    for (const url of [
      `/sandbox/payments/checkout/${randomUUID()}`,
      `/sandbox/payments/onboard/sbx_acct_${'0'.repeat(24)}`,
    ]) {
      const response = await app.inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: false, message: `No route for GET ${url}.` });
    }
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/payments/checkout/${randomUUID()}/pay`,
    });
    expect(paid.json().message).toMatch(/^No route for POST /);
  });
});

import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPaymentEvent } from './payment-events.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app?.close();
});

const event = { provider: 'stripe', eventId: 'evt_1', type: 'checkout.session.completed' } as const;

describe('claimPaymentEvent', () => {
  it('claims an event id once per provider', async () => {
    expect(await claimPaymentEvent({ tx: app.db, ...event })).toBe(true);
    expect(await claimPaymentEvent({ tx: app.db, ...event })).toBe(false);
    expect(await claimPaymentEvent({ tx: app.db, ...event, provider: 'razorpay' })).toBe(true);
  });

  it('lets the event go again when the transaction that claimed it fails', async () => {
    const claim = { ...event, eventId: 'evt_2' };
    await expect(
      app.db.transaction(async (tx) => {
        expect(await claimPaymentEvent({ tx, ...claim })).toBe(true);
        throw new Error('applying the event failed');
      }),
    ).rejects.toThrow('applying the event failed');
    expect(await claimPaymentEvent({ tx: app.db, ...claim })).toBe(true);
  });
});

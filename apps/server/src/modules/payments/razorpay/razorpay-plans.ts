import type { RazorpayClient } from './razorpay-client.ts';

export type RazorpayPlanRequest = {
  /** Names the plan among ours (`notes.plan_key`): one plan per key. */
  key: string;
  planName: string;
  period: 'monthly' | 'yearly';
  interval: number;
  /** Paise. */
  amount: number;
};

/**
 * Finds or makes Razorpay plans (docs/product/payment-providers.md#razorpay): ours from before,
 * found by their key among the 100 newest, else a new one. A plan found is remembered, so each is
 * asked for once per process at most.
 */
export function razorpayPlanFinder(): (
  razorpay: RazorpayClient,
  plan: RazorpayPlanRequest,
) => Promise<string> {
  const plans = new Map<string, string>();
  return async (razorpay, { key, planName, period, interval, amount }) => {
    const known = plans.get(key);
    if (known) return known;
    const recent = await razorpay.plans.all({ count: 100 });
    const found = recent.items.find((plan) => plan.notes?.plan_key === key);
    const planId =
      found?.id ??
      (
        await razorpay.plans.create({
          period,
          interval,
          item: { name: planName, amount, currency: 'INR' },
          notes: { plan_key: key },
        })
      ).id;
    plans.set(key, planId);
    return planId;
  };
}

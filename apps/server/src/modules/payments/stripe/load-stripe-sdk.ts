export type StripeSdk = typeof import('stripe')['default'];

let sdk: Promise<StripeSdk> | undefined;

/**
 * The SDK, loaded with the first Stripe call or webhook rather than at start: a server without
 * Stripe never holds it in memory (docs/product/faults.md#soak-and-memory).
 */
export function loadStripeSdk(): Promise<StripeSdk> {
  sdk ??= import('stripe').then(({ default: Stripe }) => Stripe);
  return sdk;
}

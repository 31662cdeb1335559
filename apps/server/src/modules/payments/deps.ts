import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';
import { allowedWebOrigin, type OriginRules } from './allowed-origin.ts';
import { paymentInvoiceSender, type SendInvoice } from './invoices/send-payment-invoice.ts';
import type { LinkSigner } from './onboarding-link-signature.ts';
import { type PaymentProvider, PaymentProviderError } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';

/** What the payment rules need from the app. */
export type PaymentDeps = {
  db: Database;
  providers: PaymentProviders;
  /** The product's own sites, for return addresses; `publicUrl` also places our own calls. */
  sites: OriginRules;
  /** Signs and checks the owner's onboarding links (docs/product/payments.md#onboarding-links). */
  signer: LinkSigner;
};

export function paymentDeps(app: App): PaymentDeps {
  return { db: app.db, providers: app.payments, sites: app.config, signer: linkSigner(app) };
}

/** What sends the invoices of plans and verification donations (docs/product/payments.md#invoices). */
export const invoiceSender = (app: App): SendInvoice =>
  paymentInvoiceSender({
    db: app.db,
    storage: app.storage,
    platform: app.config.platformDetails,
    publicUrl: app.config.publicUrl,
    now: () => app.clock(),
  });

/** AUTH_SECRET and the app's clock: what signs and checks onboarding links. */
export const linkSigner = (app: App): LinkSigner => ({
  secret: app.config.authSecret,
  now: () => app.clock(),
});

/** The web origin of `address` when it is one of ours; otherwise 400. */
export async function requireAllowedOrigin(deps: PaymentDeps, address: string): Promise<string> {
  const origin = await allowedWebOrigin({ db: deps.db, rules: deps.sites, address });
  if (!origin) throw new AppError('bad_request', PAYMENTS_MESSAGES.returnAddressNotAllowed);
  return origin;
}

/** The provider that made a stored account or checkout; unavailable when no longer configured. */
export function storedProvider(deps: PaymentDeps, name: PaymentProviderName): PaymentProvider {
  const provider = deps.providers.named(name);
  if (!provider) {
    throw new PaymentProviderError('unavailable', name, `${name} is not configured`);
  }
  return provider;
}

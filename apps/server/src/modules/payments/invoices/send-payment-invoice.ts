import { createHash, randomUUID } from 'node:crypto';
import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import { formatGift, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import { PAYMENT_INVOICES_FOLDER } from '@givecrowd/shared/uploads/upload-visibility';
import type { Database } from '@/db/client.ts';
import { findUserRecipient } from '@/modules/auth/index.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { findOrganizationById } from '@/modules/organizations/index.ts';
import type { DonationPayment } from '../payment-provider.ts';
import { ONBOARDING_RETURN_PATH } from '../reconnect-url.ts';
import { describePurchase, type InvoicePurchase, invoiceEmail } from './invoice-email.ts';
import { findCheckoutByProviderSession, hasInvoice, insertInvoice } from './invoice-repository.ts';
import { type PlatformDetails, renderInvoicePdf } from './render-invoice-pdf.ts';

type InvoiceDeps = {
  db: Database;
  storage: MediaStorage;
  platform: PlatformDetails;
  publicUrl: string;
  now: () => Date;
};

/** A payment the provider confirmed for one of our checkouts (a plan or a verification donation). */
type CheckoutPayment = {
  provider: PaymentProviderName;
  providerSessionId: string;
  payment: DonationPayment;
};

export type SendInvoice = (payment: CheckoutPayment) => Promise<'sent' | 'already' | 'unknown'>;

const PDF_TYPE = 'application/pdf';

const PROVIDER_NAMES: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  razorpay: 'Razorpay',
  sandbox: `${PRODUCT_NAME}'s payment sandbox (no real money moved)`,
};

/** 'INV-2026-3F0C2A9B1D': the year, and ten hex digits fixed by the provider's payment. */
function invoiceNumber(provider: string, paymentId: string, issuedAt: Date): string {
  const digest = createHash('sha256').update(`${provider}:${paymentId}`).digest('hex');
  return `INV-${issuedAt.getUTCFullYear()}-${digest.slice(0, 10).toUpperCase()}`;
}

/**
 * Emails the invoice of a payment an organization made to the platform
 * (docs/product/payments.md#invoices): a PDF with the platform's details, stored privately and
 * attached through the outbox to the person who started the checkout. Once per provider payment:
 * a payment invoiced already answers 'already', and two confirmations racing each other insert
 * one row (the loser's PDF is removed). A checkout we never started, or not paid, answers
 * 'unknown'.
 */
export function paymentInvoiceSender(deps: InvoiceDeps): SendInvoice {
  return async ({ provider, providerSessionId, payment }) => {
    const { db, storage } = deps;
    const checkout = await findCheckoutByProviderSession(db, { provider, providerSessionId });
    if (checkout?.state !== 'paid') return 'unknown';
    if (await hasInvoice(db, { provider, paymentId: payment.paymentId })) return 'already';
    const organization = await findOrganizationById(db, checkout.organizationId);
    const payer = await findUserRecipient(db, checkout.userId);
    if (!organization || !payer) return 'unknown';

    const issuedAt = deps.now();
    const number = invoiceNumber(provider, payment.paymentId, issuedAt);
    const currency = checkout.currency;
    const isDonation = checkout.kind === 'verification';
    const purchase: InvoicePurchase = isDonation
      ? { kind: 'verification' }
      : { kind: 'plan', planName: checkout.planName, period: checkout.period };
    const note = isDonation
      ? `This donation verifies the payment method of the organization's grant-program application. It is paid to ${deps.platform.name} and is not refunded.`
      : `Paid for the ${checkout.planName} plan of ${PRODUCT_NAME}. Each later charge of the plan has an invoice of its own.`;
    const pdf = await renderInvoicePdf({
      number,
      issuedAt,
      platform: deps.platform,
      organization: {
        name: organization.name,
        country: organization.countryCode ?? '',
        email: payer.email,
      },
      description: describePurchase('en', purchase),
      note,
      amountMinor: payment.amountMinor,
      currency,
      provider: PROVIDER_NAMES[provider],
      paymentId: payment.paymentId,
    });
    const pdfKey = `${PAYMENT_INVOICES_FOLDER}/${randomUUID()}.pdf`;
    await storage.put(pdfKey, Buffer.from(pdf), PDF_TYPE);
    try {
      const inserted = await db.transaction(async (tx) => {
        const added = await insertInvoice(tx, {
          number,
          checkoutId: checkout.id,
          provider,
          paymentId: payment.paymentId,
          amountMinor: payment.amountMinor,
          currency,
          pdfKey,
          issuedAt,
        });
        if (!added) return false;
        await enqueueMessage(
          tx,
          invoiceEmail({
            locale: payer.locale,
            to: payer.email,
            organizationName: organization.name,
            platformName: deps.platform.name,
            number,
            purchase,
            amountText: `${formatGift(toMajorUnits(payment.amountMinor), currency)} ${currency}`,
            link: `${deps.publicUrl}${ONBOARDING_RETURN_PATH}`,
            attachment: { key: pdfKey, filename: `${number}.pdf`, contentType: PDF_TYPE },
          }),
        );
        return true;
      });
      if (inserted) return 'sent';
    } catch (error) {
      await storage.remove(pdfKey).catch(() => undefined);
      throw error;
    }
    await storage.remove(pdfKey).catch(() => undefined);
    return 'already';
  };
}

import {
  type ErrorEnvelope,
  errorEnvelopeSchema,
  okEnvelope,
} from '@givecrowd/shared/api/envelope';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { isMandatePlan } from '@givecrowd/shared/payments/plan-pricing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { allowedWebOrigin } from '../allowed-origin.ts';
import { findSignedOnboardingOrganization } from '../check-onboarding-link.ts';
import { invoiceSender, linkSigner } from '../deps.ts';
import type { ConfirmDonation, RecordRefundFailure } from '../payment-provider.ts';
import { recordCheckoutClosed } from '../record-checkout-closed.ts';
import { recordCheckoutPaid } from '../record-checkout-paid.ts';
import {
  renderCheckoutPage,
  renderMonthlyPage,
  renderOnboardingPage,
  renderProblemPage,
  sandboxPagePolicy,
} from './sandbox-pages.ts';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_MONTHLY_PATH,
  SANDBOX_ONBOARD_PATH,
  sandboxPayment,
} from './sandbox-provider.ts';
import {
  closeSandboxCheckout,
  failSandboxRefund,
  findSandboxAccount,
  findSandboxCheckout,
  markSandboxAccountOnboarded,
  type SandboxAccountRow,
  setSandboxCardDeclines,
} from './sandbox-repository.ts';

/** A form post carries two short fields at most (the return address and a signature). */
const FORM_BODY_LIMIT = 4 * 1024;

const accountParams = z.object({ account_id: z.string().min(1).max(100) });
const checkoutParams = z.object({ session_id: z.string().min(1).max(100) });
/** The onboarding link's return address and the owner's signature, in its query or its form. */
const onboardingFields = z.object({
  return_url: z.string().max(2048).optional(),
  signature: z.string().max(200).optional(),
});

const hidden = { hide: true } as const;

/**
 * The sandbox provider's hosted pages (docs/product/payments.md#sandbox), server-rendered HTML
 * with real forms and no script. Posts answer 303 to the return address, which must be one of
 * this product's sites; an onboarding link without its owner's signature and an unknown id answer
 * 404, a closed checkout 409: a page for a browser, the error envelope for anything else.
 */
export async function sandboxRoutes(
  app: App,
  {
    confirmDonation,
    recordRefundFailure,
  }: { confirmDonation: ConfirmDonation; recordRefundFailure: RecordRefundFailure },
): Promise<void> {
  const sendInvoice = invoiceSender(app);
  // Browsers post these forms URL-encoded; only these routes read that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const signer = linkSigner(app);

  const sendPage = (reply: FastifyReply, html: string, returnOrigins: string[] = []) =>
    reply
      .header('Content-Security-Policy', sandboxPagePolicy(returnOrigins))
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  /** A refusal: a page for a browser, the error envelope for any other caller. */
  const problem = (
    request: FastifyRequest,
    reply: FastifyReply,
    statusCode: number,
    message: string,
  ) =>
    request.headers.accept?.includes('text/html')
      ? sendPage(reply.code(statusCode), renderProblemPage({ title: 'Payment sandbox', message }))
      : reply.code(statusCode).send({ status: false, message } satisfies ErrorEnvelope);

  /** The return address as given when its origin is one of ours, else null. */
  const safeReturn = async (address: string | undefined) => {
    if (!address) return null;
    const origin = await allowedWebOrigin({ db: app.db, rules: app.config, address });
    return origin ? { url: new URL(address).href, origin } : null;
  };

  /**
   * The sandbox account an onboarding link opens, with where it returns: only with the owner's
   * signature for the account and the return address's origin
   * (docs/product/payments.md#onboarding-links). A foreign return address is a 400; anything else
   * wrong is one 404, so nobody but the owner can see or complete an account's onboarding.
   */
  const openOnboarding = async (
    accountId: string,
    fields: z.infer<typeof onboardingFields>,
  ): Promise<
    | { account: SandboxAccountRow; back: { url: string; origin: string }; signature: string }
    | { refusal: { statusCode: number; message: string } }
  > => {
    const back = await safeReturn(fields.return_url);
    if (!back) {
      return { refusal: { statusCode: 400, message: PAYMENTS_MESSAGES.returnAddressNotAllowed } };
    }
    const signature = fields.signature ?? '';
    const signed = await findSignedOnboardingOrganization({
      db: app.db,
      signer,
      accountId,
      origin: back.origin,
      signature,
    });
    const account = signed ? await findSandboxAccount(app.db, accountId) : undefined;
    if (!account) {
      return { refusal: { statusCode: 404, message: PAYMENTS_MESSAGES.onboardingLinkInvalid } };
    }
    return { account, back, signature };
  };

  app.get(
    `${SANDBOX_ONBOARD_PATH}/:account_id`,
    { schema: { ...hidden, params: accountParams, querystring: onboardingFields } },
    async (request, reply) => {
      const opened = await openOnboarding(request.params.account_id, request.query);
      if ('refusal' in opened) {
        return problem(request, reply, opened.refusal.statusCode, opened.refusal.message);
      }
      const { account, back, signature } = opened;
      const html = renderOnboardingPage({
        account,
        action: `${SANDBOX_ONBOARD_PATH}/${encodeURIComponent(account.id)}`,
        returnUrl: back.url,
        signature,
      });
      return sendPage(reply, html, [back.origin]);
    },
  );

  app.post(
    `${SANDBOX_ONBOARD_PATH}/:account_id`,
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: { ...hidden, params: accountParams, body: onboardingFields },
    },
    async (request, reply) => {
      const opened = await openOnboarding(request.params.account_id, request.body);
      if ('refusal' in opened) {
        return problem(request, reply, opened.refusal.statusCode, opened.refusal.message);
      }
      await markSandboxAccountOnboarded(app.db, opened.account.id);
      return reply.redirect(opened.back.url, 303);
    },
  );

  app.get(
    `${SANDBOX_CHECKOUT_PATH}/:session_id`,
    { schema: { ...hidden, params: checkoutParams } },
    async (request, reply) => {
      const checkout = await findSandboxCheckout(app.db, request.params.session_id);
      if (!checkout) return problem(request, reply, 404, PAYMENTS_MESSAGES.checkoutNotFound);
      const base = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(checkout.id)}`;
      const origins = [...new Set([checkout.successUrl, checkout.cancelUrl])].map(
        (address) => new URL(address).origin,
      );
      const html = renderCheckoutPage({
        checkout,
        payAction: `${base}/pay`,
        cancelAction: `${base}/cancel`,
      });
      return sendPage(reply, html, origins);
    },
  );

  /** A monthly gift's checkout, paid; undefined for anything else. */
  const findMonthly = async (id: string) => {
    const checkout = await findSandboxCheckout(app.db, id);
    return checkout?.kind === 'donation' && checkout.monthly && checkout.paymentId
      ? checkout
      : undefined;
  };

  app.get(
    `${SANDBOX_MONTHLY_PATH}/:session_id`,
    { schema: { ...hidden, params: checkoutParams } },
    async (request, reply) => {
      const checkout = await findMonthly(request.params.session_id);
      if (!checkout) return problem(request, reply, 404, PAYMENTS_MESSAGES.checkoutNotFound);
      const cardAction = `${SANDBOX_MONTHLY_PATH}/${encodeURIComponent(checkout.id)}/card`;
      return sendPage(reply, renderMonthlyPage({ checkout, cardAction }));
    },
  );

  app.post(
    `${SANDBOX_MONTHLY_PATH}/:session_id/card`,
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        ...hidden,
        params: checkoutParams,
        body: z.object({ declines: z.enum(['yes', 'no']) }),
      },
    },
    async (request, reply) => {
      const checkout = await findMonthly(request.params.session_id);
      if (!checkout) return problem(request, reply, 404, PAYMENTS_MESSAGES.checkoutNotFound);
      await setSandboxCardDeclines(app.db, {
        id: checkout.id,
        declines: request.body.declines === 'yes',
      });
      return reply.redirect(`${SANDBOX_MONTHLY_PATH}/${encodeURIComponent(checkout.id)}`, 303);
    },
  );

  for (const outcome of ['pay', 'cancel'] as const) {
    app.post(
      `${SANDBOX_CHECKOUT_PATH}/:session_id/${outcome}`,
      { bodyLimit: FORM_BODY_LIMIT, schema: { ...hidden, params: checkoutParams } },
      async (request, reply) => {
        const id = request.params.session_id;
        const state = outcome === 'pay' ? 'paid' : 'cancelled';
        const closed = await closeSandboxCheckout(app.db, { id, state });
        if (!closed) {
          return (await findSandboxCheckout(app.db, id))
            ? problem(request, reply, 409, PAYMENTS_MESSAGES.checkoutClosed)
            : problem(request, reply, 404, PAYMENTS_MESSAGES.checkoutNotFound);
        }
        // The sandbox tells the product at once, as a provider's webhook would.
        if (closed.kind === 'donation') {
          const payment = sandboxPayment(closed);
          if (payment)
            await confirmDonation({ provider: 'sandbox', providerSessionId: id, payment });
          return reply.redirect(outcome === 'pay' ? closed.successUrl : closed.cancelUrl, 303);
        }
        const record = { db: app.db, provider: 'sandbox' as const, providerSessionId: id };
        if (outcome === 'pay') {
          await recordCheckoutPaid(record);
          // A mandate's Pay only authorises it (the refundable INR 5, given back): its plan is
          // charged, and invoiced, from its first billing date (docs/product/payments.md#invoices).
          const payment = sandboxPayment(closed);
          if (payment && !isMandatePlan(closed)) {
            await sendInvoice({ provider: 'sandbox', providerSessionId: id, payment });
          }
          return reply.redirect(closed.successUrl, 303);
        }
        await recordCheckoutClosed({ ...record, state: 'cancelled' });
        return reply.redirect(closed.cancelUrl, 303);
      },
    );
  }

  if (app.config.env !== 'production') {
    app.post(
      '/api/dev/payments/sandbox/refunds/fail',
      {
        schema: {
          tags: ['development'],
          summary:
            "Fails a sandbox refund after it was accepted, as a provider can: `refund_id`'s, or the latest that has not failed, with the provider's `reason` if given; the product is told at once, as by a webhook (docs/decisions/013-a-refund-that-fails.md). 404 when there is none to fail. Not in production; this machine only",
          body: z
            .object({
              refund_id: z.string().min(1).max(100).optional(),
              reason: z.string().trim().min(1).max(200).optional(),
            })
            .default({}),
          response: {
            200: okEnvelope(z.object({ refund_id: z.string(), outcome: z.string() })),
            404: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const refund = await failSandboxRefund(app.db, {
          id: request.body.refund_id,
          reason: request.body.reason ?? null,
        });
        if (!refund) {
          return reply
            .code(404)
            .send({ status: false, message: PAYMENTS_MESSAGES.sandboxRefundNotFound });
        }
        const outcome = await recordRefundFailure({
          provider: 'sandbox',
          refundId: refund.id,
          paymentIds: [refund.paymentId],
          amountMinor: refund.amountMinor,
          reason: refund.failureReason,
        });
        return { status: true as const, data: { refund_id: refund.id, outcome } };
      },
    );
  }
}

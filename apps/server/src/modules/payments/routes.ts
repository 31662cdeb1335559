import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutStatusResponseSchema,
  onboardingStatusQuerySchema,
  onboardingStatusResponseSchema,
  reconnectQuerySchema,
  stripeConnectRequestSchema,
  stripeConnectResponseSchema,
} from '@givecrowd/shared/payments/payments-api';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { perUser } from '@/modules/rate-limit/index.ts';
import { allowedWebOrigin } from './allowed-origin.ts';
import { readCheckoutStatus } from './checkout-status.ts';
import { connectPaymentAccount } from './connect-account.ts';
import { paymentDeps } from './deps.ts';
import { readOnboardingStatus } from './onboarding-status.ts';
import type { ConfirmDonation, RecordRefundFailure } from './payment-provider.ts';
import { sendPaymentError } from './provider-failure.ts';
import { freshOnboardingLink } from './reconnect-account.ts';
import { RECONNECT_PATH } from './reconnect-url.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { startCheckout } from './start-checkout.ts';

const tags = ['payments'];
const bearer = [{ bearer: [] }];
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Each connect and checkout calls the provider: a person needs a few, a script gets 429. */
const CONNECTS_PER_HOUR = 20;
const CHECKOUTS_PER_HOUR = 20;
/** Status checks run when the person comes back to the tab; each asks the provider. */
const STATUS_CHECKS_PER_MINUTE = 30;
/** Re-connect needs no token (its link carries the owner's signature): limited per IP. */
const RECONNECTS_PER_MINUTE = 20;

const providerFailures = {
  404: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

const checkoutParamsSchema = z.object({ session_id: z.uuid() });

/** The payment calls (docs/product/http-contract.md#payment-calls) and the sandbox's pages. */
export async function paymentRoutes(
  app: App,
  {
    confirmDonation,
    recordRefundFailure,
  }: { confirmDonation: ConfirmDonation; recordRefundFailure: RecordRefundFailure },
): Promise<void> {
  app.setErrorHandler(sendPaymentError);
  if (app.payments.usesSandbox) {
    if (app.config.env === 'production') {
      app.log.warn(
        'a payment provider is not configured: the sandbox takes its place and no real money moves',
      );
    }
    await app.register(sandboxRoutes, { confirmDonation, recordRefundFailure });
  }
  const deps = paymentDeps(app);

  /** The caller's web origin when it is one of ours, else PUBLIC_URL: where checkouts return. */
  const callerWebOrigin = async (request: FastifyRequest) => {
    for (const address of [request.headers.origin, `${request.protocol}://${request.host}`]) {
      const origin = address
        ? await allowedWebOrigin({ db: app.db, rules: app.config, address })
        : null;
      if (origin) return origin;
    }
    return app.config.publicUrl;
  };

  app.post(
    '/api/payments/stripe/connect',
    {
      preHandler: [
        app.requireUser,
        app.limit([perUser('payments-connect:user', CONNECTS_PER_HOUR, HOUR_MS)]),
      ],
      schema: {
        tags,
        security: bearer,
        summary:
          "Create (once) the donation account of the caller's organization outside India and answer a fresh link to its hosted onboarding, which returns to {domain}/organization/partner-onboarding. A second connect reuses the account. 400 India, no country yet, or a domain that is not one of ours; 404 not the caller's draft; 502 provider refused; 503 provider unreachable (Retry-After)",
        body: stripeConnectRequestSchema,
        response: {
          200: stripeConnectResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...providerFailures,
        },
      },
    },
    async (request) => {
      const { accountId, url } = await connectPaymentAccount({
        deps,
        ownerId: signedInUserId(request),
        request: request.body,
      });
      return { status: true as const, account_id: accountId, data: { url } };
    },
  );

  app.get(
    '/api/payments/stripe/onboarding-status',
    {
      preHandler: [
        app.requireUser,
        app.limit([perUser('payments-status:user', STATUS_CHECKS_PER_MINUTE, MINUTE_MS)]),
      ],
      schema: {
        tags,
        security: bearer,
        summary:
          "Whether the account's hosted onboarding is done, asked from its provider and kept on the organization, and `url`: the caller's own link to continue onboarding (a re-connect link signed for the account, its owner and the caller's web origin, good for 30 minutes). 404 for an account that is not on one of the caller's organizations",
        querystring: onboardingStatusQuerySchema,
        response: {
          200: onboardingStatusResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...providerFailures,
        },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await readOnboardingStatus({
        deps,
        ownerId: signedInUserId(request),
        accountId: request.query.account_id,
        origin: await callerWebOrigin(request),
      })),
    }),
  );

  app.get(
    RECONNECT_PATH,
    {
      onRequest: app.limit([
        {
          name: 'payments-reconnect:ip',
          max: RECONNECTS_PER_MINUTE,
          windowMs: MINUTE_MS,
          key: (request) => request.ip,
        },
      ]),
      schema: {
        tags,
        summary:
          "Where an expired onboarding link leads (no token: the provider opens it in a new tab; the link's `signature`, which the server gave the account's owner for this account and domain and which lasts 30 minutes, is the proof): 302 to a fresh onboarding link returning to {domain}/organization/partner-onboarding. 404 without a valid signature (none, made up, altered, another account's or domain's, expired) or an unknown account, and nothing is asked of the provider; 400 a domain that is not one of ours",
        querystring: reconnectQuerySchema,
        response: { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema, ...providerFailures },
      },
    },
    async (request, reply) => {
      const url = await freshOnboardingLink({
        deps,
        accountId: request.query.account_id,
        domain: request.query.domain,
        signature: request.query.signature ?? '',
      });
      return reply.header('Cache-Control', 'no-store').redirect(url, 302);
    },
  );

  app.post(
    '/api/payments/checkout',
    {
      preHandler: [
        app.requireUser,
        app.limit([perUser('payments-checkout:user', CHECKOUTS_PER_HOUR, HOUR_MS)]),
      ],
      schema: {
        tags,
        security: bearer,
        summary:
          "Start the provider's hosted checkout for a plan (plan_name, period) or, for a grant program, the verification donation (amount). The price is the server's, in the currency of the organization's country; the checkout returns to /organization/partner-onboarding?checkout={session_id} on the caller's web origin. 400 plan, period, currency or amount refused; 404 not the caller's draft; 409 a plan is already purchased; 502/503 provider failed (nothing is kept)",
        body: checkoutRequestSchema,
        response: {
          200: checkoutResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...providerFailures,
        },
      },
    },
    async (request) => {
      const { url, sessionId } = await startCheckout({
        deps,
        userId: signedInUserId(request),
        customerEmail: request.user?.email ?? '',
        webOrigin: await callerWebOrigin(request),
        request: request.body,
      });
      return { status: true as const, data: { url, session_id: sessionId } };
    },
  );

  app.get(
    '/api/payments/checkout/:session_id',
    {
      preHandler: [
        app.requireUser,
        app.limit([perUser('payments-checkout-status:user', STATUS_CHECKS_PER_MINUTE, MINUTE_MS)]),
      ],
      schema: {
        tags,
        security: bearer,
        summary:
          'Where a checkout stands (open, paid, cancelled, expired); an open one is first checked with its provider and recorded when paid. Only its starter or the organization owner may ask, else 404',
        params: checkoutParamsSchema,
        response: {
          200: checkoutStatusResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...providerFailures,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await readCheckoutStatus({
        deps,
        userId: signedInUserId(request),
        sessionId: request.params.session_id,
      }),
    }),
  );
}

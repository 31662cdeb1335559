import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountRoutes } from '@/modules/account/index.ts';
import {
  agreementRoutes,
  findConsentAgreement,
  signedAgreementFiles,
} from '@/modules/agreements/index.ts';
import { aiRoutes } from '@/modules/ai/index.ts';
import { analyticsRetention, analyticsRoutes } from '@/modules/analytics/index.ts';
import { authenticate, authRoutes } from '@/modules/auth/index.ts';
import { campaignRoutes } from '@/modules/campaigns/index.ts';
import { catalogRoutes } from '@/modules/catalog/index.ts';
import { contactRoutes } from '@/modules/contact/index.ts';
import { devRoutes, devRoutesThisMachineOnly } from '@/modules/dev/index.ts';
import { geoRoutes } from '@/modules/geo/index.ts';
import {
  donationConfirmer,
  failedChargeRecorder,
  givingRoutes,
  receiptWorker,
  refundFailureRecorder,
  refundRecorder,
} from '@/modules/giving/index.ts';
import { healthRoutes } from '@/modules/health/index.ts';
import type { SmsTransport } from '@/modules/mail/index.ts';
import { mail } from '@/modules/mail/index.ts';
import {
  createMediaStorage,
  type MediaStorage,
  privateFileOrigins,
} from '@/modules/media/index.ts';
import { organizationDocumentFiles, organizationRoutes } from '@/modules/organizations/index.ts';
import {
  createPaymentProviders,
  type PaymentProviders,
  paymentRoutes,
  razorpayWebhookRoutes,
  stripeWebhookRoutes,
} from '@/modules/payments/index.ts';
import { publicContent } from '@/modules/public-content/index.ts';
import { rateLimit } from '@/modules/rate-limit/index.ts';
import { expiryWatch, reviewRoutes } from '@/modules/review/index.ts';
import { searchRoutes } from '@/modules/search/index.ts';
import { siteRoutes } from '@/modules/sites/index.ts';
import { uploadRoutes } from '@/modules/uploads/index.ts';
import { webRoutes } from '@/modules/web/index.ts';
import type { Config, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { drainBeforeAnswer } from './lib/drain-request.ts';
import { answerClientError, registerErrorHandler, sendError } from './lib/error-handler.ts';
import type { App } from './lib/fastify-types.ts';
import { loggerOptions, requestLogger } from './lib/logger.ts';
import { markPrivateAnswers } from './lib/private-answers.ts';
import { rejectForbiddenCharacters } from './lib/reject-forbidden-characters.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { createTurnGate, takeTurns } from './lib/turn-gate.ts';
import { version } from './lib/version.ts';

/**
 * `storage` defaults to the one the config names (local folder, or S3 when S3_BUCKET is set), and
 * `sms` likewise (Twilio when TWILIO_* is set, otherwise none: SMS stays in the outbox).
 */
export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  storage?: MediaStorage;
  sms?: SmsTransport;
  /** The payment providers; by default the ones the config names, the sandbox for the rest. */
  payments?: PaymentProviders;
  /** The clock rules read (code expiry, links); tests pass their own. */
  now?: () => Date;
};

/** How long one turn of the event loop may serve requests before the rest wait for the next. */
const TURN_BUDGET_MS = 25;

/** Builds the whole product as a Fastify instance; tests drive it with `app.inject`. */
export async function buildApp({
  config,
  database,
  storage,
  sms,
  payments,
  now,
}: AppOptions): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    childLoggerFactory: requestLogger,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: proxyTrust(config.trustProxy),
    // A host name is up to 253 characters (`/api/organization/domain/{host}`).
    routerOptions: { maxParamLength: 256 },
    // The router's errors and the ones Node meets before a request exists answer the envelope too.
    frameworkErrors: sendError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: on PGlite, whose queries run in this event loop, requests take turns
  // with new connections while the server is saturated (docs/product/faults.md#taking-turns).
  if (database.kind === 'pglite') {
    app.addHook('onRequest', takeTurns(createTurnGate({ budgetMs: TURN_BUDGET_MS })));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool reconnects on demand'),
  );
  app.decorate('db', database.db);
  app.decorate('clock', now ?? (() => new Date()));
  app.decorate('storage', storage ?? createMediaStorage(config));
  app.decorate('payments', payments ?? createPaymentProviders({ config, db: database.db }));
  registerErrorHandler(app);
  app.addHook('preValidation', rejectForbiddenCharacters);
  // Up to a few uploads' worth: a photo a little over the limit still gets its 413 answer.
  app.addHook('onSend', drainBeforeAnswer({ maxBytes: 4 * config.uploadMaxBytes }));
  app.addHook('onSend', markPrivateAnswers);

  // Google sign-in's script, button frame and calls, only when GOOGLE_CLIENT_ID is set.
  const googleSignIn = config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  // The Google Analytics tag of an organization's site, when it has an analytics id
  // (docs/product/organization-sites.md#analytics).
  const googleAnalytics = [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...googleSignIn, 'https://www.googletagmanager.com'],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'", ...googleSignIn],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...externalOrigin(config.mediaBaseUrl),
          // Presigned links to private files (S3 only).
          ...privateFileOrigins(config),
          ...googleAnalytics,
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...googleSignIn, ...googleAnalytics],
        frameSrc: [
          ...googleSignIn,
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(securityHeaders);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // The API's description and its UI: outside production, or when asked for
  // (docs/product/start-modes.md#production).
  if (config.apiDocs) await registerApiDocs(app);

  // Before any route: every development route answers this machine only.
  await app.register(devRoutesThisMachineOnly);
  await app.register(authenticate);
  await app.register(rateLimit);
  // Before the caches it empties: search, catalog and the page cache subscribe to it.
  await app.register(publicContent);
  await app.register(mail, { sms });
  await app.register(expiryWatch);
  await app.register(analyticsRetention);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(devRoutes);
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(campaignRoutes);
  await app.register(uploadRoutes, {
    privateFolders: [signedAgreementFiles, organizationDocumentFiles],
  });
  await app.register(organizationRoutes, { findConsentAgreement });
  await app.register(agreementRoutes);
  await app.register(siteRoutes);
  await app.register(searchRoutes);
  await app.register(analyticsRoutes);
  await app.register(aiRoutes);
  await app.register(contactRoutes);
  await app.register(geoRoutes);
  // The sandbox's Pay, Stripe's and Razorpay's webhooks and the thank-you page all confirm gifts here.
  await app.register(receiptWorker);
  const confirmDonation = donationConfirmer({
    db: app.db,
    log: app.log,
    clock: () => app.clock(),
    announce: app.publicContent.announceCommitted,
    onRecorded: () => app.receiptWorker.kick(),
  });
  // The scheduler's and the webhooks' declined monthly charges are recorded there too.
  const recordFailedCharge = failedChargeRecorder({
    db: app.db,
    providers: app.payments,
    log: app.log,
    clock: () => app.clock(),
  });
  // A refund the provider failed after accepting it, reported by the webhooks and the sandbox
  // (docs/decisions/013-a-refund-that-fails.md).
  const recordRefundFailure = refundFailureRecorder({
    db: app.db,
    clock: () => app.clock(),
    publicUrl: app.config.publicUrl,
    onReceipt: () => app.receiptWorker.kick(),
  });
  await app.register(paymentRoutes, { confirmDonation, recordRefundFailure });
  await app.register(givingRoutes, { confirmDonation, recordFailedCharge });
  // The refunds the webhooks report are recorded as the owner's are (docs/product/donations.md#refunds).
  const recordRefund = refundRecorder({
    db: app.db,
    providers: app.payments,
    log: app.log,
    clock: () => app.clock(),
    secret: app.config.authSecret,
  });
  const webhooks = { confirmDonation, recordRefund, recordFailedCharge, recordRefundFailure };
  await app.register(stripeWebhookRoutes, webhooks);
  await app.register(razorpayWebhookRoutes, webhooks);
  await app.register(reviewRoutes);
  await app.register(webRoutes);

  app.addHook('onClose', async () => database.close());
  return app;
}

/** The OpenAPI description of every route, and Swagger UI at /api/docs. */
async function registerApiDocs(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'GiveCrowd API',
        description: 'Organization onboarding for the white-label crowdfunding platform.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/**
 * Fastify reads a bare number as "trust nothing", so a hop count becomes Express's rule: the
 * nearest `hops` addresses are proxies and the next one is the client.
 */
function proxyTrust(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

function externalOrigin(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

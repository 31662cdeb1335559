import { isIP } from 'node:net';
import path from 'node:path';
import {
  PRIVATE_LINK_TTL_SECONDS_DEFAULT,
  UPLOAD_MAX_BYTES_DEFAULT,
  UPLOAD_MAX_PIXELS_DEFAULT,
} from '@givecrowd/shared/constants';
import { MEDIA_ROUTE } from '@givecrowd/shared/media/media-url';
import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** `7d`, `12h`, `30m`, `45s`, read as seconds. */
const duration = (fallback: string) =>
  z
    .string()
    .regex(/^\d+[smhd]$/, 'use a number and a unit, e.g. 7d or 12h')
    .default(fallback)
    .transform((value) => {
      const unit = value.slice(-1) as keyof typeof SECONDS_PER_UNIT;
      return Number(value.slice(0, -1)) * SECONDS_PER_UNIT[unit];
    });

/** `true` or `false`; unset stays undefined, for a default that depends on NODE_ENV. */
const optionalFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** The names proxy-addr (Fastify's trustProxy) gives to ranges of private addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** A name server as Node's resolver takes it: `1.2.3.4`, `1.2.3.4:53`, `::1` or `[::1]:53`. */
function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  const withPort = /^([^:]+):(\d{1,5})$/.exec(entry);
  const portOk = (port: string | undefined) =>
    port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6 && portOk(bracketed[2]);
  if (withPort) return isIP(withPort[1] ?? '') === 4 && portOk(withPort[2]);
  return isIP(entry) !== 0;
}

/** The name servers own-domain checks ask (docs/product/site-addresses.md#configuration); none: the system's. */
const dnsServers = csv.refine((entries) => entries.every(isDnsServer), {
  message: 'use comma-separated IP addresses with an optional port: 127.0.0.1:5353, [::1]:53',
});

/**
 * Which proxies may tell the client's address in X-Forwarded-For: none (unset or `false`), the
 * nearest N hops, or the listed addresses and CIDR ranges. Trusting any sender would let a caller
 * pick its own IP and walk past every per-IP limit.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, context): TrustProxy => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === 'false') return false;
    if (/^\d+$/.test(trimmed) && Number(trimmed) > 0) return Number(trimmed);
    const entries = trimmed.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'use false, a hop count (1), or comma-separated proxy addresses and CIDR ranges (10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  PLATFORM_DOMAIN: z.string().min(1).default('localhost'),
  APP_HOSTS: csv,
  MEDIA_BASE_URL: z.string().min(1).default(MEDIA_ROUTE),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(UPLOAD_MAX_BYTES_DEFAULT),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(UPLOAD_MAX_PIXELS_DEFAULT),
  S3_BUCKET: z.string().min(1).optional(),
  S3_PRIVATE_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // A presigned S3 address may live at most 7 days.
  PRIVATE_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(604_800)
    .default(PRIVATE_LINK_TTL_SECONDS_DEFAULT),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SSR_DIR: z.string().optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  PAGE_RENDERS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(120),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: duration('7d'),
  SESSION_MAX_AGE: duration('30d'),
  TRUST_PROXY: trustProxy,
  /** Unset: on outside production, off in production (docs/product/start-modes.md#demo-data). */
  SEED_DEMO_DATA: optionalFlag,
  /** Unset: on outside production, off in production (docs/product/start-modes.md#payments). */
  PAYMENT_SANDBOX: optionalFlag,
  /** Lets a development start listen on a non-loopback HOST (docs/product/start-modes.md#development). */
  DEV_ALLOW_REMOTE: optionalFlag,
  /** Unset: on outside production, off in production (docs/product/start-modes.md#production). */
  API_DOCS: optionalFlag,
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('GiveCrowd <no-reply@localhost>'),
  /**
   * Where the contact form's messages go (docs/product/public-pages.md#the-contact-form). Unset:
   * support@localhost outside production; production refuses to start without it.
   */
  SUPPORT_EMAIL: z.email().optional(),
  /**
   * The platform's own details on the invoices of what organizations pay it
   * (docs/product/payments.md#invoices); the defaults say they are not set.
   */
  PLATFORM_LEGAL_NAME: z.string().trim().min(1).default('GiveCrowd'),
  PLATFORM_ADDRESS: z.string().trim().min(1).default('Address not configured (PLATFORM_ADDRESS)'),
  PLATFORM_TAX_ID: z.string().trim().min(1).default('Not configured (PLATFORM_TAX_ID)'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, 'use the Account SID: AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{1,14}|MG[0-9a-f]{32})$/i,
      'use a phone number in E.164 form (+14155550123) or a Messaging Service SID (MG…)',
    )
    .optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(2000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  CODE_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  CODE_SENDS_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(10),
  UPLOADS_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(30),
  DONATION_CHECKOUTS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  DONATION_CHECKOUTS_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(5),
  OPEN_DRAFTS_PER_USER: z.coerce.number().int().positive().default(10),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
  ANALYTICS_EVENTS_PER_IP_PER_DAY: z.coerce.number().int().positive().default(2000),
  DNS_SERVERS: dnsServers,
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  OWN_DOMAIN_CHECKS_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(30),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  AI_TEXTS_PER_USER_PER_10_MINUTES: z.coerce.number().int().positive().default(20),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe SDK sends its calls (host, port and protocol); tests point it at a local server. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The Razorpay API's address (default https://api.razorpay.com/v1); tests point it at a local server. */
  RAZORPAY_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
  /** The reviewers (docs/product/verification.md#reviewers), compared without regard to case. */
  ADMIN_EMAILS: csv,
  PLAN_BYPASS_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    ),
  /** 32 bytes, base64: encrypts bank account numbers. Unset: kept in DATA_DIR (resolveConfig). */
  BANK_ACCOUNT_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .transform((value): Buffer => Buffer.from(value, 'base64'))
    .optional(),
});

type Environment = z.output<typeof environmentSchema>;

/**
 * The environment read into the shape the code uses. A group of variables set only in part fails
 * naming the one missing.
 */
const configSchema = environmentSchema.transform((values, context) => ({
  env: values.NODE_ENV,
  host: values.HOST,
  port: values.PORT,
  logLevel: values.LOG_LEVEL,
  dataDir: path.resolve(values.DATA_DIR),
  /** PostgreSQL when set; otherwise PGlite in `dataDir/db`. */
  databaseUrl: values.DATABASE_URL,
  publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
  platformDomain: values.PLATFORM_DOMAIN.toLowerCase(),
  appHosts: values.APP_HOSTS,
  mediaBaseUrl: values.MEDIA_BASE_URL.replace(/\/$/, ''),
  uploadMaxBytes: values.UPLOAD_MAX_BYTES,
  /** Decoded width × height an upload may have, against decompression bombs. */
  uploadMaxPixels: values.UPLOAD_MAX_PIXELS,
  /** S3-compatible object storage when S3_BUCKET is set; otherwise the local media folder. */
  s3: readS3Config(values, context),
  /** How long a signed link to a private file (signature, cheque) works, in seconds. */
  privateLinkTtlSeconds: values.PRIVATE_LINK_TTL_SECONDS,
  /** The built web app; unset, resolveConfig gives apps/web/dist. */
  webDistDir: values.WEB_DIST_DIR,
  /**
   * The web's server build (`entry-server.js`) that renders the public pages; by default
   * `dist-ssr` beside `webDistDir` (docs/product/server-rendering.md#builds).
   */
  webSsrDir: values.WEB_SSR_DIR,
  /**
   * How long an anonymous page is kept in memory and by a CDN (`s-maxage`); 0 keeps none
   * (docs/product/server-rendering.md#the-page-cache).
   */
  pageCacheSeconds: values.PAGE_CACHE_SECONDS,
  /** Pages one address may have rendered per minute; a page kept in memory costs none. */
  pageRendersPerIpPerMinute: values.PAGE_RENDERS_PER_IP_PER_MINUTE,
  /** Demo organizations and campaigns into an empty database: SEED_DEMO_DATA, by default not in production. */
  seedDemoData: seedsDemoData(values),
  /**
   * The built-in sandbox may stand in for a payment provider that is not configured: PAYMENT_SANDBOX,
   * by default not in production (docs/product/start-modes.md#payments).
   */
  paymentSandbox: values.PAYMENT_SANDBOX ?? values.NODE_ENV !== 'production',
  /** A development start may listen on an address other machines reach (DEV_ALLOW_REMOTE). */
  devAllowRemote: values.DEV_ALLOW_REMOTE ?? false,
  /** The OpenAPI description and Swagger UI at /api/docs: API_DOCS, by default not in production. */
  apiDocs: values.API_DOCS ?? values.NODE_ENV !== 'production',
  /** Signs tokens. Unset, resolveConfig generates one once and keeps it in DATA_DIR. */
  authSecret: values.AUTH_SECRET,
  /** How long one session token lives, in seconds; get-details hands out a fresh one. */
  tokenTtlSeconds: values.TOKEN_TTL,
  /** How long a session lasts from its login, in seconds, however often its token is renewed. */
  sessionMaxAgeSeconds: values.SESSION_MAX_AGE,
  trustProxy: values.TRUST_PROXY,
  /** Outgoing mail through this SMTP relay; unset keeps mail in the outbox (dev viewer). */
  smtpUrl: values.SMTP_URL,
  mailFrom: values.MAIL_FROM,
  /** The team's mailbox: every contact form message is sent here, replying to its sender. */
  /** The team's mailbox, where the contact form's messages go. Unset, resolveConfig says where. */
  supportEmail: values.SUPPORT_EMAIL,
  /** Who issues the invoices of what organizations pay the platform. */
  platformDetails: {
    name: values.PLATFORM_LEGAL_NAME,
    address: values.PLATFORM_ADDRESS,
    taxId: values.PLATFORM_TAX_ID,
  },
  /** Text messages through Twilio when set; otherwise SMS stays in the outbox (dev viewer). */
  twilio: readTwilioConfig(values, context),
  outboxPollMs: values.OUTBOX_POLL_MS,
  /** First retry delay after a failed send; doubles with each attempt. */
  outboxRetryBaseMs: values.OUTBOX_RETRY_BASE_MS,
  /** Rate-limit counters in Redis when set; otherwise in process. */
  redisUrl: values.REDIS_URL,
  /** Auth calls per minute per IP, and per 15 minutes per email address, on each auth path. */
  authRateLimit: {
    perIp: values.AUTH_RATE_LIMIT_PER_IP,
    perEmail: values.AUTH_RATE_LIMIT_PER_EMAIL,
  },
  codeSendsPerIpPerHour: values.CODE_SENDS_PER_IP_PER_HOUR,
  /** Phone codes one signed-in user may have sent per hour, whatever the phones. */
  codeSendsPerUserPerHour: values.CODE_SENDS_PER_USER_PER_HOUR,
  uploadsPerUserPerHour: values.UPLOADS_PER_USER_PER_HOUR,
  /** Gifts' checkouts started per hour from one IP and for one donor email (docs/product/donations.md#limits). */
  donationCheckoutsPerHour: {
    perIp: values.DONATION_CHECKOUTS_PER_IP_PER_HOUR,
    perEmail: values.DONATION_CHECKOUTS_PER_EMAIL_PER_HOUR,
  },
  /** Drafts (status `draft`) one user may have open at once. */
  openDraftsPerUser: values.OPEN_DRAFTS_PER_USER,
  /** How long analytics events are kept, in days (docs/product/analytics.md#retention). */
  analyticsRetentionDays: values.ANALYTICS_RETENTION_DAYS,
  /** Analytics events one IP address may record per day (docs/product/analytics.md#limits). */
  analyticsEventsPerIpPerDay: values.ANALYTICS_EVENTS_PER_IP_PER_DAY,
  /** Name servers (`ip[:port]`) that own-domain checks ask; empty: the system's resolver. */
  dnsServers: values.DNS_SERVERS,
  /** How long one own-domain TXT lookup may take, per try. */
  dnsTimeoutMs: values.DNS_TIMEOUT_MS,
  /** Own-domain checks ("Check DNS") one signed-in user may make per hour. */
  ownDomainChecksPerUserPerHour: values.OWN_DOMAIN_CHECKS_PER_USER_PER_HOUR,
  /** Google sign-in when set: ID tokens must name this audience. */
  googleClientId: values.GOOGLE_CLIENT_ID,
  googleJwksUrl: values.GOOGLE_JWKS_URL,
  /**
   * AI texts from an OpenAI-compatible endpoint when AI_BASE_URL, AI_API_KEY and AI_MODEL are
   * set; otherwise from the built-in writer (docs/product/ai-writer.md#configuration).
   */
  aiProvider: readAiProviderConfig(values, context),
  /** How long one call to the AI provider may take, in milliseconds. */
  aiTimeoutMs: values.AI_TIMEOUT_MS,
  /** AI texts one signed-in user may ask for per 10 minutes, whichever writer answers. */
  aiTextsPerUserPer10Minutes: values.AI_TEXTS_PER_USER_PER_10_MINUTES,
  /**
   * Stripe when STRIPE_SECRET_KEY is set (Connect accounts and checkout outside India); Razorpay
   * for India's checkouts when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set; otherwise the
   * built-in sandbox (docs/product/payments.md#configuration).
   */
  stripe: readStripeConfig(values),
  razorpay: readRazorpayConfig(values, context),
  /** How long one call to a payment provider may take, in milliseconds. */
  paymentTimeoutMs: values.PAYMENT_TIMEOUT_MS,
  /** Owners with these emails (lower case) may submit without a plan; the list is never shown. */
  planBypassEmails: values.PLAN_BYPASS_EMAILS,
  ...readReviewers(values),
  /** Encrypts bank account numbers (32 bytes). Unset, resolveConfig keeps one in DATA_DIR. */
  bankAccountKey: values.BANK_ACCOUNT_KEY,
}));

/** The environment's config, as loadConfig reads it: the web build and the secrets may be unset. */
export type EnvironmentConfig = z.output<typeof configSchema>;

/** What resolveConfig finds at boot when the environment leaves it unset. */
type ResolvedAtBoot = 'webDistDir' | 'authSecret' | 'bankAccountKey' | 'supportEmail';

/** The config the app runs with (resolveConfig): nothing in it is left to find at request time. */
export type Config = Omit<EnvironmentConfig, ResolvedAtBoot> & {
  [Key in ResolvedAtBoot]: NonNullable<EnvironmentConfig[Key]>;
};

/** Fastify's `trustProxy`: off, a hop count, or the trusted proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];
export type S3Config = NonNullable<Config['s3']>;
export type TwilioConfig = NonNullable<Config['twilio']>;
export type AiProviderConfig = NonNullable<Config['aiProvider']>;
export type StripeConfig = NonNullable<Config['stripe']>;
export type RazorpayConfig = NonNullable<Config['razorpay']>;

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once, at boot. A bad value names the variable. The web
 * build and the secrets may be unset here: resolveConfig finds them before the app is built.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvironmentConfig {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'bad value'}`);
  }
  return parsed.data;
}

/** The demo reviewer seeded with the demo data (README, Demo accounts). */
export const DEMO_REVIEWER_EMAIL = 'reviewer@givecrowd.test';

function seedsDemoData(values: Environment): boolean {
  return values.SEED_DEMO_DATA ?? values.NODE_ENV !== 'production';
}

function readReviewers(values: Environment) {
  const demoReviewer =
    values.ADMIN_EMAILS.length === 0 && seedsDemoData(values) && values.NODE_ENV !== 'production';
  return {
    /**
     * The reviewers' emails, lower case (docs/product/verification.md#reviewers): ADMIN_EMAILS, or
     * when it is unset, demo data is seeded and this is not production, the demo reviewer's.
     */
    reviewerEmails: demoReviewer ? [DEMO_REVIEWER_EMAIL] : values.ADMIN_EMAILS,
    /** The demo reviewer account is seeded (and is the only reviewer): see `reviewerEmails`. */
    demoReviewer,
  };
}

/** Reports a group of variables set only in part, naming `name`; the group then reads as unset. */
function reportPartialGroup(context: z.RefinementCtx, name: string, message: string): undefined {
  context.addIssue({ code: 'custom', path: [name], message });
  return undefined;
}

function readStripeConfig(values: Environment) {
  if (!values.STRIPE_SECRET_KEY) return undefined;
  return {
    secretKey: values.STRIPE_SECRET_KEY,
    /** Verifies webhook signatures; without it the webhook route answers 404. */
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    /** host, port and protocol for the SDK, from STRIPE_API_BASE. */
    apiBase: values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : undefined,
  };
}

function readRazorpayConfig(values: Environment, context: z.RefinementCtx) {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = values;
  if (!keyId && !keySecret) return undefined;
  if (!keyId || !keySecret) {
    return reportPartialGroup(
      context,
      keyId ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID',
      'set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET together, or neither',
    );
  }
  return {
    keyId,
    keySecret,
    webhookSecret: values.RAZORPAY_WEBHOOK_SECRET,
    apiBase: values.RAZORPAY_API_BASE,
  };
}

function readS3Config(values: Environment, context: z.RefinementCtx) {
  if (!values.S3_BUCKET) return undefined;
  const accessKeyId = values.S3_ACCESS_KEY_ID;
  const secretAccessKey = values.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    return reportPartialGroup(
      context,
      'S3_SECRET_ACCESS_KEY',
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  return {
    bucket: values.S3_BUCKET,
    /** Where private files go, as `private/{key}`; the public bucket unless S3_PRIVATE_BUCKET is set. */
    privateBucket: values.S3_PRIVATE_BUCKET ?? values.S3_BUCKET,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    /** Both keys, or neither (the AWS SDK then uses its default credential chain). */
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

function readTwilioConfig(values: Environment, context: z.RefinementCtx) {
  const {
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM: from,
  } = values;
  if (accountSid && authToken && from) {
    return {
      accountSid,
      authToken,
      /** A Twilio phone number in E.164, or a Messaging Service SID (`MG…`) that picks the sender. */
      from,
    };
  }
  if (!accountSid && !authToken && !from) return undefined;
  return reportPartialGroup(
    context,
    String(TWILIO_VARIABLES.find((name) => !values[name])),
    'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none',
  );
}

const AI_PROVIDER_VARIABLES = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;

function readAiProviderConfig(values: Environment, context: z.RefinementCtx) {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = values;
  if (baseUrl && apiKey && model) {
    return {
      /** The API's address before `/chat/completions`, e.g. https://api.openai.com/v1. */
      baseUrl,
      apiKey,
      model,
    };
  }
  if (!baseUrl && !apiKey && !model) return undefined;
  return reportPartialGroup(
    context,
    String(AI_PROVIDER_VARIABLES.find((name) => !values[name])),
    'set AI_BASE_URL, AI_API_KEY and AI_MODEL together, or none',
  );
}

import {
  type DedicationKind,
  DONATION_FREQUENCIES,
  DONOR_LOCALES,
  type DonorAddress,
} from '@givecrowd/shared/giving/donation-details';
import { GIFT_CURRENCIES } from '@givecrowd/shared/giving/gift-money';
import {
  DONATION_STATUSES,
  LEDGER_ENTRY_KINDS,
  RECEIPT_STATUSES,
} from '@givecrowd/shared/giving/giving-api';
import { MONTHLY_GIFT_STOPPERS } from '@givecrowd/shared/giving/my-giving-api';
import { ORGANIZATION_STATUSES } from '@givecrowd/shared/organization/organization-status';
import {
  CHANGE_REQUEST_STATUSES,
  type FieldChange,
} from '@givecrowd/shared/organization/settings/settings-api';
import {
  CHANGE_REQUEST_SECTION_NAMES,
  SETTINGS_EVENTS,
} from '@givecrowd/shared/organization/settings/settings-fields';
import {
  CHECKOUT_STATES,
  PAYMENT_PROVIDERS,
  PLAN_CURRENCIES,
  PLAN_PERIODS,
  type PricingPlanData,
} from '@givecrowd/shared/payments/payments-api';
import {
  EXPIRING_DOCUMENTS,
  type RecordedRequestedField,
  STATUS_CHANGE_ACTORS,
} from '@givecrowd/shared/review/review-api';
import { GRANT_STATUSES } from '@givecrowd/shared/review/review-moves';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's full-text document; read only by search SQL (docs/product/search-and-discovery.md). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

type CampaignMeasures = {
  raisedMinor: AnyPgColumn;
  goalMinor: AnyPgColumn;
  donorCount: AnyPgColumn;
};

/**
 * The share of its goal a campaign has raised (1 = 100%; both in minor units, so the ratio has
 * none). Discover's and search's sorts and the indexes that serve them use this one expression
 * (docs/product/search-and-discovery.md#indexes).
 */
export const fundedRatio = (table: Pick<CampaignMeasures, 'raisedMinor' | 'goalMinor'>) =>
  sql`(${table.raisedMinor}::float8 / greatest(${table.goalMinor}, 1))`;

/**
 * Discover's 'Magic' score (docs/product/search-and-discovery.md#the-discover-call): up to one point each
 * for being featured, for closeness to the goal, and for donors (1,000 donors is a full point).
 */
export const magicScore = (table: CampaignMeasures & { isFeatured: AnyPgColumn }) =>
  sql`((case when ${table.isFeatured} then 1 else 0 end) + least(${fundedRatio(table)}, 1) + least(ln(1 + ${table.donorCount}::float8) / ln(1000), 1))`;

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  callingCode: text('calling_code').notNull(),
  /** Position among the featured buttons (India, Canada, USA, UK, Singapore); null for the rest. */
  featuredRank: integer('featured_rank'),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
});

/**
 * The words that campaign titles and organization and category names use (three letters or more,
 * no digits or punctuation), added by triggers (migration 0007) and never removed: search
 * replaces a misspelt word with the closest of them (docs/product/search-and-discovery.md#spelling).
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_trgm_idx').using('gin', sql`${table.term} gin_trgm_ops`),
]);

export type PlanPrices = { INR: number | null; USD: number | null };

export const pricingPlans = pgTable('pricing_plans', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['premium', 'recurring'] }).notNull(),
  planName: text('plan_name').notNull().unique(),
  description: text('description').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  quarterly: jsonb('quarterly').$type<PlanPrices>().notNull(),
  annual: jsonb('annual').$type<PlanPrices>().notNull(),
  oneTime: jsonb('one_time').$type<PlanPrices>().notNull(),
  bottomText: text('bottom_text').notNull(),
  /** The share of each donation the platform keeps under this plan, in percent. */
  platformFeePercent: numeric('platform_fee_percent', { mode: 'number' }).notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Bumped to revoke every token issued before (logout everywhere, password reset). */
  tokenVersion: integer('token_version').notNull().default(0),
  showWalkthrough: boolean('show_walkthrough').notNull().default(false),
  /** The language the person last used the product in: their emails are written in it. */
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Sessions ended by logout (docs/product/accounts.md#sessions-and-tokens): a token naming one
 * answers 401. Logging out everywhere raises `users.token_version` instead. A row is needed only
 * until the session's last token would have expired (`expires_at`), and is cleared after.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ended_sessions_expires_idx').on(table.expiresAt)],
);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organization's unique number, used in donation receipt numbers. */
    number: serial('number').notNull().unique(),
    slug: text('slug').notNull().unique(),
    ownerId: uuid('owner_id').references(() => users.id),
    status: text('status', { enum: ORGANIZATION_STATUSES }).notNull().default('draft'),
    progressPage: integer('progress_page').notNull().default(0),
    name: text('name').notNull().default(''),
    countryCode: text('country_code'),
    organizationType: text('organization_type', { enum: ['ngo', 'company'] }),
    logo: text('logo'),
    /** Given at the first page-2 save, then never changed (docs/product/site-addresses.md#subdomains). */
    subdomain: text('subdomain').unique(),
    /** The own domain once its TXT record proved it; host lookups serve only this one. */
    customDomain: text('custom_domain').unique(),
    /**
     * The own domain chosen but not proven yet. Not unique: several organizations may wait for one
     * domain, each with its own token, and the TXT record decides who gets it
     * (docs/product/site-addresses.md#who-gets-a-domain).
     */
    pendingDomain: text('pending_domain'),
    /** The random token of the own domain's TXT record (docs/product/site-addresses.md#own-domains). */
    domainToken: text('domain_token'),
    analyticsId: text('analytics_id'),
    /**
     * The payment-provider account that takes donations outside India
     * (docs/product/payments.md#provider-accounts): one per organization, reused by every connect.
     */
    paymentProvider: text('payment_provider', { enum: PAYMENT_PROVIDERS }),
    paymentAccountId: text('payment_account_id').unique(),
    /** The provider says the account's onboarding is done (details submitted, charges enabled). */
    paymentOnboarded: boolean('payment_onboarded').notNull().default(false),
    /**
     * When a reviewer last approved new bank accounts (docs/product/organization-settings.md#bank-accounts):
     * a Razorpay linked account given its settlements before then is given the new ones.
     */
    bankAccountsChangedAt: timestamp('bank_accounts_changed_at', { withTimezone: true }),
    /**
     * The purchased plan or verification donation, written only from the provider's verified
     * confirmation of a checkout (docs/product/payments.md#checkout).
     */
    pricingPlan: jsonb('pricing_plan').$type<PricingPlanData>(),
    /** When it was last submitted or resubmitted: the review queue waits from here. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The grant program application (docs/product/verification.md#grant-program): `applied` from
     * the Submit of a grant program organization, then decided by a reviewer.
     */
    grantStatus: text('grant_status', { enum: GRANT_STATUSES }).notNull().default('none'),
    /** The wizard's form state (docs/product/wizard.md#steps) beyond the key columns above. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('organizations_owner_idx').on(table.ownerId),
    // The review queue: organizations waiting, oldest (re)submission first.
    index('organizations_review_queue_idx').on(table.status, table.submittedAt),
    // Search and discover (docs/product/search-and-discovery.md#indexes).
    index('organizations_name_fts_idx').using('gin', sql`to_tsvector('simple', ${table.name})`),
    index('organizations_categories_idx').using(
      'gin',
      sql`(${table.data} -> 'organization_categories') jsonb_path_ops`,
    ),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Rich text (HTML), sanitized with the allow-list of rich-text-policy.ts. */
    story: text('story').notNull().default(''),
    /** A fundraising campaign, or an event (which raises for a day: `ends_at` is its date). */
    kind: text('kind', { enum: ['campaign', 'event'] })
      .notNull()
      .default('campaign'),
    /** Who created it (null for seeded demo campaigns). */
    createdBy: uuid('created_by').references(() => users.id),
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    /** Money in the currency's minor units (paise, cents); the API speaks major units. */
    goalMinor: bigint('goal_minor', { mode: 'number' }).notNull(),
    raisedMinor: bigint('raised_minor', { mode: 'number' }).notNull().default(0),
    donorCount: integer('donor_count').notNull().default(0),
    asset: text('asset').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * Its owner closed it before its end (docs/product/public-pages.md#closing-and-reopening):
     * it takes no gifts until reopened.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The title's words, kept by PostgreSQL for search (docs/product/search-and-discovery.md#indexes). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', title)`),
  },
  (table) => [
    // Search reads a category's campaigns in order of activity (donors, share raised, newest)
    // and counts its public ones from this index alone: it holds the organization.
    index('campaigns_category_idx').on(
      table.category,
      sql`${table.donorCount} desc`,
      sql`${fundedRatio(table)} desc`,
      sql`${table.createdAt} desc`,
      table.slug,
      table.organizationId,
    ),
    // A common word's titles and the empty query's campaigns, read in the same activity order and
    // filtered on the index alone: it holds every column the search bar filters on.
    index('campaigns_activity_idx').on(
      sql`${table.donorCount} desc`,
      sql`${fundedRatio(table)} desc`,
      sql`${table.createdAt} desc`,
      table.slug,
      table.organizationId,
      table.raisedMinor,
      table.goalMinor,
      table.searchVector,
    ),
    index('campaigns_organization_idx').on(table.organizationId),
    index('campaigns_search_vector_idx').using('gin', table.searchVector),
    // Discover reads these in the order of its sorts, so a page stops after its rows
    // (docs/product/search-and-discovery.md#indexes).
    index('campaigns_magic_idx').on(sql`${magicScore(table)} desc`, table.slug),
    index('campaigns_funded_idx').on(sql`${fundedRatio(table)} desc`, table.slug),
    index('campaigns_created_idx').on(sql`${table.createdAt} desc`, table.slug),
    index('campaigns_ends_idx').on(table.endsAt, table.slug),
  ],
);

/**
 * When a campaign ended or ends: its end date, or the moment its owner closed it early
 * (docs/product/public-pages.md#the-owners-tools). Cards count their days left to this.
 */
export const campaignEnd =
  sql<Date>`least(${campaigns.endsAt}, coalesce(${campaigns.closedAt}, ${campaigns.endsAt}))`.mapWith(
    campaigns.endsAt,
  );

/** What a campaign's owner posted on its page (docs/product/public-pages.md#updates). */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** Plain text; the page keeps its line breaks. */
    text: text('text').notNull(),
    /** A media key of the owner's `campaign-assets` upload. */
    image: text('image'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('campaign_updates_campaign_idx').on(table.campaignId, table.createdAt)],
);

/** Each donor an update was emailed to: the key keeps an update from reaching a donor twice. */
export const campaignUpdateEmails = pgTable(
  'campaign_update_emails',
  {
    updateId: uuid('update_id')
      .notNull()
      .references(() => campaignUpdates.id),
    /** Lower case, as gifts keep it. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.updateId, table.email] })],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default({}),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_name_idx').on(table.name, table.createdAt)],
);

/** Hashed one-time codes (signup, signatory phone), bound to their flow and address. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    address: text('address').notNull(),
    userId: uuid('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_lookup_idx').on(table.purpose, table.address, table.createdAt),
    index('one_time_codes_user_idx').on(table.userId, table.createdAt),
  ],
);

export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('invites_email_idx').on(table.email, table.createdAt)],
);

/** Single-use links sent by email: password reset, email verification. */
export const linkTokens = pgTable('link_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: ['reset_password', 'verify_email'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A phone and email the signed-in user proved with partner-otp-verify (docs/product/accounts.md#one-time-codes). */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.phone, table.email] })],
);

/** A file an email carries: read from storage when the message is sent, never copied into the row. */
export type OutboxAttachment = { key: string; filename: string; contentType: string };

/**
 * Every change of an organization's status or grant decision, with who made it and the note
 * (docs/product/verification.md#audit). Append-only: the code has no update or delete for it, and
 * a trigger refuses both (migration 0008). Written in the transaction that changes the status.
 */
export const organizationStatusChanges = pgTable(
  'organization_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The user who made the change; null for one the system made (seeded demo data). */
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: text('actor_role', { enum: STATUS_CHANGE_ACTORS }).notNull(),
    /** Null only for a first status; a grant decision keeps the status on both sides. */
    fromStatus: text('from_status', { enum: ORGANIZATION_STATUSES }),
    toStatus: text('to_status', { enum: ORGANIZATION_STATUSES }).notNull(),
    /** The grant status this change set (a grant decision, or `applied` at Submit); null otherwise. */
    grantStatus: text('grant_status', { enum: GRANT_STATUSES }),
    note: text('note').notNull(),
    /** With needs_information: the fields to fix, each with its note. */
    fields: jsonb('fields').$type<RecordedRequestedField[]>().notNull().default([]),
    /**
     * A settings change of an approved organization, which keeps the status on both sides
     * (docs/product/organization-settings.md#history); null for a status move.
     */
    settingsEvent: text('settings_event', { enum: SETTINGS_EVENTS }),
    /** With a settings change: the fields it changed or asked to change. */
    changedFields: jsonb('changed_fields').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    index('organization_status_changes_organization_idx').on(table.organizationId, table.id),
  ],
);

/**
 * A changed field as a change request keeps it: a bank account number's `old` and `new` are its
 * masked forms, and the new number itself is kept sealed (`sealed`), to be written on approval and
 * never sent (docs/product/organization-settings.md#bank-accounts).
 */
export type StoredFieldChange = FieldChange & { sealed?: string };

/**
 * A change of an approved organization's legal details waiting for a reviewer, or decided
 * (docs/product/organization-settings.md#change-requests): the values shown now beside the ones
 * asked for. At most one waits per organization.
 */
export const organizationChangeRequests = pgTable(
  'organization_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    section: text('section', { enum: CHANGE_REQUEST_SECTION_NAMES }).notNull(),
    status: text('status', { enum: CHANGE_REQUEST_STATUSES }).notNull().default('pending'),
    changes: jsonb('changes').$type<StoredFieldChange[]>().notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    /** The reviewer's note; a decline always has one. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('organization_change_requests_one_pending_idx')
      .on(table.organizationId)
      .where(sql`${table.status} = 'pending'`),
    index('organization_change_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * An organization's documents for its review (docs/product/verification.md#documents): its
 * registration, its 80G approval and FCRA registration, its PAN, a US determination letter. Each file
 * is kept in the private store; a newer file of the same kind replaces the older one, which is
 * kept, marked with `replaced_at`.
 */
export const organizationDocuments = pgTable(
  'organization_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('organization_documents_current_idx')
      .on(table.organizationId, table.kind)
      .where(sql`${table.replacedAt} is null`),
  ],
);

/**
 * The expiry reminders sent (docs/product/verification.md#expiry-watch): one row per
 * organization, document, expiry date and days before it, inserted in the transaction that queues
 * the email, so a reminder goes out once however often the job runs.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    document: text('document', { enum: EXPIRING_DOCUMENTS }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'expiry_reminders_pk',
      columns: [table.organizationId, table.document, table.expiresOn, table.daysBefore],
    }),
  ],
);

/** Durable outbox: requests never wait on SMTP or SMS; a worker delivers with retry. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    code: text('code'),
    link: text('link'),
    /** Where an answer goes, when not to the sender (a contact form message: its writer). */
    replyTo: text('reply_to'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** `failed`: refused for good, or a code that expired before it could go (`last_error` says why). */
    status: text('status', { enum: ['pending', 'sent', 'held', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_to_idx').on(table.to, table.createdAt),
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** Every stored upload, so drafts only reference images their owner uploaded. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: ['original', 'thumbnail'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    client: text('client').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId, table.createdAt)],
);

/**
 * Signed partner agreements (docs/product/partner-agreement.md#the-record). Append-only: the code
 * has no update or delete for it, and a trigger refuses both (migration 0005). One signature per
 * agreement version for a draft, and one per version for a user signing without a draft.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Random and URL-safe: printed on the PDF, and what the verification page looks up. */
    documentId: text('document_id').notNull().unique(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    /** The account it was signed for: the signer's own, or the draft owner's for a hand-off. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    version: text('version').notNull(),
    /** The organization's name when signed (a draft may be renamed later). */
    organizationName: text('organization_name').notNull().default(''),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    signerPan: text('signer_pan').notNull(),
    signerRegNumber: text('signer_reg_number').notNull(),
    /** A hand-off's verified admin phone (E.164), to which the signing code was texted. */
    signerPhone: text('signer_phone'),
    signedVia: text('signed_via', { enum: ['account', 'handoff'] }).notNull(),
    /** The private upload of the signature image. */
    signatureKey: text('signature_key').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the PDF's bytes, lower-case hex. */
    sha256: text('sha256').notNull(),
    pdfKey: text('pdf_key').notNull().unique(),
  },
  (table) => [
    index('agreement_signatures_sha256_idx').on(table.sha256),
    uniqueIndex('agreement_signatures_organization_version_idx')
      .on(table.organizationId, table.version)
      .where(sql`${table.organizationId} is not null`),
    uniqueIndex('agreement_signatures_user_version_idx')
      .on(table.userId, table.version)
      .where(sql`${table.organizationId} is null`),
  ],
);

/**
 * One-time links that let a draft's signatory sign on their own device
 * (docs/product/partner-agreement.md#signing-on-the-signatorys-device): only the token's SHA-256
 * is kept; a link lives 72 hours and dies once used or replaced by a newer one.
 */
export const agreementHandoffs = pgTable(
  'agreement_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => users.id),
    /** Where the link went (the organization admin email) and where the code goes (E.164). */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('agreement_handoffs_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

/**
 * A hosted checkout started for an organization (docs/product/payments.md#checkout): a plan or a
 * grant program's verification donation. Its price is the server's, fixed when it starts; it
 * becomes `paid` only from the provider's verified confirmation, and then the organization's
 * `pricing_plan` is written in the same transaction.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id for the checkout (Stripe session, Razorpay subscription or payment link). */
    providerSessionId: text('provider_session_id'),
    url: text('url'),
    kind: text('kind', { enum: ['plan', 'verification'] }).notNull(),
    planName: text('plan_name').notNull(),
    planType: text('plan_type', { enum: ['premium', 'recurring', 'donation'] }).notNull(),
    period: text('period', { enum: PLAN_PERIODS }),
    currency: text('currency', { enum: PLAN_CURRENCIES }).notNull(),
    /** Whole rupees or dollars. */
    amount: integer('amount').notNull(),
    state: text('state', { enum: CHECKOUT_STATES }).notNull().default('open'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('checkout_sessions_organization_idx').on(table.organizationId),
    uniqueIndex('checkout_sessions_provider_session_idx').on(
      table.provider,
      table.providerSessionId,
    ),
  ],
);

/**
 * The invoices of what organizations pay the platform (docs/product/payments.md#invoices): one per
 * provider payment (unique), so a confirmation delivered twice emails one invoice. `number` is
 * printed on the PDF, kept privately at `pdf_key`.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkoutSessions.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    paymentId: text('payment_id').notNull(),
    /** Minor units (paise, cents) of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    pdfKey: text('pdf_key').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('payment_invoices_payment_idx').on(table.provider, table.paymentId)],
);

/**
 * Provider webhook events already handled (docs/product/payment-providers.md#webhooks): a replayed event id
 * is acknowledged and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The built-in sandbox provider's accounts (docs/product/payments.md#sandbox): what a provider
 * would keep on its side. The idempotency key is unique, so a retried or racing create answers
 * the same account.
 */
export const sandboxAccounts = pgTable('sandbox_accounts', {
  /** `sbx_acct_…` */
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  businessType: text('business_type', { enum: ['company', 'non_profit'] }).notNull(),
  email: text('email').notNull(),
  country: text('country').notNull(),
  organizationName: text('organization_name').notNull(),
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The sandbox provider's hosted checkouts (docs/product/payments.md#sandbox). `reference` is our
 * checkout_sessions id: one sandbox checkout per checkout, however often it is asked for.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  /** `sbx_cs_…` */
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  kind: text('kind', { enum: ['plan', 'verification', 'donation'] }).notNull(),
  /** The plan's name, or what a donation is for. */
  planName: text('plan_name').notNull(),
  period: text('period', { enum: PLAN_PERIODS }),
  currency: text('currency', { enum: GIFT_CURRENCIES }).notNull(),
  /** Minor units (paise, cents). */
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  /** A donation's: charged every month until stopped. */
  monthly: boolean('monthly').notNull().default(false),
  /** A donation's: the organization's sandbox account charged, and the platform's fee from it. */
  accountId: text('account_id'),
  applicationFeeMinor: bigint('application_fee_minor', { mode: 'number' }),
  /** The payment Pay made (`sbx_pay_…`), as a provider's payment or charge id. */
  paymentId: text('payment_id').unique(),
  customerEmail: text('customer_email').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  state: text('state', { enum: ['open', 'paid', 'cancelled'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** A monthly donation's: its card is declined from now on, until the donor updates it. */
  declinesCharges: boolean('declines_charges').notNull().default(false),
  /** A monthly donation's: stopped, so no month is charged any more. */
  monthlyEndedAt: timestamp('monthly_ended_at', { withTimezone: true }),
});

/**
 * The sandbox's refunds (docs/product/payments.md#sandbox): one per payment that has not failed,
 * made once per idempotency key, so a retry finds the first and a second refund of a payment is
 * refused; one failed (docs/decisions/013-a-refund-that-fails.md) lets the payment be refunded
 * again under another key.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** `sbx_re_…` */
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => sandboxCheckouts.id),
    /** The payment refunded: a checkout's `sbx_pay_…`, or a month's `…_m{n}`. */
    paymentId: text('payment_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: GIFT_CURRENCIES }).notNull(),
    createdAt: createdAt(),
    /** Failed after it was accepted, as a provider's refund can fail; the money stayed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
  },
  (table) => [
    uniqueIndex('sandbox_refunds_payment_idx')
      .on(table.paymentId)
      .where(sql`${table.failedAt} is null`),
  ],
);

/** The organization's bank accounts a Razorpay linked account settles to. */
export const LINKED_BANK_ACCOUNTS = ['domestic', 'fcra'] as const;

/**
 * The Razorpay Route linked accounts gifts in India are transferred to
 * (docs/product/payment-providers.md#gifts-on-razorpay): one per organization and bank account,
 * the domestic one and the FCRA one for foreign citizens' gifts. Each of Razorpay's ids is kept as
 * soon as it is given, so a later attempt goes on from there; `claimed_until` lets one request
 * at a time make them.
 */
export const razorpayLinkedAccounts = pgTable(
  'razorpay_linked_accounts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    bankAccount: text('bank_account', { enum: LINKED_BANK_ACCOUNTS }).notNull(),
    /** `acc_…` */
    accountId: text('account_id'),
    stakeholderId: text('stakeholder_id'),
    /** The account's Route product configuration (`acc_prd_…`). */
    productId: text('product_id'),
    /** When Razorpay took the bank account as the product's settlements. */
    settlementsAt: timestamp('settlements_at', { withTimezone: true }),
    /** The product's `activation_status` as last read: gifts go to the account once `activated`. */
    activationStatus: text('activation_status'),
    /** While in the future, one request is making the account and others wait. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.bankAccount] })],
);

type DonorColumns = {
  donorPan: AnyPgColumn;
  donorName: AnyPgColumn;
  donorAddress: AnyPgColumn;
  donorPassport: AnyPgColumn;
};

/** A text in lower case with its runs of spaces, commas and dots as one space, trimmed. */
const foldedText = (text: SQL) =>
  sql`btrim(regexp_replace(lower(${text}), '[[:space:],.]+', ' ', 'g'))`;

const ADDRESS_PARTS = ['line_1', 'line_2', 'city', 'postal_code', 'country_code'] as const;

/**
 * Who gave a gift, as Form 10BD adds up a donor's gifts (docs/product/donations.md#form-10bd): the
 * PAN when there is one, else the name, the address and the passport, each folded (case, spaces,
 * commas, dots). The statement streams in this order through the index built on this one
 * expression, so it stays immutable SQL (no concat_ws).
 */
export function form10bdDonorKey(table: DonorColumns): SQL {
  const address = sql.join(
    ADDRESS_PARTS.map(
      (part) => sql`coalesce(${table.donorAddress} ->> ${sql.raw(`'${part}'`)}, '')`,
    ),
    sql` || ' ' || `,
  );
  const name = foldedText(sql`coalesce(${table.donorName}, '')`);
  const passport = foldedText(sql`coalesce(${table.donorPassport}, '')`);
  return sql`(case when coalesce(${table.donorPan}, '') <> '' then 'pan ' || ${table.donorPan} else 'who ' || ${name} || ' | ' || ${foldedText(address)} || ' | ' || ${passport} end)`;
}

/**
 * A gift (docs/product/donations.md#the-record): one time, or monthly (then each month is a charge).
 * Its money is the server's, fixed when it starts, in minor units. Only the provider's confirmation
 * moves it from `pending`; the donor's details are kept as the law needs them (Form 10BD, FCRA,
 * Gift Aid) and shown publicly only as `show_name` allows.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    /** The signed-in donor, when there was one. */
    userId: uuid('user_id').references(() => users.id),
    frequency: text('frequency', { enum: DONATION_FREQUENCIES }).notNull(),
    currency: text('currency', { enum: GIFT_CURRENCIES }).notNull(),
    /** The gift the donor chose, in minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    platformFee: bigint('platform_fee', { mode: 'number' }).notNull(),
    providerFee: bigint('provider_fee', { mode: 'number' }).notNull(),
    coverFees: boolean('cover_fees').notNull(),
    /** What the donor is charged (each month, for a monthly gift). */
    charged: bigint('charged', { mode: 'number' }).notNull(),
    status: text('status', { enum: DONATION_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id'),
    donorName: text('donor_name').notNull(),
    /** Lower case, so a donor's gifts are found by their email. */
    donorEmail: text('donor_email').notNull(),
    donorPhone: text('donor_phone'),
    donorPan: text('donor_pan'),
    isIndianCitizen: boolean('is_indian_citizen').notNull().default(true),
    donorPassport: text('donor_passport'),
    donorNationality: text('donor_nationality'),
    donorAddress: jsonb('donor_address').$type<DonorAddress>(),
    showName: boolean('show_name').notNull().default(true),
    dedication: jsonb('dedication').$type<{ kind: DedicationKind; name: string }>(),
    message: text('message'),
    giftAid: boolean('gift_aid').notNull().default(false),
    locale: text('locale', { enum: DONOR_LOCALES }).notNull().default('en'),
    /** The web origin the donor gave from: the thank-you page and the emails go back there. */
    webOrigin: text('web_origin').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * A monthly gift stopped (docs/product/donations.md#the-donors-page): by the donor, or after
     * its charges failed; nothing is charged after it.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: MONTHLY_GIFT_STOPPERS }),
    /** The donor erased their data: what the law keeps stays, the rest is cleared. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('donations_provider_session_idx').on(table.provider, table.providerSessionId),
    index('donations_organization_idx').on(table.organizationId, sql`${table.createdAt} desc`),
    // The walls: confirmed gifts, newest first.
    index('donations_campaign_wall_idx').on(table.campaignId, sql`${table.confirmedAt} desc`),
    index('donations_email_idx').on(table.donorEmail),
    // Form 10BD: an organization's gifts donor by donor (docs/product/donations.md#form-10bd).
    index('donations_form_10bd_donor_idx').on(
      table.organizationId,
      form10bdDonorKey(table),
      table.id,
    ),
  ],
);

/**
 * Each payment the provider confirmed for a gift: one for a one-time gift, one a month for a
 * monthly one. The provider's payment id is unique, so a confirmation counts once however often
 * it arrives.
 */
export const giftCharges = pgTable(
  'gift_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    currency: text('currency', { enum: GIFT_CURRENCIES }).notNull(),
    /** What was charged, in minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('gift_charges_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('gift_charges_donation_idx').on(table.donationId),
  ],
);

/**
 * Each charge of a monthly gift the provider declined (docs/product/donations.md#the-donors-page):
 * no money moved, so nothing reaches the ledger. The provider's id of the attempt is unique, so a
 * report counts once however often it arrives.
 */
export const giftChargeFailures = pgTable(
  'gift_charge_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerAttemptId: text('provider_attempt_id').notNull(),
    /**
     * The gift's charges when this one was declined: the failures of the month being charged
     * are the ones with as many charges before them as the gift has now.
     */
    chargesBefore: integer('charges_before').notNull(),
    /** Where the donor updates the payment at the provider, when it gave one. */
    updateUrl: text('update_url'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('gift_charge_failures_attempt_idx').on(table.provider, table.providerAttemptId),
    index('gift_charge_failures_donation_idx').on(table.donationId),
  ],
);

/**
 * The organization's money, append-only (docs/product/donations.md#the-ledger): every gift, fee and
 * refund is a new row in minor units, signed (money in is positive). A trigger refuses updates
 * and deletes; totals are sums of it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    chargeId: uuid('charge_id').references(() => giftCharges.id),
    /** A refund's entries name it (docs/product/donations.md#refunds); a charge's name none. */
    refundId: uuid('refund_id').references((): AnyPgColumn => giftRefunds.id),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    currency: text('currency', { enum: GIFT_CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_organization_idx').on(table.organizationId, table.kind),
    index('ledger_entries_campaign_idx').on(table.campaignId, table.kind),
    index('ledger_entries_donation_idx').on(table.donationId),
  ],
);

/**
 * A charge's refund (docs/product/donations.md#refunds), always of the whole charge: asked for by
 * the organization's owner, or made at the provider and reported by its webhook. One per charge that
 * has not failed, so however often it is asked for or reported it is recorded once. The owner's
 * request is kept before the provider is asked (`refunded_at` null), so a webhook arriving first
 * still finds the reason; once the provider has made it `refunded_at` is set, in the transaction
 * that writes the ledger's entries, voids the receipt and moves the totals. A refund the provider
 * failed afterwards keeps its row with `failed_at` and the provider's reason, and the charge may be
 * refunded again (docs/decisions/013-a-refund-that-fails.md).
 */
export const giftRefunds = pgTable(
  'gift_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => giftCharges.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's refund (`re_…`, `rfnd_…`, `sbx_re_…`) once it answered or reported it. */
    providerRefundId: text('provider_refund_id'),
    currency: text('currency', { enum: GIFT_CURRENCIES }).notNull(),
    /** What goes back to the donor: the whole charge, in minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The owner's words; null for a refund made at the provider. */
    reason: text('reason'),
    /** The owner who asked; null for a refund made at the provider. */
    requestedBy: uuid('requested_by').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The provider failed it: the money stayed with the organization. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The provider's reason, as it gave it; null when it gave none. */
    failureReason: text('failure_reason'),
  },
  (table) => [
    index('gift_refunds_donation_idx').on(table.donationId),
    uniqueIndex('gift_refunds_charge_idx').on(table.chargeId).where(sql`${table.failedAt} is null`),
    index('gift_refunds_provider_refund_idx').on(table.provider, table.providerRefundId),
  ],
);

/**
 * One valid receipt per charge, numbered `{prefix}-{unique}-{year}-{sequence}` from
 * `receipt_sequences` in the transaction that records the charge (docs/product/donations.md#receipts).
 * A refund voids it; its number is never used again. A refund that fails afterwards gives the
 * charge a new receipt with a new number (docs/decisions/013-a-refund-that-fails.md).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => giftCharges.id),
    number: text('number').notNull().unique(),
    /** The year its financial year starts. */
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    currency: text('currency', { enum: GIFT_CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('valid'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** The PDF's private storage key and SHA-256 (hex), once rendered (off the request path). */
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
    /** Whoever renders the PDF holds it until then, so two nodes never render one twice. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('receipts_sequence_idx').on(table.organizationId, table.year, table.sequence),
    uniqueIndex('receipts_valid_charge_idx')
      .on(table.chargeId)
      .where(sql`${table.status} = 'valid'`),
    index('receipts_charge_idx').on(table.chargeId),
    index('receipts_pdf_sha256_idx').on(table.pdfSha256),
    index('receipts_pending_pdf_idx').on(table.issuedAt).where(sql`${table.pdfKey} is null`),
    // A gift's receipts, latest first: its page, the owner's list and the exports
    // (docs/product/donations.md#exports) read them gift by gift. With the number and status in
    // the index a gift's latest receipt is read from the index alone, not from the table's pages
    // too: a fourth less of the CSV export's time in PostgreSQL. With the year, currency and
    // amount too, Form 10BD adds up a gift's receipts of the year from the index alone: its
    // statement's time in PostgreSQL a third less.
    index('receipts_donation_idx').on(
      table.donationId,
      sql`${table.issuedAt} desc`,
      // Of one charge's receipts (docs/decisions/013-a-refund-that-fails.md) the latest is the one
      // numbered last.
      sql`${table.sequence} desc`,
      table.number,
      table.status,
      table.year,
      table.currency,
      table.amount,
    ),
  ],
);

/** The last receipt sequence given out, per organization and financial year. */
export const receiptSequences = pgTable(
  'receipt_sequences',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.year] })],
);

/**
 * The year-end statements sent (docs/product/donations.md#year-end-statements): one per organization,
 * receipt year and donor email, written in the transaction that puts the email in the outbox, so
 * a statement is never sent twice however often the owner asks.
 */
export const yearEndStatements = pgTable(
  'year_end_statements',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The receipts' year: the year their financial year starts. */
    year: integer('year').notNull(),
    donorEmail: text('donor_email').notNull(),
    receiptCount: integer('receipt_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.year, table.donorEmail] })],
);

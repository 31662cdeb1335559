import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { count, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { campaigns, organizations } from '@/db/schema.ts';
import { slugify } from '@/lib/slugify.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { chunk } from './chunk.ts';
import {
  type CampaignOrganization,
  type CampaignRow,
  composeCampaign,
} from './compose-campaign.ts';
import { countryName, primaryCurrency } from './countries.ts';
import { composeDemoCampaignStory } from './demo-campaign-story.ts';
import { demoImageKeys, ensureDemoImages } from './demo-images.ts';
import { demoLegalDetails } from './demo-legal-details.ts';
import { DEMO_ORGANIZATIONS, type DemoOrganization } from './demo-organizations.ts';
import {
  type DemoPayments,
  demoPaymentColumns,
  insertDemoSandboxAccounts,
} from './demo-payments.ts';
import { DEMO_REVIEW_QUEUE, insertWaitingHistory, waitingColumns } from './demo-review-queue.ts';
import { composeDemoWebsite } from './demo-website.ts';
import { createRandom, type Random } from './random.ts';

export type DemoDataSummary = {
  /** False when campaigns already existed and nothing was added. */
  seeded: boolean;
  /** Approved organizations, with the campaigns. */
  organizations: number;
  /** Organizations waiting for a reviewer (docs/product/verification.md#demo-data). */
  awaitingReview: number;
  campaigns: number;
  images: number;
};

const SEED = 20_240_601;
const CAMPAIGN_COUNT = 320;
const FEATURED_COUNT = 8;
const BATCH_SIZE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises concurrent seeders (several API nodes booting at once) on PostgreSQL. */
const SEED_LOCK_ID = 7_342_001;

/**
 * Approved organizations and campaigns for discovery and search, with generated images, and a few
 * organizations waiting for a reviewer. Runs only on a database without campaigns, so it never
 * mixes with real data.
 */
export async function seedDemoData({
  db,
  storage,
  payments,
  now = new Date(),
}: {
  db: Database;
  storage: MediaStorage;
  /** How the demo organizations take gifts; none without (docs/product/donations.md#demo-data). */
  payments?: DemoPayments;
  now?: Date;
}): Promise<DemoDataSummary> {
  const skipped = { seeded: false, organizations: 0, awaitingReview: 0, campaigns: 0, images: 0 };
  if (await hasCampaigns(db)) return skipped;

  const images = await ensureDemoImages({ storage });
  const random = createRandom(SEED);
  const organizationRows = DEMO_ORGANIZATIONS.map((organization, index) =>
    toOrganizationRow({ organization, index, random, now, payments }),
  );
  const waitingRows = DEMO_REVIEW_QUEUE.map((organization, index) => {
    const row = toOrganizationRow({
      organization,
      index: DEMO_ORGANIZATIONS.length + index,
      random,
      now,
    });
    const { data, ...columns } = waitingColumns(organization, now);
    return { ...row, ...columns, data: { ...row.data, ...data } };
  });

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasCampaigns(tx)) return skipped;

    const inserted = await tx
      .insert(organizations)
      .values(organizationRows)
      .onConflictDoNothing({ target: organizations.slug })
      .returning({ id: organizations.id, slug: organizations.slug });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    if (payments?.sandboxElsewhere) {
      const named = DEMO_ORGANIZATIONS.map((organization) => ({
        slug: slugify(organization.name),
        name: organization.name,
        countryCode: organization.countryCode,
      }));
      await insertDemoSandboxAccounts(tx, named, now);
    }
    const waiting = await tx
      .insert(organizations)
      .values(waitingRows)
      .onConflictDoNothing({ target: organizations.slug })
      .returning({ id: organizations.id, slug: organizations.slug });
    await insertWaitingHistory(tx, {
      idBySlug: new Map(waiting.map((row) => [row.slug, row.id])),
      slugOf: slugify,
      now,
    });
    const campaignOrganizations = DEMO_ORGANIZATIONS.flatMap((organization) => {
      const id = idBySlug.get(slugify(organization.name));
      return id ? [{ ...organization, id }] : [];
    });

    const campaignRows = composeDemoCampaigns({
      organizations: campaignOrganizations,
      random,
      now,
    });
    for (const batch of chunk(campaignRows, BATCH_SIZE)) {
      await tx.insert(campaigns).values(batch);
    }
    return {
      seeded: true,
      organizations: inserted.length,
      awaitingReview: waiting.length,
      campaigns: campaignRows.length,
      images,
    };
  });
}

async function hasCampaigns(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(campaigns);
  return (row?.total ?? 0) > 0;
}

function toOrganizationRow({
  organization,
  index,
  random,
  now,
  payments,
}: {
  organization: DemoOrganization;
  index: number;
  random: Random;
  now: Date;
  payments?: DemoPayments | undefined;
}): typeof organizations.$inferInsert {
  const slug = slugify(organization.name);
  const founded = random.int(1985, 2020);
  const { form: paymentsForm, ...paymentColumns } = payments
    ? demoPaymentColumns(organization, slug, payments)
    : { form: {} };
  return {
    ...paymentColumns,
    slug,
    name: organization.name,
    status: 'approved',
    countryCode: organization.countryCode,
    organizationType: organization.type,
    subdomain: slug,
    data: {
      organization_name: organization.name,
      organization_type: organization.type,
      country_code: organization.countryCode,
      organization_country: countryName(organization.countryCode),
      currency: primaryCurrency(organization.countryCode),
      organization_city: organization.city,
      // Reserved example domain (RFC 2606), so demo data never mails anyone.
      organization_email: `contact@${slug}.example.org`,
      organization_categories: organization.categories.map((name) => ({ name })),
      ...demoLegalDetails(organization, index),
      ...composeDemoWebsite({ organization, founded, index }),
      ...paymentsForm,
    },
    createdAt: new Date(now.getTime() - random.between(365, 730) * DAY_MS),
  };
}

function composeDemoCampaigns({
  organizations: owners,
  random,
  now,
}: {
  organizations: (CampaignOrganization & { name: string })[];
  random: Random;
  now: Date;
}): CampaignRow[] {
  const imageKeys = demoImageKeys();
  const rows: CampaignRow[] = [];
  const slugs = new Set<string>();
  const titlesByOrganization = new Set<string>();
  // Skip repeats, and an organization running the same template twice with other numbers.
  for (let index = 0; rows.length < CAMPAIGN_COUNT && index < CAMPAIGN_COUNT * 10; index++) {
    const organization = owners[index % owners.length];
    if (!organization) break;
    const campaign = composeCampaign({ random, organization, imageKeys, now });
    const slug = slugify(campaign.title);
    const titleShape = `${organization.id} ${campaign.title.replace(/[\d,]+/g, '#')}`;
    if (slugs.has(slug) || titlesByOrganization.has(titleShape)) continue;
    slugs.add(slug);
    titlesByOrganization.add(titleShape);
    const story = composeDemoCampaignStory({
      summary: campaign.summary ?? '',
      goal: toMajorUnits(campaign.goalMinor),
      currency: campaign.currency,
      category: campaign.category,
      organizationName: organization.name,
    });
    rows.push({ ...campaign, slug, story });
  }
  markFeatured({ rows, random, now });
  return rows;
}

/** A handful of live campaigns from different categories, for the home page. */
function markFeatured({ rows, random, now }: { rows: CampaignRow[]; random: Random; now: Date }) {
  const categories = new Set<string>();
  for (const row of random.shuffle(rows)) {
    if (categories.size === FEATURED_COUNT) return;
    const isLive = row.endsAt.getTime() > now.getTime() + 14 * DAY_MS;
    if (!isLive || row.raisedMinor === 0 || categories.has(row.category)) continue;
    categories.add(row.category);
    row.isFeatured = true;
  }
}

import { count, like } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { campaigns, organizations } from '@/db/schema.ts';
import { slugify } from '@/lib/slugify.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { CATEGORY_NAMES } from './categories.ts';
import { type CampaignOrganization, composeCampaign } from './compose-campaign.ts';
import { primaryCurrency } from './countries.ts';
import { demoImageKeys, ensureDemoImages } from './demo-images.ts';
import { DEMO_CITIES, type DemoCountryCode } from './demo-organizations.ts';
import { createRandomForIndex } from './random.ts';

/** Bench organizations and campaigns have slugs starting with this, to find and skip them. */
export const BENCH_PREFIX = 'bench-';

const SEED = 100_003;
const COUNTRIES: DemoCountryCode[] = ['IN', 'US', 'GB', 'CA', 'SG'];
const NAME_STARTS = [
  'Asha',
  'Bright Path',
  'Common Ground',
  'Dayspring',
  'Evergreen',
  'First Light',
  'Good Harvest',
  'Hope Bridge',
  'Kindred',
  'Lantern',
  'Meridian',
  'New Dawn',
  'Open Hands',
  'Prakash',
  'Riverbend',
  'Sunrise',
  'Together',
  'Unity',
  'Vasundhara',
  'Wellspring',
];
const NAME_ENDS = [
  'Foundation',
  'Trust',
  'Society',
  'Collective',
  'Alliance',
  'Network',
  'Initiative',
  'Relief Fund',
  'Project',
  'Community Trust',
];

export type BenchProgress = { inserted: number; total: number };

/**
 * Fills the database with `total` campaigns over 200 organizations for search benchmarks.
 * Campaign n is always the same, so an interrupted run resumes where it stopped.
 */
export async function seedBenchData({
  db,
  storage,
  total,
  batchSize = 2_000,
  now = new Date(),
  onProgress,
}: {
  db: Database;
  storage: MediaStorage;
  total: number;
  batchSize?: number;
  now?: Date;
  onProgress?: (progress: BenchProgress) => void;
}): Promise<{ organizations: number; campaignsAdded: number }> {
  await ensureDemoImages({ storage });
  const owners = await upsertBenchOrganizations({ db });
  const start = await countBenchCampaigns({ db });
  const imageKeys = demoImageKeys();

  for (let from = start; from < total; from += batchSize) {
    const to = Math.min(total, from + batchSize);
    const rows = Array.from({ length: to - from }, (_, offset) => {
      const index = from + offset;
      const random = createRandomForIndex({ seed: SEED, index });
      const organization = owners[index % owners.length] as CampaignOrganization;
      const campaign = composeCampaign({ random, organization, imageKeys, now });
      return { ...campaign, slug: `${BENCH_PREFIX}${index}-${slugify(campaign.title)}` };
    });
    await db.insert(campaigns).values(rows).onConflictDoNothing({ target: campaigns.slug });
    onProgress?.({ inserted: to, total });
  }
  return { organizations: owners.length, campaignsAdded: Math.max(0, total - start) };
}

async function countBenchCampaigns({ db }: { db: Database }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(campaigns)
    .where(like(campaigns.slug, `${BENCH_PREFIX}%`));
  return row?.total ?? 0;
}

/** The 200 bench organizations (created when missing), in a fixed order. */
async function upsertBenchOrganizations({ db }: { db: Database }): Promise<CampaignOrganization[]> {
  const planned = NAME_ENDS.flatMap((end) => NAME_STARTS.map((start) => `${start} ${end}`)).map(
    (name, index) => {
      const random = createRandomForIndex({ seed: SEED + 1, index });
      const countryCode = COUNTRIES[index % COUNTRIES.length] as DemoCountryCode;
      const categories = random.shuffle(CATEGORY_NAMES).slice(0, random.int(1, 3));
      return {
        slug: `${BENCH_PREFIX}${slugify(name)}`,
        name,
        countryCode,
        city: random.pick(DEMO_CITIES[countryCode]),
        categories,
      };
    },
  );
  await db
    .insert(organizations)
    .values(
      planned.map((organization) => ({
        slug: organization.slug,
        name: organization.name,
        status: 'approved' as const,
        countryCode: organization.countryCode,
        organizationType: 'ngo' as const,
        subdomain: organization.slug,
        data: {
          organization_name: organization.name,
          currency: primaryCurrency(organization.countryCode),
          organization_city: organization.city,
          organization_categories: organization.categories.map((name) => ({ name })),
        },
      })),
    )
    .onConflictDoNothing({ target: organizations.slug });
  const rows = await db
    .select({ id: organizations.id, slug: organizations.slug })
    .from(organizations)
    .where(like(organizations.slug, `${BENCH_PREFIX}%`));
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return planned.flatMap((organization) => {
    const id = idBySlug.get(organization.slug);
    return id ? [{ ...organization, id }] : [];
  });
}

import type { Category, Country, PricingPlan } from '@givecrowd/shared/catalog/catalog-api';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { categories, countries, pricingPlans } from '@/db/schema.ts';

export async function listCountries(db: Database): Promise<Country[]> {
  const rows = await db
    .select()
    .from(countries)
    .orderBy(sql`${countries.featuredRank} asc nulls last`, asc(countries.name));
  return rows.map((row) => ({
    name: row.name,
    code: row.code,
    currency: row.currency,
    calling_code: row.callingCode,
    featured: row.featuredRank !== null,
  }));
}

export async function listCategories(db: Database): Promise<Category[]> {
  return db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}

export async function listPricingPlans(db: Database): Promise<PricingPlan[]> {
  const rows = await db.select().from(pricingPlans).orderBy(asc(pricingPlans.sortOrder));
  return rows.map((row) => ({
    type: row.type,
    plan_name: row.planName,
    description: row.description,
    features: row.features,
    quarterly: row.quarterly,
    annual: row.annual,
    one_time: row.oneTime,
    bottom_text: row.bottomText,
    platform_fee_percent: row.platformFeePercent,
  }));
}

export async function findCountry(db: DbExecutor, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return row;
}

/** The names among `names` that no category has. */
export async function findUnknownCategories(db: DbExecutor, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(categories.name, names));
  const known = new Set(rows.map((row) => row.name));
  return names.filter((name) => !known.has(name));
}

/**
 * The share of each gift the platform keeps for an organization on `planName`, in percent; 0 for
 * no plan of the catalogue (a grant program's organization, whose technology is the grant).
 */
export async function findPlatformFeePercent(
  db: DbExecutor,
  planName: string | null,
): Promise<number> {
  if (!planName) return 0;
  const [row] = await db
    .select({ percent: pricingPlans.platformFeePercent })
    .from(pricingPlans)
    .where(eq(pricingPlans.planName, planName))
    .limit(1);
  return row?.percent ?? 0;
}

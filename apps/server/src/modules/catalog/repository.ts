import type { Category, Country, PricingPlan } from '@givecrowd/shared/catalog/catalog-api';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
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

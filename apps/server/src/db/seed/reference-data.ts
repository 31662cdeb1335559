import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { categories, countries, pricingPlans } from '@/db/schema.ts';
import { CATEGORY_ROWS } from './categories.ts';
import { listCountryRows } from './countries.ts';
import { PRICING_PLAN_ROWS } from './pricing-plans.ts';

export type ReferenceDataSummary = {
  /** Countries and categories are upserted: these are the rows written. */
  countries: number;
  categories: number;
  /** Plans are only inserted when missing (an operator may have edited them): new rows only. */
  pricingPlansAdded: number;
};

/** Countries, categories and pricing plans. Safe to run on every boot. */
export async function seedReferenceData(db: Database): Promise<ReferenceDataSummary> {
  const countryRows = listCountryRows();
  await db
    .insert(countries)
    .values(countryRows)
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        name: sql`excluded.name`,
        currency: sql`excluded.currency`,
        callingCode: sql`excluded.calling_code`,
        featuredRank: sql`excluded.featured_rank`,
      },
      // Leave unchanged rows alone so a boot rewrites nothing.
      setWhere: sql`(${countries.name}, ${countries.currency}, ${countries.callingCode}, ${countries.featuredRank})
        is distinct from (excluded.name, excluded.currency, excluded.calling_code, excluded.featured_rank)`,
    });
  await db
    .insert(categories)
    .values(CATEGORY_ROWS)
    .onConflictDoUpdate({
      target: categories.slug,
      set: { name: sql`excluded.name`, description: sql`excluded.description` },
      setWhere: sql`(${categories.name}, ${categories.description})
        is distinct from (excluded.name, excluded.description)`,
    });
  const addedPlans = await db
    .insert(pricingPlans)
    .values(PRICING_PLAN_ROWS)
    .onConflictDoNothing({ target: pricingPlans.planName })
    .returning({ id: pricingPlans.id });
  return {
    countries: countryRows.length,
    categories: CATEGORY_ROWS.length,
    pricingPlansAdded: addedPlans.length,
  };
}

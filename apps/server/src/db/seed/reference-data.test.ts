import { pricingPlanSchema } from '@givecrowd/shared/catalog/catalog-api';
import { FEATURED_COUNTRY_CODES } from '@givecrowd/shared/constants';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@/db/client.ts';
import { categories, countries, pricingPlans } from '@/db/schema.ts';
import { seedReferenceData } from './reference-data.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
});

async function snapshot() {
  const { db } = database;
  return {
    countries: await db.select().from(countries).orderBy(asc(countries.code)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    plans: await db.select().from(pricingPlans).orderBy(asc(pricingPlans.id)),
  };
}

describe('seedReferenceData', () => {
  it('seeds every ISO country with the five featured ones in order', async () => {
    const summary = await seedReferenceData(database.db);
    const rows = await database.db.select().from(countries);

    expect(summary.countries).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(240);
    for (const row of rows) {
      expect(row.code).toMatch(/^[A-Z]{2}$/);
      expect(row.currency).toMatch(/^[A-Z]{3}$/);
      expect(row.callingCode).toMatch(/^\d+$/);
    }
    const featured = await database.db
      .select({ code: countries.code })
      .from(countries)
      .where(isNotNull(countries.featuredRank))
      .orderBy(asc(countries.featuredRank));
    expect(featured.map((row) => row.code)).toEqual([...FEATURED_COUNTRY_CODES]);

    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('GB')).toMatchObject({
      name: 'United Kingdom',
      currency: 'GBP',
      callingCode: '44',
    });
    expect(byCode.get('US')).toMatchObject({
      name: 'United States',
      currency: 'USD',
      callingCode: '1',
    });
    expect(byCode.get('IN')).toMatchObject({ name: 'India', currency: 'INR', callingCode: '91' });
    expect(byCode.get('SG')).toMatchObject({ currency: 'SGD', callingCode: '65' });
    expect(byCode.get('AQ')?.currency).toBe('USD');
    expect(byCode.has('UK')).toBe(false);
  });

  it('seeds 15+ categories with slugs and descriptions', async () => {
    const rows = await database.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) {
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(row.description.length).toBeGreaterThan(20);
    }
  });

  it('seeds pricing plans that match the spec shape', async () => {
    const rows = await database.db.select().from(pricingPlans).orderBy(asc(pricingPlans.sortOrder));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['premium', 'recurring']));
    for (const row of rows) {
      const plan = pricingPlanSchema.parse({
        type: row.type,
        plan_name: row.planName,
        description: row.description,
        features: row.features,
        quarterly: row.quarterly,
        annual: row.annual,
        one_time: row.oneTime,
        bottom_text: row.bottomText,
        platform_fee_percent: row.platformFeePercent,
      });
      expect(plan.platform_fee_percent).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThanOrEqual(4);
      expect(plan.features.length).toBeLessThanOrEqual(6);
      const priced = plan.type === 'premium' ? [plan.one_time] : [plan.quarterly, plan.annual];
      const unpriced = plan.type === 'premium' ? [plan.quarterly, plan.annual] : [plan.one_time];
      for (const price of priced) expect(price.INR && price.USD).toBeGreaterThan(0);
      for (const price of unpriced) expect(price).toEqual({ INR: null, USD: null });
    }
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const summary = await seedReferenceData(database.db);
    expect(summary.pricingPlansAdded).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps an operator’s changes to a plan', async () => {
    await database.db
      .update(pricingPlans)
      .set({ description: 'Edited by the operator' })
      .where(eq(pricingPlans.planName, 'Starter'));
    await seedReferenceData(database.db);
    const [starter] = await database.db
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.planName, 'Starter'));
    expect(starter?.description).toBe('Edited by the operator');
  });
});

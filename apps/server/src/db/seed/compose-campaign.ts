import { toMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { campaigns } from '@/db/schema.ts';
import { templatesFor } from './campaign-templates.ts';
import { primaryCurrency } from './countries.ts';
import { DEMO_CITIES, type DemoCountryCode } from './demo-organizations.ts';
import type { Random } from './random.ts';

export type CampaignRow = typeof campaigns.$inferInsert;

export type CampaignOrganization = {
  id: string;
  countryCode: DemoCountryCode;
  city: string;
  categories: string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Roughly what one US dollar buys in each demo currency, so goals look local. */
const UNITS_PER_USD: Record<string, number> = { INR: 80, USD: 1, GBP: 0.8, CAD: 1.4, SGD: 1.35 };
/** The same work costs less in some places (a cataract operation in India is far cheaper). */
const COST_LEVEL: Partial<Record<DemoCountryCode, number>> = { IN: 0.35 };
const GOAL_USD = { min: 1_500, max: 400_000 };

/**
 * One believable campaign for an organization: a title from its categories' templates, a goal in
 * its currency sized to the work, 0–130% raised, an end date 20 days ago to 120 days ahead. The caller sets the slug.
 * Amounts are reckoned in whole major units and stored in minor units.
 */
export function composeCampaign({
  random,
  organization,
  imageKeys,
  now,
}: {
  random: Random;
  organization: CampaignOrganization;
  /** Image keys per category name. */
  imageKeys: ReadonlyMap<string, readonly string[]>;
  now: Date;
}): Omit<CampaignRow, 'slug'> {
  const category = random.pick(organization.categories);
  const template = random.pick(templatesFor({ category, countryCode: organization.countryCode }));
  // Mostly the organization's home city, sometimes a neighbouring one.
  const city = random.chance(0.6)
    ? organization.city
    : random.pick(DEMO_CITIES[organization.countryCode]);
  const [min, max, step] = template.n;
  const count = min + step * random.int(0, Math.floor((max - min) / step));
  const fill = (text: string) =>
    text.replaceAll('{n}', count.toLocaleString('en-US')).replaceAll('{city}', city);

  const currency = primaryCurrency(organization.countryCode);
  const unitsPerUsd = UNITS_PER_USD[currency] ?? 1;
  const costUsd = count * template.unitCostUsd * random.between(0.8, 1.3);
  const goalUsd = Math.min(GOAL_USD.max, Math.max(GOAL_USD.min, costUsd));
  const goal = roundToTwoDigits(
    goalUsd * (COST_LEVEL[organization.countryCode] ?? 1) * unitsPerUsd,
  );
  const raisedShare = random.chance(0.08) ? 0 : 1.3 * random.next() ** 0.85;
  const raised = Math.round(goal * raisedShare);
  const averageGift = random.between(25, 150) * unitsPerUsd;
  const donorCount = raised === 0 ? 0 : Math.max(1, Math.round(raised / averageGift));

  const endsAt = new Date(
    now.getTime() + Math.round(random.between(-20, 120) * 24) * (DAY_MS / 24),
  );
  let createdAt = new Date(now.getTime() - random.between(0, 365) * DAY_MS);
  if (createdAt.getTime() > endsAt.getTime() - 14 * DAY_MS) {
    createdAt = new Date(endsAt.getTime() - random.between(14, 60) * DAY_MS);
  }

  return {
    organizationId: organization.id,
    title: fill(template.title),
    summary: fill(template.summary),
    category,
    currency,
    goalMinor: toMinorUnits(goal),
    raisedMinor: toMinorUnits(raised),
    donorCount,
    asset: random.pick(imageKeys.get(category) ?? []),
    isFeatured: false,
    endsAt,
    createdAt,
  };
}

/** 47_312 → 47_000; 3_763_000 → 3_800_000. */
function roundToTwoDigits(value: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

import { giftCurrencyFor, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { GIVING_SUMMARY_DAYS, type GivingSummary } from '@givecrowd/shared/giving/giving-api';
import type { DbExecutor } from '@/db/executor.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { sumOrganizationGiving } from './summary-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a moment, in UTC. */
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * `GET /api/organizations/{slug}/donations/summary` (docs/product/donations.md#the-dashboards-figures):
 * the figures its owner's dashboard shows; anyone else's asking finds no organization (404).
 */
export async function readGivingSummary({
  db,
  ownerId,
  slug,
  now,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string;
  now: Date;
}): Promise<GivingSummary> {
  const organization = await loadOwnDraft({ db, ownerId, slug });
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = today - (GIVING_SUMMARY_DAYS - 1) * DAY_MS;
  const figures = await sumOrganizationGiving(db, {
    organizationId: organization.id,
    monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    since: new Date(firstDay),
  });
  const byDay = Array.from({ length: GIVING_SUMMARY_DAYS }, (_, index) => {
    const date = utcDay(new Date(firstDay + index * DAY_MS));
    return { date, amount: toMajorUnits(figures.byDayMinor.get(date) ?? 0) };
  });
  return {
    currency: giftCurrencyFor(organization.countryCode),
    raised_this_month: toMajorUnits(figures.thisMonthMinor),
    raised: toMajorUnits(figures.raisedMinor),
    donors: figures.donors,
    monthly: toMajorUnits(figures.monthlyMinor),
    by_day: byDay,
  };
}

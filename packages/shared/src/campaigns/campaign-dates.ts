import { CAMPAIGN_END_YEARS_MAX } from './campaign-messages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a campaign with this end date (an event with this date) stops: at the end of that date in
 * UTC — 05:30 the next morning in India, the evening of that day in the Americas — so its days
 * left count the date itself (docs/product/public-pages.md#dates). `date` is YYYY-MM-DD.
 */
export function endsAtOfDate(date: string): Date {
  return new Date(new Date(`${date}T00:00:00.000Z`).getTime() + DAY_MS);
}

/** The end date (YYYY-MM-DD) a stored end instant stands for: the UTC date it ends. */
export function endDateOf(endsAt: Date): string {
  return new Date(endsAt.getTime() - 1).toISOString().slice(0, 10);
}

/**
 * The latest end date (an event's date) a campaign created on `today` (YYYY-MM-DD) may have:
 * the same day CAMPAIGN_END_YEARS_MAX years on (1 March for a 29 February), so a date at the
 * calendar's edge such as 9999-12-31 gets the field's message
 * (docs/product/public-pages.md#dates).
 */
export function latestEndDate(today: string): string {
  const date = new Date(`${today}T00:00:00.000Z`);
  date.setUTCFullYear(date.getUTCFullYear() + CAMPAIGN_END_YEARS_MAX);
  return date.toISOString().slice(0, 10);
}

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

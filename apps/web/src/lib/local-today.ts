/**
 * The person's local date, YYYY-MM-DD: the day the date rules count from, for registration
 * (docs/product/registration-rules.md#readings) and a campaign's end date
 * (docs/product/public-pages.md).
 */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The time zone the page shows dates in, the browser's: the owner's day filters are read in it
 * (docs/product/donations.md#the-organizations-gifts).
 */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

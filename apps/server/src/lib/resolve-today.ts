import { isIsoDate } from '@givecrowd/shared/organization/formats';

const HOUR_MS = 3_600_000;
/** The time zones furthest behind and ahead of UTC (Baker Island, Kiribati's Line Islands). */
const EARLIEST_OFFSET_HOURS = -12;
const LATEST_OFFSET_HOURS = 14;

const dayAt = (now: Date, offsetHours: number) =>
  new Date(now.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);

/**
 * The `today` the date rules use: the browser's own date when it is today somewhere on Earth
 * right now (so a person in India just after midnight is not told their date is in the future),
 * otherwise the server's UTC date. A client cannot move "today" further than a time zone could.
 */
export function resolveToday(now: Date, claimed: string | undefined): string {
  if (
    claimed &&
    // A day that is not on the calendar ('2030-02-32') would pass the text comparison below.
    isIsoDate(claimed) &&
    claimed >= dayAt(now, EARLIEST_OFFSET_HOURS) &&
    claimed <= dayAt(now, LATEST_OFFSET_HOURS)
  ) {
    return claimed;
  }
  return dayAt(now, 0);
}

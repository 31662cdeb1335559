import { fcraExpiresOn } from '@givecrowd/shared/organization/fcra-validity';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { EXPIRY_REMINDER_DAYS, type ExpiringDocument } from '@givecrowd/shared/review/review-api';
import type { Organization } from '@/modules/organizations/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type Expiry = { document: ExpiringDocument; expires_on: string; days_left: number };

/** A YYYY-MM-DD day as midnight UTC; null for anything else. */
function dayStart(day: string): Date | null {
  if (!ISO_DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/** Today in UTC, YYYY-MM-DD: the day the expiry watch counts from. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The registrations of an Indian organization that expire (docs/product/verification.md#expiry-watch):
 * its tax exemption, when it has one with an expiry date; its FCRA registration, five years after
 * its date. Each with the days left from `today` (negative once expired). None outside India.
 */
export function expiriesOf(
  organization: Pick<Organization, 'countryCode' | 'form'>,
  today: string,
): Expiry[] {
  if (organization.countryCode !== INDIA_COUNTRY_CODE) return [];
  const { form } = organization;
  const from = dayStart(today);
  if (!from) return [];
  const found: { document: ExpiringDocument; date: Date | null }[] = [];
  if (form.organization_is_tax_exemption && form.organization_has_expire_date) {
    found.push({ document: 'tax_exemption', date: dayStart(form.organization_expire_at) });
  }
  if (form.organization_fcra_check) {
    const expiresOn = fcraExpiresOn(form.organization_fcra_registration_date);
    found.push({ document: 'fcra', date: expiresOn ? dayStart(expiresOn) : null });
  }
  return found.flatMap(({ document, date }) =>
    date
      ? [
          {
            document,
            expires_on: utcDay(date),
            days_left: Math.round((date.getTime() - from.getTime()) / DAY_MS),
          },
        ]
      : [],
  );
}

/**
 * The reminder due for an expiry still ahead: the nearest of 60, 30 and 7 days before it whose day
 * has come. A reminder whose day passed unsent (the server was down) is thus sent late, but only
 * the nearest one. Null when none is due or the day has passed.
 */
export function dueReminder({ days_left: daysLeft }: Expiry): number | null {
  if (daysLeft <= 0) return null;
  const due = EXPIRY_REMINDER_DAYS.filter((days) => daysLeft <= days);
  return due.length > 0 ? Math.min(...due) : null;
}

import { FEATURED_COUNTRY_CODES } from '@givecrowd/shared/constants';
import { countries as countryList } from 'countries-list';
import type { countries } from '@/db/schema.ts';

export type CountryRow = typeof countries.$inferInsert;

/**
 * In the package but not assigned ISO 3166-1 codes: Kosovo is user-assigned, Ascension Island and
 * Tristan da Cunha are only "exceptionally reserved" (they are part of Saint Helena, SH).
 * https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2#Exceptional_reservations
 */
const NOT_ISO_ASSIGNED = new Set(['XK', 'AC', 'TA']);

/** The names the product uses where they differ from (or must not drift from) the package's. */
const NAME_OVERRIDES: Record<string, string> = {
  GB: 'United Kingdom',
  US: 'United States',
};

/** For the few places with no currency of their own (Antarctica). */
const FALLBACK_CURRENCY = 'USD';

/** Every ISO 3166-1 country with its primary currency and calling code (digits, no '+'). */
export function listCountryRows(): CountryRow[] {
  return Object.entries(countryList)
    .filter(([code]) => !NOT_ISO_ASSIGNED.has(code))
    .map(([code, country]) => ({
      code,
      name: NAME_OVERRIDES[code] ?? country.name,
      currency: country.currency[0] ?? FALLBACK_CURRENCY,
      callingCode: String(country.phone[0] ?? ''),
      featuredRank: featuredRank(code),
    }));
}

function featuredRank(code: string): number | null {
  const rank = (FEATURED_COUNTRY_CODES as readonly string[]).indexOf(code);
  return rank === -1 ? null : rank;
}

/** The primary currency of a country, as seeded in the countries table. */
export function primaryCurrency(code: string): string {
  const country = countryList[code as keyof typeof countryList];
  return country?.currency[0] ?? FALLBACK_CURRENCY;
}

/** A country's name, as seeded in the countries table. */
export function countryName(code: string): string {
  const country = countryList[code as keyof typeof countryList];
  return NAME_OVERRIDES[code] ?? country?.name ?? code;
}

/*
 * An organization's postal address as each country writes it (docs/product/addresses.md): what its
 * region and postal code are called, what a postal code looks like, and the order of the lines on
 * a receipt, the site and the review pages. The region and the postal code are optional; a postal
 * code that is given must be one the country's post would take.
 */

/** What a country calls its region and postal code; the keys name texts in every language. */
export type PostalLabels = {
  region: 'state' | 'province' | 'county' | 'region';
  postalCode: 'pinCode' | 'zipCode' | 'postalCode' | 'postcode';
};

type Convention = PostalLabels & {
  /** Tested against the code as normalizePostalCode leaves it. */
  pattern: RegExp;
  /** Whether the country has regions at all (Singapore has none). */
  hasRegion: boolean;
};

const CONVENTIONS: Record<string, Convention> = {
  IN: { region: 'state', postalCode: 'pinCode', pattern: /^[1-9]\d{5}$/, hasRegion: true },
  US: { region: 'state', postalCode: 'zipCode', pattern: /^\d{5}(-\d{4})?$/, hasRegion: true },
  CA: {
    region: 'province',
    postalCode: 'postalCode',
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    hasRegion: true,
  },
  GB: {
    region: 'county',
    postalCode: 'postcode',
    pattern: /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/,
    hasRegion: true,
  },
  SG: { region: 'region', postalCode: 'postalCode', pattern: /^\d{6}$/, hasRegion: false },
};

/** Elsewhere: letters, digits, spaces and hyphens, 2 to 10 of them. */
const ANY_COUNTRY: Convention = {
  region: 'region',
  postalCode: 'postalCode',
  pattern: /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/,
  hasRegion: true,
};

const conventionOf = (countryCode: string) => CONVENTIONS[countryCode] ?? ANY_COUNTRY;

export const postalLabelsOf = (countryCode: string): PostalLabels => {
  const { region, postalCode } = conventionOf(countryCode);
  return { region, postalCode };
};

export const hasRegion = (countryCode: string) => conventionOf(countryCode).hasRegion;

/**
 * The code as the post writes it: capitals, single spaces; a Canadian or British code typed without
 * its space gets it back (the inward part is always the last three characters), and an Indian PIN
 * typed as '560 001' loses it.
 */
export function normalizePostalCode(typed: string, countryCode: string): string {
  const compact = typed.trim().toUpperCase().replace(/\s+/g, ' ');
  if (countryCode === 'CA' || countryCode === 'GB') {
    const joined = compact.replace(/ /g, '');
    return joined.length > 3 ? `${joined.slice(0, -3)} ${joined.slice(-3)}` : joined;
  }
  if (countryCode === 'IN' || countryCode === 'SG') return compact.replace(/ /g, '');
  return compact;
}

/** Whether a typed postal code is one the country's post would take (blank is not). */
export const isPostalCode = (typed: string, countryCode: string) =>
  conventionOf(countryCode).pattern.test(normalizePostalCode(typed, countryCode));

export type PostalAddress = {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  countryCode: string;
  /** The country's name in the reader's language; left out when blank. */
  countryName: string;
};

/** The organization's address as step 0 holds it (its country's name comes from the caller). */
export const organizationPostalAddress = (form: {
  organization_address_line_1: string;
  organization_address_line_2: string;
  organization_city: string;
  organization_state: string;
  organization_postal_code: string;
  country_code: string;
}): Omit<PostalAddress, 'countryName'> => ({
  line1: form.organization_address_line_1,
  line2: form.organization_address_line_2,
  city: form.organization_city,
  region: form.organization_state,
  postalCode: form.organization_postal_code,
  countryCode: form.country_code,
});

/**
 * The address's lines in the country's order, blank parts left out:
 * India '…, Bengaluru 560001, Karnataka, India'; the USA and Canada 'Austin, TX 78701';
 * the UK the town, the county, then the postcode on a line of its own; Singapore 'Singapore 018956'.
 */
export function postalAddressLines(address: PostalAddress): string[] {
  const part = (value: string) => value.trim();
  const code = part(address.postalCode)
    ? normalizePostalCode(address.postalCode, address.countryCode)
    : '';
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  const streets = [part(address.line1), part(address.line2)];
  const city = part(address.city);
  const region = part(address.region);
  const country = part(address.countryName);
  let lines: string[];
  switch (address.countryCode) {
    case 'US':
    case 'CA':
      lines = [...streets, join([city, region].filter(Boolean).join(', '), code), country];
      break;
    case 'GB':
      lines = [...streets, city, region, code, country];
      break;
    case 'SG':
      lines = [...streets, join(city || country, code), city && city !== country ? country : ''];
      break;
    default:
      lines = [...streets, join(city, code), region, country];
  }
  return lines.filter(Boolean);
}

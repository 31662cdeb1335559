/**
 * The currencies gifts are made in (docs/product/donations.md#money): one per organization, its
 * country's. Every one of them has 100 minor units (paise, cents, pence) to the major unit.
 */
export const GIFT_CURRENCIES = ['INR', 'USD', 'CAD', 'GBP', 'SGD'] as const;
export type GiftCurrency = (typeof GIFT_CURRENCIES)[number];

export const isGiftCurrency = (value: string): value is GiftCurrency =>
  (GIFT_CURRENCIES as readonly string[]).includes(value);

/** The organization's gift currency by its country; null where gifts are not taken yet. */
export function giftCurrencyFor(countryCode: string | null | undefined): GiftCurrency | null {
  const currency = GIFT_CURRENCY_BY_COUNTRY[countryCode ?? ''];
  return currency ?? null;
}

// ISO 3166-1 alpha-2 codes, written here rather than imported: campaign cards format amounts on
// the home page, which must not load the registration form's schemas for one constant.
const GIFT_CURRENCY_BY_COUNTRY: Readonly<Record<string, GiftCurrency>> = {
  IN: 'INR',
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  SG: 'SGD',
};

/** Amounts a form offers and accepts, in major units (docs/product/donations.md, The form). */
export type GiftLimits = {
  suggested: readonly number[];
  min: number;
  max: number;
  /** Decimals a typed amount may have: INR whole rupees, the others cents. */
  decimals: 0 | 2;
};

const DOLLAR_LIKE: GiftLimits = { suggested: [25, 50, 100, 250], min: 1, max: 10_000, decimals: 2 };

export const GIFT_LIMITS: Readonly<Record<GiftCurrency, GiftLimits>> = {
  INR: { suggested: [500, 1_000, 2_500, 5_000], min: 100, max: 1_000_000, decimals: 0 },
  USD: DOLLAR_LIKE,
  CAD: DOLLAR_LIKE,
  GBP: DOLLAR_LIKE,
  SGD: DOLLAR_LIKE,
};

const MINOR_PER_MAJOR = 100;

/** Major units (a JSON number such as 25.5) to integer minor units (2550), never a float stored. */
export const toMinorUnits = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/** Integer minor units to the major units the API speaks (2550 → 25.5). */
export const toMajorUnits = (minor: number): number => minor / MINOR_PER_MAJOR;

/**
 * Integer minor units as a decimal in major units with the currency's two decimals, as exports
 * write amounts (2550 → '25.50', -5 → '-0.05'): integer arithmetic only, never a float.
 */
export function formatMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const magnitude = Math.abs(minor);
  const cents = magnitude % MINOR_PER_MAJOR;
  const whole = (magnitude - cents) / MINOR_PER_MAJOR;
  return `${minor < 0 ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`;
}

/** Whether `major` has no more decimals than the currency allows. */
export function hasAllowedDecimals(major: number, currency: GiftCurrency): boolean {
  const scaled = major * 10 ** GIFT_LIMITS[currency].decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const GIFT_SYMBOLS: Readonly<Record<GiftCurrency, string>> = {
  INR: '₹',
  USD: '$',
  CAD: '$',
  GBP: '£',
  SGD: 'S$',
};

const indianDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const internationalDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const indianCents = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const internationalCents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A gift amount in major units as donors read it: '₹1,00,000', '$1', '£25.50' (cents shown only
 * when there are some, then always two).
 */
export function formatGift(major: number, currency: GiftCurrency): string {
  const indian = currency === 'INR';
  const whole = Number.isInteger(major);
  const digits = indian
    ? (whole ? indianDigits : indianCents).format(major)
    : (whole ? internationalDigits : internationalCents).format(major);
  return `${GIFT_SYMBOLS[currency]}${digits}`;
}

/**
 * An amount as people type it — '1,000', '₹ 2,500', '$25.50', '25' — in major units, or null
 * when it is not an amount at all. The currency's decimals are the rules' to judge.
 */
export function parseTypedAmount(typed: string): number | null {
  const text = typed.replace(/[\s,₹$£]|S\$|Rs\.?|INR|USD|CAD|GBP|SGD/gi, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

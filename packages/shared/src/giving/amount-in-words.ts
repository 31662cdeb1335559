import type { GiftCurrency } from './gift-money.ts';

/*
 * A receipt's amount in words (docs/product/donations.md#receipts). India writes it as a cheque
 * does, in the Indian system and ending in 'Only' ('Rupees One Lakh Twenty Thousand Only'); the
 * other currencies in the international system ('Twenty-Five Dollars and Fifty Cents').
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99; `hyphen` joins tens and ones ('Twenty-Five'), as the international style writes them. */
function underHundred(n: number, hyphen: boolean): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}${hyphen ? '-' : ' '}${ONES[ones]}`;
}

/** 1–999. */
function underThousand(n: number, hyphen: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) words.push(underHundred(rest, hyphen));
  return words.join(' ');
}

type Scale = { size: number; name: string };

/** Largest first; what is above the largest is itself written in words ('One Thousand Crore'). */
const INDIAN_SCALES: Scale[] = [
  { size: 10_000_000, name: 'Crore' },
  { size: 100_000, name: 'Lakh' },
  { size: 1_000, name: 'Thousand' },
];
const INTERNATIONAL_SCALES: Scale[] = [
  { size: 1_000_000_000_000, name: 'Trillion' },
  { size: 1_000_000_000, name: 'Billion' },
  { size: 1_000_000, name: 'Million' },
  { size: 1_000, name: 'Thousand' },
];

/** A whole number ≥ 1 in words. */
function wholeInWords(n: number, scales: Scale[], hyphen: boolean): string {
  for (const { size, name } of scales) {
    if (n >= size) {
      const rest = n % size;
      const head = `${wholeInWords(Math.floor(n / size), scales, hyphen)} ${name}`;
      return rest === 0 ? head : `${head} ${wholeInWords(rest, scales, hyphen)}`;
    }
  }
  return underThousand(n, hyphen);
}

const numberInWords = (n: number, scales: Scale[], hyphen: boolean) =>
  n === 0 ? ONES[0] : wholeInWords(n, scales, hyphen);

/** The major and minor unit, singular and plural. */
const UNITS: Record<
  Exclude<GiftCurrency, 'INR'>,
  { major: [string, string]; minor: [string, string] }
> = {
  USD: { major: ['Dollar', 'Dollars'], minor: ['Cent', 'Cents'] },
  CAD: { major: ['Dollar', 'Dollars'], minor: ['Cent', 'Cents'] },
  SGD: { major: ['Dollar', 'Dollars'], minor: ['Cent', 'Cents'] },
  GBP: { major: ['Pound', 'Pounds'], minor: ['Penny', 'Pence'] },
};

/**
 * `major` (25.5) in words, rounded to the minor unit: 'Rupees Two Hundred Fifty and Paise Fifty
 * Only', 'Twenty-Five Dollars and Fifty Cents', 'One Pound', 'Fifty Pence'.
 */
export function amountInWords(major: number, currency: GiftCurrency): string {
  const minorTotal = Math.round(major * 100);
  if (!Number.isSafeInteger(minorTotal) || minorTotal < 0) {
    throw new RangeError(`Not an amount: ${major}`);
  }
  const whole = Math.floor(minorTotal / 100);
  const fraction = minorTotal % 100;

  if (currency === 'INR') {
    const rupees = `Rupees ${numberInWords(whole, INDIAN_SCALES, false)}`;
    const paise = `Paise ${underHundred(fraction, false)}`;
    if (fraction === 0) return `${rupees} Only`;
    return whole === 0 ? `${paise} Only` : `${rupees} and ${paise} Only`;
  }

  const { major: majorNames, minor: minorNames } = UNITS[currency];
  const named = (n: number, [one, many]: [string, string]) =>
    `${numberInWords(n, INTERNATIONAL_SCALES, true)} ${n === 1 ? one : many}`;
  if (fraction === 0) return named(whole, majorNames);
  if (whole === 0) return named(fraction, minorNames);
  return `${named(whole, majorNames)} and ${named(fraction, minorNames)}`;
}

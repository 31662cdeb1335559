import { CURRENCY_SYMBOLS } from '../constants.ts';

/**
 * Amounts with the product's currency symbols (docs/product/registration-rules.md#constants); rupees in the Indian number format (15,00,000),
 * other currencies in the usual international grouping.
 */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const symbol = CURRENCY_SYMBOLS[code] ?? `${code} `;
  const digits = (code === 'INR' ? indianDigits : internationalDigits).format(amount);
  return `${symbol}${digits}`;
}

// Made once: building a number format costs far more than using one (a page of cards uses dozens).
const indianDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const internationalDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

import { CURRENCY_SYMBOLS } from '../constants.ts';

/**
 * Amounts with the product's currency symbols (docs/product/registration-rules.md#constants); rupees in the Indian number format (15,00,000),
 * other currencies in the usual international grouping.
 */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const symbol = CURRENCY_SYMBOLS[code] ?? `${code} `;
  const locale = code === 'INR' ? 'en-IN' : 'en-US';
  const digits = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
  return `${symbol}${digits}`;
}

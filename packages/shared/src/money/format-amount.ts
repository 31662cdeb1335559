import { formatGift, isGiftCurrency } from '../giving/gift-money.ts';

/**
 * Campaign and site amounts in major units (docs/product/donations.md#money): the five currencies
 * gifts are taken in with their own symbols ('₹15,00,000', '$6,250', '£100', 'S$50'), any other by
 * its code ('EUR 2,500').
 */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  if (isGiftCurrency(code)) return formatGift(amount, code);
  return `${code} ${otherDigits.format(amount)}`;
}

// Made once: building a number format costs far more than using one (a page of cards uses dozens).
const otherDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

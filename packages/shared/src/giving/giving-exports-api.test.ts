import { describe, expect, it } from 'vitest';
import { financialYearLabel, parseFinancialYear, recentFinancialYears } from './financial-year.ts';
import { formatMinorUnits } from './gift-money.ts';
import {
  donationsExportQuerySchema,
  form10bdQuerySchema,
  giftAidQuerySchema,
} from './giving-exports-api.ts';
import { GIVING_MESSAGES } from './giving-messages.ts';

describe('the exports’ figures and queries', () => {
  it('writes minor units as major units with two decimals, by integer arithmetic', () => {
    expect(formatMinorUnits(0)).toBe('0.00');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(2550)).toBe('25.50');
    expect(formatMinorUnits(100_000)).toBe('1000.00');
    expect(formatMinorUnits(-1234)).toBe('-12.34');
    // 0.1 + 0.2 style errors cannot happen: the largest safe amount stays exact.
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => formatMinorUnits(1.5)).toThrow(RangeError);
  });

  it('names India’s financial years as the income-tax portal does', () => {
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
    expect(financialYearLabel(2008)).toBe('2008-09');
    expect(parseFinancialYear('2026-27')).toBe(2026);
    expect(parseFinancialYear('2099-00')).toBe(2099);
    for (const bad of ['2026-28', '2026', '2026-2027', '26-27', ' 2026-27', '2026–27']) {
      expect(parseFinancialYear(bad), bad).toBeNull();
    }
  });

  it('offers the current financial year in Indian time and the ones before it', () => {
    // 31 March 2027, 18:29 UTC is still 2026-27 in India; a minute later it is 2027-28.
    expect(recentFinancialYears(new Date('2027-03-31T18:29:00Z'), 3)).toEqual([2026, 2025, 2024]);
    expect(recentFinancialYears(new Date('2027-03-31T18:30:00Z'), 2)).toEqual([2027, 2026]);
  });

  it('checks the queries with a message that says what to send', () => {
    expect(form10bdQuerySchema.parse({ fy: '2026-27' })).toEqual({ fy: '2026-27' });
    for (const query of [{}, { fy: '2026' }, { fy: '2026-28' }]) {
      const parsed = form10bdQuerySchema.safeParse(query);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(GIVING_MESSAGES.financialYearInvalid);
    }
    expect(giftAidQuerySchema.safeParse({ from: '2026-04-06', to: '2027-04-05' }).success).toBe(
      true,
    );
    expect(giftAidQuerySchema.safeParse({ from: '06/04/2026' }).success).toBe(false);
    // The list's shape, but no day: refused before any answer begins.
    expect(giftAidQuerySchema.safeParse({ to: '2026-02-30' }).success).toBe(false);
    expect(donationsExportQuerySchema.safeParse({ from: '2026-13-01' }).success).toBe(false);
    // The list's filters, without its page.
    expect(
      donationsExportQuerySchema.parse({ status: 'succeeded', q: ' meera ', page: '2' }),
    ).toEqual({ status: 'succeeded', q: 'meera' });
    expect(donationsExportQuerySchema.safeParse({ frequency: 'weekly' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readStoredForm } from '@/modules/organizations/index.ts';
import { dueReminder, type Expiry, expiriesOf } from './expiries.ts';

const TODAY = '2031-01-01';

const india = (data: Record<string, unknown>) => ({
  countryCode: 'IN',
  form: readStoredForm(data),
});

describe('expiriesOf', () => {
  it('watches the tax exemption with an expiry date, and FCRA five years from its date', () => {
    expect(
      expiriesOf(
        india({
          organization_is_tax_exemption: true,
          organization_has_expire_date: true,
          organization_expire_at: '2031-03-02',
          organization_fcra_check: true,
          organization_fcra_registration_date: '2026-01-08',
        }),
        TODAY,
      ),
    ).toEqual([
      { document: 'tax_exemption', expires_on: '2031-03-02', days_left: 60 },
      { document: 'fcra', expires_on: '2031-01-08', days_left: 7 },
    ]);
  });

  it('counts an expired registration in negative days', () => {
    expect(
      expiriesOf(
        india({ organization_fcra_check: true, organization_fcra_registration_date: '2025-12-31' }),
        TODAY,
      ),
    ).toEqual([{ document: 'fcra', expires_on: '2030-12-31', days_left: -1 }]);
  });

  it('watches nothing without the boxes, without a valid date, or outside India', () => {
    const exempt = {
      organization_is_tax_exemption: true,
      organization_has_expire_date: true,
      organization_expire_at: '2031-03-02',
    };
    expect(expiriesOf(india({ ...exempt, organization_has_expire_date: false }), TODAY)).toEqual(
      [],
    );
    expect(expiriesOf(india({ ...exempt, organization_is_tax_exemption: false }), TODAY)).toEqual(
      [],
    );
    expect(expiriesOf(india({ ...exempt, organization_expire_at: '2031-02-30' }), TODAY)).toEqual(
      [],
    );
    expect(expiriesOf(india({ organization_fcra_check: true }), TODAY)).toEqual([]);
    expect(expiriesOf({ countryCode: 'US', form: readStoredForm(exempt) }, TODAY)).toEqual([]);
  });
});

describe('dueReminder', () => {
  const expiry = (days_left: number): Expiry => ({
    document: 'fcra',
    expires_on: '2031-03-02',
    days_left,
  });

  it.each([
    [61, null],
    [60, 60],
    [45, 60],
    [31, 60],
    [30, 30],
    [8, 30],
    [7, 7],
    [1, 7],
    [0, null],
    [-3, null],
  ])('with %i days left: %s', (daysLeft, due) => {
    expect(dueReminder(expiry(daysLeft))).toBe(due);
  });
});

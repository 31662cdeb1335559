import { describe, expect, it } from 'vitest';
import { endDateOf, endsAtOfDate, latestEndDate } from './campaign-dates.ts';

describe('campaign dates', () => {
  it('ends a date at its end in UTC', () => {
    expect(endsAtOfDate('2030-04-30').toISOString()).toBe('2030-05-01T00:00:00.000Z');
    expect(endsAtOfDate('2030-12-31').toISOString()).toBe('2031-01-01T00:00:00.000Z');
  });

  it('reads the end date back from the stored instant', () => {
    for (const date of ['2030-04-30', '2032-02-29', '2030-12-31']) {
      expect(endDateOf(endsAtOfDate(date))).toBe(date);
    }
  });

  it('gives any other instant the UTC date it falls on', () => {
    expect(endDateOf(new Date('2030-04-30T18:30:00Z'))).toBe('2030-04-30');
    expect(endDateOf(new Date('2030-05-01T00:00:01Z'))).toBe('2030-05-01');
  });

  it('allows an end date up to five years from today, 1 March for a 29 February', () => {
    expect(latestEndDate('2030-03-10')).toBe('2035-03-10');
    expect(latestEndDate('2028-02-29')).toBe('2033-03-01');
    expect(latestEndDate('2030-12-31')).toBe('2035-12-31');
  });
});

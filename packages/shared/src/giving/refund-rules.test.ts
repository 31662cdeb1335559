import { describe, expect, it } from 'vitest';
import { GIVING_MESSAGES } from './giving-messages.ts';
import {
  REFUND_REASON_MAX,
  REFUND_WINDOW_DAYS,
  refundDeadline,
  refundReasonError,
} from './refund-rules.ts';

describe('refund rules', () => {
  it('asks for a reason of at most 500 characters once trimmed', () => {
    expect(refundReasonError('')).toBe(GIVING_MESSAGES.refundReasonRequired);
    expect(refundReasonError(' \n\t ')).toBe(GIVING_MESSAGES.refundReasonRequired);
    expect(refundReasonError(`  ${'x'.repeat(REFUND_REASON_MAX)}  `)).toBeNull();
    expect(refundReasonError('x'.repeat(REFUND_REASON_MAX + 1))).toBe(
      GIVING_MESSAGES.refundReasonTooLong,
    );
    expect(refundReasonError('Given twice by mistake')).toBeNull();
  });

  it('allows a refund until 180 days after the charge', () => {
    expect(REFUND_WINDOW_DAYS).toBe(180);
    expect(refundDeadline(new Date('2030-01-01T09:00:00Z')).toISOString()).toBe(
      '2030-06-30T09:00:00.000Z',
    );
  });
});

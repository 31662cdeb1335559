import { describe, expect, it } from 'vitest';
import { localToday } from './local-today';

describe('localToday', () => {
  it('writes the local calendar day as YYYY-MM-DD, zero-padded', () => {
    expect(localToday(new Date(2030, 2, 5, 23, 30))).toBe('2030-03-05');
    expect(localToday(new Date(2030, 11, 31, 0, 5))).toBe('2030-12-31');
  });
});

import { describe, expect, it } from 'vitest';
import { fundedPercentage } from './funded-percentage.ts';

describe('fundedPercentage', () => {
  it.each([
    [0, 500000, 0],
    [150000, 500000, 30],
    [500000, 500000, 100],
    [635000, 500000, 127],
    [1000, 3000, 33],
    [2000, 3000, 67],
    [100, 0, 0],
  ])('%d raised of %d is %d%%', (raised, goal, expected) => {
    expect(fundedPercentage({ raised, goal })).toBe(expected);
  });
});

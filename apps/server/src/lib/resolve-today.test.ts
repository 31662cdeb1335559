import { describe, expect, it } from 'vitest';
import { resolveToday } from '@/lib/resolve-today.ts';

describe('resolveToday', () => {
  it.each([
    ['2030-03-10T20:00:00Z', undefined, '2030-03-10'],
    ['2030-03-10T20:00:00Z', '2030-03-11', '2030-03-11'],
    ['2030-03-10T20:00:00Z', '2030-03-10', '2030-03-10'],
    ['2030-03-10T20:00:00Z', '2030-03-09', '2030-03-10'],
    ['2030-03-10T20:00:00Z', '2030-03-12', '2030-03-10'],
    ['2030-03-10T05:00:00Z', '2030-03-09', '2030-03-09'],
    ['2030-03-10T05:00:00Z', '2030-03-11', '2030-03-10'],
    ['2030-03-10T05:00:00Z', 'garbage', '2030-03-10'],
  ])('at %s with the browser at %s answers %s', (now, claimed, expected) => {
    expect(resolveToday(new Date(now), claimed)).toBe(expected);
  });
});

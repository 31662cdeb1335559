import { describe, expect, it } from 'vitest';
import { discoverCategoryPath } from './discover-path';

describe('discoverCategoryPath', () => {
  it('builds the discover link of a category', () => {
    expect(discoverCategoryPath('Child Welfare', 'organizations')).toBe(
      '/discover?category=Child%20Welfare&projects=All%20Projects&sort=Magic&tab=organizations',
    );
  });
});

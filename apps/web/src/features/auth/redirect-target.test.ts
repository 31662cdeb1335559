import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to a path on this site', () => {
    expect(redirectTarget('/organization/create?x=1')).toBe('/organization/create?x=1');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/auth/login',
    ]) {
      expect(redirectTarget(value)).toBe('/dashboard');
    }
  });
});

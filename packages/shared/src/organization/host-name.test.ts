import { describe, expect, it } from 'vitest';
import { isPlatformHost, normalizeHost } from './host-name.ts';

describe('normalizeHost', () => {
  it('compares hosts lower case, without port or trailing dot', () => {
    expect(normalizeHost(' Seva.Example.org.:8080 ')).toBe('seva.example.org');
  });
});

describe('isPlatformHost', () => {
  it.each(['localhost', '127.0.0.1', 'LOCALHOST'])('is the platform on %s', (host) => {
    expect(isPlatformHost(host, [])).toBe(true);
  });

  it('is the platform on a configured app host, ignoring case and port', () => {
    expect(isPlatformHost('app.givecrowd.org', ['App.GiveCrowd.org:443'])).toBe(true);
  });

  it.each(['myorg.localhost', 'donate.example.org', 'app.givecrowd.org.evil.com'])(
    'is an organization site on a host like %s',
    (host) => {
      expect(isPlatformHost(host, ['app.givecrowd.org'])).toBe(false);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { normalizeHost, parseOrganizationHost } from './domain-api.ts';

describe('normalizeHost', () => {
  it('lowercases and drops the port and a trailing dot', () => {
    expect(normalizeHost(' MyOrg.LocalHost:3000 ')).toBe('myorg.localhost');
    expect(normalizeHost('donate.example.org.')).toBe('donate.example.org');
  });
});

describe('parseOrganizationHost', () => {
  it('reads one label under the platform domain as a subdomain', () => {
    expect(parseOrganizationHost('asha-kiran.localhost:3000', 'localhost')).toEqual({
      subdomain: 'asha-kiran',
    });
    expect(parseOrganizationHost('Seva.GiveCrowd.org', 'givecrowd.org')).toEqual({
      subdomain: 'seva',
    });
  });

  it('reads a host outside the platform domain as a custom domain', () => {
    expect(parseOrganizationHost('Donate.Example.org', 'givecrowd.org')).toEqual({
      customDomain: 'donate.example.org',
    });
  });

  it.each([
    ['the platform domain itself', 'localhost:3000'],
    ['a deeper label', 'a.b.localhost'],
    ['a label with an underscore', 'my_org.localhost'],
    ['a label starting with a hyphen', '-org.localhost'],
    ['an address with a path', 'org.localhost/x'],
    ['an empty host', ''],
  ])('belongs to no organization for %s', (_case, host) => {
    expect(parseOrganizationHost(host, 'localhost')).toBeNull();
  });
});

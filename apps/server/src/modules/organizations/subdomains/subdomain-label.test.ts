import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fallbackSubdomainBase,
  numberedSubdomains,
  randomSubdomain,
  reservedSubdomains,
  SUBDOMAIN_MAX_LENGTH,
  subdomainBase,
} from './subdomain-label.ts';

/** A DNS label: a–z, 0–9 and hyphens, 1 to 63 characters, no hyphen first or last. */
const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

describe('subdomainBase', () => {
  it.each([
    ['Helping Hands Foundation', 'helping-hands-foundation'],
    ['  Asha   Trust  ', 'asha-trust'],
    ['Café Ünïon de Bogotá', 'cafe-union-de-bogota'],
    ['Straße Æsir Øresund Łódź', 'strasse-aesir-oresund-lodz'],
    ['--Save  the -- Children--', 'save-the-children'],
    ['Seva 2030', 'seva-2030'],
    ['अनिता सेवा Trust', 'trust'],
    ['अनिता सेवा', ''],
    ['!!!', ''],
  ])('%j → %j', (name, label) => {
    expect(subdomainBase(name)).toBe(label);
  });

  it('cuts a long name to 63 characters without a hyphen at the end', () => {
    const label = subdomainBase(`${'a'.repeat(62)} b c`);
    expect(label).toBe('a'.repeat(62));
    expect(subdomainBase('word '.repeat(30)).length).toBeLessThanOrEqual(SUBDOMAIN_MAX_LENGTH);
  });

  it('gives a DNS label or nothing, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (name) => {
        const label = subdomainBase(name);
        expect(label === '' || DNS_LABEL.test(label)).toBe(true);
      }),
    );
  });
});

describe('the addresses tried', () => {
  it('numbers them from the base, keeping every one a label of at most 63 characters', () => {
    expect(numberedSubdomains('asha', 3)).toEqual(['asha', 'asha-2', 'asha-3']);
    const long = `${'a'.repeat(60)}-bc`;
    for (const label of numberedSubdomains(long, 12)) {
      expect(label).toMatch(DNS_LABEL);
    }
    expect(numberedSubdomains(long, 12).at(-1)).toBe(`${'a'.repeat(60)}-12`);
    expect(new Set(numberedSubdomains(long, 12)).size).toBe(12);
  });

  it('adds a random suffix once the numbered ones are taken', () => {
    expect(randomSubdomain('asha')).toMatch(/^asha-[0-9a-f]{6}$/);
    expect(randomSubdomain('a'.repeat(63))).toMatch(DNS_LABEL);
  });

  it('falls back to org and the organization number', () => {
    expect(fallbackSubdomainBase(42)).toBe('org42');
  });
});

describe('reservedSubdomains', () => {
  it("holds the platform's own words and the app hosts under the platform domain", () => {
    const reserved = reservedSubdomains({
      platformDomain: 'givecrowd.org',
      appHosts: ['portal.givecrowd.org', 'a.b.givecrowd.org', 'givecrowd.example.com'],
    });
    for (const word of ['www', 'api', 'admin', 'app', 'mail', 'static', 'media', 'portal']) {
      expect(reserved.has(word), word).toBe(true);
    }
    expect(reserved.has('a.b')).toBe(false);
    expect(reserved.has('asha')).toBe(false);
  });
});

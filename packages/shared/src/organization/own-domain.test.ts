import { describe, expect, it } from 'vitest';
import { isPlatformDomain, ownDomainTxtRecord, parseOwnDomain } from './own-domain.ts';

describe('parseOwnDomain', () => {
  it.each([
    ['ashakiran.org', 'ashakiran.org'],
    ['www.AshaKiran.org', 'www.ashakiran.org'],
    ['https://WWW.Asha.org/home', 'www.asha.org'],
    ['http://give.asha-kiran.in:8080/?a=1', 'give.asha-kiran.in'],
    ['  asha.org.  ', 'asha.org'],
    ['xn--h2brj9c.xn--h2brj9c', 'xn--h2brj9c.xn--h2brj9c'],
  ])('reads %s as %s', (typed, domain) => {
    expect(parseOwnDomain(typed)).toBe(domain);
  });

  it.each([
    '',
    'localhost',
    'asha',
    '192.168.1.10',
    'asha kiran.org',
    'asha_kiran.org',
    '-asha.org',
    'asha-.org',
    'asha..org',
    `${'a'.repeat(64)}.org`,
    'javascript:alert(1)',
    'asha.o',
  ])('refuses %s', (typed) => {
    expect(parseOwnDomain(typed)).toBeNull();
  });
});

describe('isPlatformDomain', () => {
  it('names the platform domain and its subdomains only', () => {
    expect(isPlatformDomain('givecrowd.org', 'givecrowd.org')).toBe(true);
    expect(isPlatformDomain('asha.givecrowd.org', 'GiveCrowd.org')).toBe(true);
    expect(isPlatformDomain('notgivecrowd.org', 'givecrowd.org')).toBe(false);
  });
});

describe('ownDomainTxtRecord', () => {
  it('names the record under the domain and carries the token', () => {
    expect(ownDomainTxtRecord('asha.org', 'tok123')).toEqual({
      name: '_givecrowd-verification.asha.org',
      value: 'givecrowd-site-verification=tok123',
    });
  });
});

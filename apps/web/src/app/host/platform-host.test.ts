import { describe, expect, it } from 'vitest';
import { isPlatformHost, readAppHosts } from './platform-host';

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

describe('readAppHosts', () => {
  it('reads the comma-separated hosts the server puts in the meta tag', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta name="app-hosts" content=" a.example , b.example,, ">';
    expect(readAppHosts(doc)).toEqual(['a.example', 'b.example']);
  });

  it('reads none from an empty or missing tag', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readAppHosts(doc)).toEqual([]);
    doc.head.innerHTML = '<meta name="app-hosts" content="">';
    expect(readAppHosts(doc)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { readAppHosts, shouldShowFooter } from './footer-host';

describe('shouldShowFooter', () => {
  it.each(['localhost', '127.0.0.1', 'LOCALHOST'])('shows on %s', (host) => {
    expect(shouldShowFooter(host, [])).toBe(true);
  });

  it('shows on a configured app host, ignoring case and port', () => {
    expect(shouldShowFooter('app.givecrowd.org', ['App.GiveCrowd.org:443'])).toBe(true);
  });

  it.each(['myorg.localhost', 'donate.example.org', 'app.givecrowd.org.evil.com'])(
    'never shows on an organization host like %s',
    (host) => {
      expect(shouldShowFooter(host, ['app.givecrowd.org'])).toBe(false);
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

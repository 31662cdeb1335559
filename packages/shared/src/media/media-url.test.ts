import { describe, expect, it } from 'vitest';
import { mediaKeyFromUrl, mediaUrlForKey } from './media-url.ts';

describe('mediaUrlForKey', () => {
  it('joins MEDIA_BASE_URL and the key', () => {
    expect(mediaUrlForKey({ mediaBaseUrl: '/media', key: 'organization-logos/a.png' })).toBe(
      '/media/organization-logos/a.png',
    );
  });
});

describe('mediaKeyFromUrl', () => {
  const base = 'https://cdn.example.org/media';

  it.each([
    ['https://cdn.example.org/media/organization-logos/a.png', 'organization-logos/a.png'],
    ['/media/organization-logos/a.png', 'organization-logos/a.png'],
    ['organization-logos/a.png', 'organization-logos/a.png'],
  ])('finds the key in %s', (url, key) => {
    expect(mediaKeyFromUrl({ mediaBaseUrl: base, url })).toBe(key);
  });

  it.each([
    'https://evil.example/organization-logos/a.png',
    'https://cdn.example.org/media/../secret',
    '/media/a//b.png',
    'javascript:alert(1)',
    '',
  ])('answers null for %j', (url) => {
    expect(mediaKeyFromUrl({ mediaBaseUrl: base, url })).toBeNull();
  });
});

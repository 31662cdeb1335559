import { afterEach, describe, expect, it } from 'vitest';
import { readMediaBaseUrl, toMediaUrl } from './media-url';

const documentWith = (head: string) => {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = head;
  return doc;
};

describe('readMediaBaseUrl', () => {
  it('reads the base the server writes into the page', () => {
    const doc = documentWith(
      '<meta name="media-base-url" content="https://cdn.example.org/media">',
    );
    expect(readMediaBaseUrl(doc)).toBe('https://cdn.example.org/media');
  });

  it('falls back to the media route without the tag or with an empty one', () => {
    expect(readMediaBaseUrl(documentWith(''))).toBe('/media');
    expect(readMediaBaseUrl(documentWith('<meta name="media-base-url" content="">'))).toBe(
      '/media',
    );
  });
});

describe('toMediaUrl', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('puts the key under the page media base', () => {
    expect(toMediaUrl('organization-logos/abc.png')).toBe('/media/organization-logos/abc.png');
    document.head.innerHTML = '<meta name="media-base-url" content="https://cdn.example.org/m">';
    expect(toMediaUrl('organization-logos/abc.png')).toBe(
      'https://cdn.example.org/m/organization-logos/abc.png',
    );
  });
});

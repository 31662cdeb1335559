import { describe, expect, it } from 'vitest';
import { readAppHosts } from './platform-host';

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

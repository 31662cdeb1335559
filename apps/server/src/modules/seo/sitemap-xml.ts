/** One address of a sitemap; `lastModified` when it is known. */
export type SitemapEntry = { loc: string; lastModified?: Date };

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? '');

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap (https://www.sitemaps.org/protocol.html): at most 50,000 addresses. */
export function urlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastModified }) => {
    const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
  });
  return `${HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index: the addresses of the sitemaps of a site too large for one. */
export function sitemapIndex(locations: readonly string[]): string {
  const sitemaps = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

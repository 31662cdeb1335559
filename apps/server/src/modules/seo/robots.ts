/** The paths crawlers never need: the API, uploads, and every page rendered in the browser only. */
const NON_PAGE_PREFIXES = ['/api/', '/upload-service/'];

/**
 * The Disallow rules for the pages rendered in the browser only (signing in, the signed-in
 * pages), from the router's paths: `/dashboard` is kept out exactly and with a query
 * (`/dashboard$`, `/dashboard?`), so a public slug that starts alike (`/campaign/create-a-school`)
 * stays crawlable; a path with a parameter (`/agreement/sign/:token`) is kept out up to it.
 */
export function browserOnlyRules(paths: readonly string[]): string[] {
  const rules = paths.flatMap((path) => {
    const parameter = path.indexOf('/:');
    if (parameter >= 0) return [`${path.slice(0, parameter)}/`];
    return [`${path}$`, `${path}?`];
  });
  return [...new Set([...NON_PAGE_PREFIXES, ...rules])];
}

/** robots.txt for a host that has pages: everything but `disallowed`, and where the sitemap is. */
export function robotsText(disallowed: readonly string[], sitemap: string): string {
  const rules = disallowed.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...rules, 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

/** robots.txt for a host no organization uses: nothing there to crawl. */
export const NOTHING_TO_CRAWL = 'User-agent: *\nDisallow: /\n';

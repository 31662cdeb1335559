import { normalizeHost } from '@givecrowd/shared/organization/domain-api';

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The product's own hosts are those in APP_HOSTS and bare localhost / 127.0.0.1; they show the
 * footer. Any other host (`{sub}.localhost`, a custom domain) is an organization's site
 * (docs/product/routes-and-screens.md#organization-sites).
 */
export function isPlatformHost(hostname: string, appHosts: readonly string[]): boolean {
  const host = normalizeHost(hostname);
  return [...LOCAL_HOSTS, ...appHosts.map(normalizeHost)].includes(host);
}

/** The server fills `<meta name="app-hosts" content="host1,host2">` when it serves index.html. */
export function readAppHosts(doc: Document): string[] {
  const content = doc.querySelector('meta[name="app-hosts"]')?.getAttribute('content') ?? '';
  return content
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}

/** Whether this page is on an organization's host rather than one of the product's own. */
export function isOrganizationHost(): boolean {
  return !isPlatformHost(window.location.hostname, readAppHosts(document));
}

/** Lowercase, without port or trailing dot: how hosts are compared. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The product's own hosts are those in APP_HOSTS and bare localhost / 127.0.0.1; any other host
 * (`{sub}.localhost`, a custom domain) is an organization's site
 * (docs/product/routes-and-screens.md#organization-sites).
 */
export function isPlatformHost(hostname: string, appHosts: readonly string[]): boolean {
  const host = normalizeHost(hostname);
  return [...LOCAL_HOSTS, ...appHosts.map(normalizeHost)].includes(host);
}

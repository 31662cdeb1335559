import type { Config } from '@/config.ts';

/** What a site's address is made of: the public origin's scheme and port, and the platform domain. */
export type SiteAddressConfig = Pick<Config, 'publicUrl' | 'platformDomain'>;

/**
 * The address of an organization's site on its subdomain: `{scheme}://{subdomain}.{PLATFORM_DOMAIN}`
 * with PUBLIC_URL's scheme and port (`http://asha.localhost:3000` by default;
 * docs/product/site-addresses.md#subdomains).
 */
export function siteUrl({
  subdomain,
  publicUrl,
  platformDomain,
}: SiteAddressConfig & { subdomain: string }): string {
  const { protocol, port } = new URL(publicUrl);
  return `${protocol}//${subdomain}.${platformDomain}${port ? `:${port}` : ''}`;
}

/**
 * Where an organization's site is (docs/product/site-addresses.md#the-sites-address): its
 * verified own domain when it has one, else its subdomain's address; null before it has either.
 * Own domains take PUBLIC_URL's scheme and port too, as the platform serves them alike.
 */
export function siteAddress({
  subdomain,
  customDomain,
  publicUrl,
  platformDomain,
}: SiteAddressConfig & { subdomain: string | null; customDomain: string | null }): string | null {
  if (customDomain) {
    const { protocol, port } = new URL(publicUrl);
    return `${protocol}//${customDomain}${port ? `:${port}` : ''}`;
  }
  return subdomain ? siteUrl({ subdomain, publicUrl, platformDomain }) : null;
}

import { normalizeHost, parseOrganizationHost } from '@givecrowd/shared/organization/domain-api';
import type { Config } from '@/config.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { findOrganizationByHost } from '@/modules/organizations/index.ts';

export type OriginRules = Pick<Config, 'env' | 'publicUrl' | 'platformDomain' | 'appHosts'>;

/** Loopback hosts a developer's browser uses; never a return address in production. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The web origin of `address` when it is one of ours, else null
 * (docs/product/payments.md#return-addresses): the product's own hosts (PUBLIC_URL, APP_HOSTS,
 * the platform domain and its subdomains; loopback outside production) or an organization's
 * verified own domain. Only the origin is kept, so a path, query or credentials in `address`
 * never reach a redirect: payment pages send people back only to this product.
 */
export async function allowedWebOrigin({
  db,
  rules,
  address,
}: {
  db: DbExecutor;
  rules: OriginRules;
  address: string;
}): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = normalizeHost(url.hostname);
  const platform = normalizeHost(rules.platformDomain);
  const ownHosts = [new URL(rules.publicUrl).hostname, platform, ...rules.appHosts].map(
    normalizeHost,
  );
  if (ownHosts.includes(host)) return url.origin;
  if (rules.env !== 'production' && LOOPBACK_HOSTS.includes(host)) return url.origin;
  const organizationHost = parseOrganizationHost(host, platform);
  if (!organizationHost) return null;
  if ('subdomain' in organizationHost) return url.origin;
  return (await findOrganizationByHost(db, organizationHost)) ? url.origin : null;
}

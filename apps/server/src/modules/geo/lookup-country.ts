import { isIP } from 'node:net';
import geoip from 'geoip-country';

/**
 * The ISO 3166-1 alpha-2 country of an IP address from the offline database bundled with
 * geoip-country (no network call); null for private, loopback and unknown addresses.
 */
export function lookupCountryCode(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (isIP(address) === 0) return null;
  const country = geoip.lookup(address)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

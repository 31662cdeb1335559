import { PRODUCT_NAME } from '../constants.ts';
import { normalizeHost } from './domain-api.ts';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The domain a person means by what they typed for their own site, or null when it is not a
 * domain name (docs/product/wizard.md#own-domain). People paste addresses: a scheme, a path, a
 * port and upper case are dropped ('https://WWW.Asha.org/home' → 'www.asha.org'); an IP address,
 * a single label ('localhost') or a label with other characters is refused.
 */
export function parseOwnDomain(typed: string): string | null {
  let host = typed.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = normalizeHost(host);
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  return TOP_LEVEL.test(labels.at(-1) ?? '') ? host : null;
}

/** Whether a domain is the platform's own or one of its subdomains: those are given, not owned. */
export function isPlatformDomain(domain: string, platformDomain: string): boolean {
  const platform = normalizeHost(platformDomain);
  return domain === platform || domain.endsWith(`.${platform}`);
}

const RECORD_PREFIX = `_${PRODUCT_NAME.toLowerCase()}-verification`;

/**
 * The TXT record that proves an organization controls its domain: its name, and the value holding
 * the organization's verification token.
 */
export function ownDomainTxtRecord(domain: string, token: string): { name: string; value: string } {
  return {
    name: `${RECORD_PREFIX}.${domain}`,
    value: `${PRODUCT_NAME.toLowerCase()}-site-verification=${token}`,
  };
}

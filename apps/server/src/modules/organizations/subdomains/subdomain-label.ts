import { randomBytes } from 'node:crypto';
import { slugify } from '@/lib/slugify.ts';

/** The longest DNS label (RFC 1035 §2.3.4). */
export const SUBDOMAIN_MAX_LENGTH = 63;

/**
 * Labels that name, or may one day name, the platform's own hosts and services: never an
 * organization's (docs/product/site-addresses.md#reserved-words).
 */
const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'admin',
  'administrator',
  'app',
  'apps',
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'ftp',
  'static',
  'media',
  'assets',
  'cdn',
  'img',
  'images',
  'upload',
  'uploads',
  'upload-service',
  'files',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'dev',
  'test',
  'staging',
  'sandbox',
  'demo',
  'beta',
  'localhost',
  'auth',
  'login',
  'signup',
  'account',
  'accounts',
  'dashboard',
  'console',
  'portal',
  'billing',
  'pay',
  'payments',
  'checkout',
  'secure',
  'internal',
  'root',
  'system',
  'organization',
  'organizations',
  'discover',
  'search',
  'givecrowd',
];

/**
 * The reserved labels for this deployment: the fixed list, plus the first label of every app host
 * (APP_HOSTS) directly under the platform domain.
 */
export function reservedSubdomains({
  platformDomain,
  appHosts,
}: {
  platformDomain: string;
  appHosts: readonly string[];
}): ReadonlySet<string> {
  const suffix = `.${platformDomain}`;
  const appLabels = appHosts
    .filter((host) => host.endsWith(suffix))
    .map((host) => host.slice(0, -suffix.length))
    .filter((label) => !label.includes('.'));
  return new Set([...RESERVED_SUBDOMAINS, ...appLabels]);
}

/** Latin letters that Unicode does not split into a base letter and a mark. */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
};

/**
 * The DNS label an organization name gives: lower-case a–z, 0–9 and single hyphens, at most 63
 * characters, no hyphen first or last; accents dropped ('Café Ünïon' → 'cafe-union') and other
 * scripts left out. Empty when nothing of the name is left.
 */
export function subdomainBase(name: string): string {
  const latin = name
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ]/g, (letter) => LATIN_LETTERS[letter] ?? '');
  return slugify(latin).slice(0, SUBDOMAIN_MAX_LENGTH).replace(/-+$/, '');
}

/** The label with a suffix, the label cut so the whole stays one DNS label. */
function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, SUBDOMAIN_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The numbered addresses to try, in order: `base`, `base-2`, `base-3` … `base-{count}`. */
export function numberedSubdomains(base: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? base : withSuffix(base, `-${index + 1}`),
  );
}

/** `base-` and six random hex digits: what is tried once the numbered addresses are taken. */
export function randomSubdomain(base: string): string {
  return withSuffix(base, `-${randomBytes(3).toString('hex')}`);
}

/** The label an organization with no usable name gets: `org` and its number. */
export const fallbackSubdomainBase = (organizationNumber: number) => `org${organizationNumber}`;

import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { normalizeHost } from './host-name.ts';

// Kept apart from this module's schemas, so the web's first page compares hosts without zod.
export { normalizeHost };

/**
 * An organization's site lives at `{subdomain}.{PLATFORM_DOMAIN}` or on its own domain
 * (docs/product/routes-and-screens.md#organization-sites). This is how a host names the organization it belongs to.
 */
export type OrganizationHost = { subdomain: string } | { customDomain: string };

const hostPattern =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The organization a host would belong to: a single label under the platform domain is a
 * subdomain; any other valid host outside the platform domain is a custom domain. The platform
 * domain itself, deeper labels under it, and malformed hosts belong to no organization (null).
 */
export function parseOrganizationHost(
  host: string,
  platformDomain: string,
): OrganizationHost | null {
  const normalized = normalizeHost(host);
  const platform = normalizeHost(platformDomain);
  if (!hostPattern.test(normalized) || normalized === platform) return null;
  const suffix = `.${platform}`;
  if (!normalized.endsWith(suffix)) return { customDomain: normalized };
  const label = normalized.slice(0, -suffix.length);
  return label.includes('.') ? null : { subdomain: label };
}

/** `GET /api/organization/domain/{host}`; `organization_logo` is a media key. */
export const hostOrganizationSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  organization_name: z.string(),
  organization_logo: z.string().nullable(),
});
export type HostOrganization = z.infer<typeof hostOrganizationSchema>;

/** The domain and seo-domain calls' 404 message. */
export const HOST_NOT_FOUND_MESSAGE = 'No organization uses this address.';

/**
 * The site calls' 404 message for an organization's host before its approval
 * (docs/product/organization-sites.md): the address is taken, its site not published yet.
 */
export const HOST_NOT_PUBLISHED_MESSAGE = 'This organization’s site is not published yet.';

export const hostOrganizationResponseSchema = okEnvelope(hostOrganizationSchema);

/** `GET /api/organization/seo-domain/{host}`: the organization's analytics id, when it set one. */
export const seoDomainResponseSchema = okEnvelope(z.string().nullable());

export const hostParamsSchema = z.object({ host: z.string().trim().min(1).max(253) });

import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { ownDomainRecordSchema } from './draft-api.ts';
import { organizationSlugSchema } from './slug.ts';

/** The site-address calls of step 1 (docs/product/site-addresses.md#calls). */

/**
 * `POST /api/organization/subdomain`. Without `slug` it answers the subdomain the name would get
 * now, reserving nothing; with `slug` it gives that draft its subdomain (from the draft's saved
 * name), or answers the one it already has. `organization_email` is accepted as the contract
 * names it; the address does not depend on it.
 */
export const subdomainRequestSchema = z.object({
  organization_email: z.string().trim().max(254).optional(),
  organization_name: z.string().trim().min(1).max(200),
  slug: organizationSlugSchema.optional(),
});
export type SubdomainRequest = z.input<typeof subdomainRequestSchema>;

export const subdomainResponseSchema = okEnvelope(
  z.object({
    subdomain: z.string(),
    /** The site's address: `{scheme}://{subdomain}.{PLATFORM_DOMAIN}[:port]`. */
    url: z.string(),
  }),
);

/** `POST /api/organization/own-domain/check`: looks for the TXT record of the draft's own domain. */
export const ownDomainCheckRequestSchema = z.object({ slug: organizationSlugSchema });
export type OwnDomainCheckRequest = z.input<typeof ownDomainCheckRequestSchema>;

export const ownDomainCheckSchema = z.object({
  /** A checked domain is never 'none' (see OWN_DOMAIN_STATUSES). */
  status: z.enum(['pending', 'verified']),
  domain: z.string(),
  /** The TXT record that proves the domain; null only for a domain verified without one. */
  record: ownDomainRecordSchema.nullable(),
  /** What to tell the person: verified, or the record was not found yet. */
  message: z.string(),
});
export type OwnDomainCheck = z.infer<typeof ownDomainCheckSchema>;

export const ownDomainCheckResponseSchema = okEnvelope(ownDomainCheckSchema);

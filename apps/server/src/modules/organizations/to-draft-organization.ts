import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import { registrationFormSchema } from '@givecrowd/shared/organization/registration-form';
import { emptyWebsiteForm, websiteFormSchema } from '@givecrowd/shared/organization/website-form';
import { ownDomainState } from './own-domains/own-domain-state.ts';
import type { OrganizationRow } from './repository.ts';
import { type SiteAddressConfig, siteUrl } from './subdomains/site-url.ts';

/**
 * A stored draft as its owner reads it (docs/product/http-contract.md#organization-calls): both
 * steps' forms (a draft saved before step 1 reads step 1 as a new one), where the wizard stands,
 * and the site's addresses (docs/product/site-addresses.md).
 */
export function toDraftOrganization({
  row,
  sites,
}: {
  row: OrganizationRow;
  sites: SiteAddressConfig;
}): DraftOrganization {
  const ownDomain = ownDomainState(row);
  return {
    ...registrationFormSchema.parse(row.data),
    ...websiteFormSchema.parse({ ...emptyWebsiteForm, ...row.data }),
    slug: row.slug,
    status: row.status,
    progress_page: row.progressPage,
    version: row.version,
    subdomain: row.subdomain,
    site_url: row.subdomain ? siteUrl({ subdomain: row.subdomain, ...sites }) : null,
    organization_domain_status: ownDomain.status,
    organization_domain_record: ownDomain.record,
  };
}

import {
  type OrganizationSite,
  SITE_CAMPAIGN_LIMIT,
} from '@givecrowd/shared/organization/site-api';
import type { Database } from '@/db/client.ts';
import { resolveHostOrganization } from '@/modules/organizations/host-organization.ts';
import { listSiteCampaigns, summarizeSiteCampaigns } from './repository.ts';
import { readWebsiteForm, toOrganizationSite } from './to-organization-site.ts';

/**
 * The site of the organization at `host` (its subdomain or verified own domain); 404 with the
 * domain call's message when no organization has that host.
 */
export async function loadOrganizationSite({
  db,
  host,
  platformDomain,
  mediaBaseUrl,
  now,
}: {
  db: Database;
  host: string;
  platformDomain: string;
  mediaBaseUrl: string;
  now: Date;
}): Promise<OrganizationSite> {
  const row = await resolveHostOrganization({ db, host, platformDomain });
  const website = readWebsiteForm(row);
  const [campaigns, stats] = await Promise.all([
    listSiteCampaigns(db, { organizationId: row.id, limit: SITE_CAMPAIGN_LIMIT, now }),
    website.display_organization_showpage_analytics ? summarizeSiteCampaigns(db, row.id) : null,
  ]);
  return toOrganizationSite({ row, website, campaigns, stats, mediaBaseUrl });
}

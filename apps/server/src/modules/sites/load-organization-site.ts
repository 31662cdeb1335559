import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import {
  type OrganizationSite,
  SITE_CAMPAIGN_LIMIT,
} from '@givecrowd/shared/organization/site-api';
import type { Database } from '@/db/client.ts';
import { invariantFound } from '@/lib/errors.ts';
import { resolveHostOrganization } from '@/modules/organizations/host-organization.ts';
import type { OrganizationRow } from '@/modules/organizations/repository.ts';
import {
  findPublicOrganizationBySlug,
  listSiteCampaigns,
  summarizeSiteCampaigns,
} from './repository.ts';
import { readWebsiteForm, toOrganizationSite } from './to-organization-site.ts';

type SiteContext = { db: Database; mediaBaseUrl: string; now: Date };

/** The site of this organization row: its saved content, campaigns and, if shown, figures. */
async function buildOrganizationSite({
  db,
  row,
  mediaBaseUrl,
  now,
}: SiteContext & { row: OrganizationRow }): Promise<OrganizationSite> {
  const website = readWebsiteForm(row);
  const [campaigns, stats] = await Promise.all([
    listSiteCampaigns(db, { organizationId: row.id, limit: SITE_CAMPAIGN_LIMIT, now }),
    website.display_organization_showpage_analytics ? summarizeSiteCampaigns(db, row.id) : null,
  ]);
  return toOrganizationSite({ row, website, campaigns, stats, mediaBaseUrl });
}

/**
 * The site of the organization at `host` (its subdomain or verified own domain); 404 with the
 * domain call's message when no organization has that host.
 */
export async function loadOrganizationSite({
  host,
  platformDomain,
  ...context
}: SiteContext & { host: string; platformDomain: string }): Promise<OrganizationSite> {
  const row = await resolveHostOrganization({ db: context.db, host, platformDomain });
  return buildOrganizationSite({ ...context, row });
}

/**
 * The same site for `/organization/{slug}` (docs/product/public-pages.md#the-organization-page);
 * 404 for an unknown slug and for an organization that is not public.
 */
export async function loadPublicOrganizationSite({
  slug,
  ...context
}: SiteContext & { slug: string }): Promise<OrganizationSite> {
  const row = invariantFound(
    await findPublicOrganizationBySlug(context.db, slug),
    DRAFT_MESSAGES.notFound,
  );
  return buildOrganizationSite({ ...context, row });
}

import { HOST_NOT_PUBLISHED_MESSAGE } from '@givecrowd/shared/organization/domain-api';
import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import {
  type OrganizationSite,
  SITE_CAMPAIGN_LIMIT,
} from '@givecrowd/shared/organization/site-api';
import type { Database } from '@/db/client.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import {
  findOrganizationBySlug,
  resolveHostOrganization,
  takesGiftsNow,
} from '@/modules/organizations/index.ts';
import { previewOf, type SiteAccess } from '@/modules/preview/index.ts';
import { listSiteCampaigns, summarizeSiteCampaigns } from './repository.ts';
import { toOrganizationSite } from './to-organization-site.ts';

type SiteContext = {
  db: Database;
  mediaBaseUrl: string;
  now: Date;
  /** The payment providers' `giftsFor`: whether one takes the organization's gifts. */
  giftsFor: (organization: Organization) => unknown;
};

/** The site of this organization row: its saved content, campaigns and, if shown, figures. */
async function buildOrganizationSite({
  db,
  row,
  mediaBaseUrl,
  now,
  preview,
  giftsFor,
}: SiteContext & { row: Organization; preview: boolean }): Promise<OrganizationSite> {
  const [campaigns, stats] = await Promise.all([
    listSiteCampaigns(db, { organizationId: row.id, limit: SITE_CAMPAIGN_LIMIT, now }),
    row.form.display_organization_showpage_analytics ? summarizeSiteCampaigns(db, row.id) : null,
  ]);
  const acceptsDonations = takesGiftsNow(row, { giftsFor });
  return toOrganizationSite({ row, campaigns, stats, mediaBaseUrl, preview, acceptsDonations });
}

/**
 * The organization at `host` (its subdomain or verified own domain) as the host calls show it,
 * and whether as a preview; 404 with the domain call's message when no organization has that
 * host, and saying its site is not published yet when it is not approved and the request may not
 * preview it.
 */
export async function resolveShownHostOrganization({
  db,
  host,
  platformDomain,
  access = {},
}: {
  db: Database;
  host: string;
  platformDomain: string;
  access?: SiteAccess;
}): Promise<{ row: Organization; preview: boolean }> {
  const row = await resolveHostOrganization({ db, host, platformDomain });
  const preview = previewOf(row, access);
  if (preview === null) throw new AppError('not_found', HOST_NOT_PUBLISHED_MESSAGE);
  return { row, preview };
}

/** The site of the organization at `host`, as resolveShownHostOrganization finds it. */
export async function loadOrganizationSite({
  host,
  platformDomain,
  access,
  ...context
}: SiteContext & {
  host: string;
  platformDomain: string;
  access?: SiteAccess;
}): Promise<OrganizationSite> {
  const shown = await resolveShownHostOrganization({
    db: context.db,
    host,
    platformDomain,
    ...(access ? { access } : {}),
  });
  return buildOrganizationSite({ ...context, ...shown });
}

/**
 * The same site for `/organization/{slug}` (docs/product/public-pages.md#the-organization-page);
 * 404 for an unknown slug and for an organization the request may not see.
 */
export async function loadPublicOrganizationSite({
  slug,
  access = {},
  ...context
}: SiteContext & { slug: string; access?: SiteAccess }): Promise<OrganizationSite> {
  const row = invariantFound(
    await findOrganizationBySlug(context.db, { slug }),
    DRAFT_MESSAGES.notFound,
  );
  const preview = previewOf(row, access);
  if (preview === null) throw new AppError('not_found', DRAFT_MESSAGES.notFound);
  return buildOrganizationSite({ ...context, row, preview });
}

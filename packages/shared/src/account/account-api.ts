import { z } from 'zod';
import { listEnvelope } from '../api/envelope.ts';
import { ORGANIZATION_STATUSES } from '../organization/organization-status.ts';

/**
 * The signed-in user's own things, for the account pages (docs/product/http-contract.md#account-calls).
 */

/** One of the signed-in user's organizations or drafts; `organization_logo` is a media key. */
export const myOrganizationSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  organization_name: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  /** The last saved wizard page (0 when nothing is saved yet). */
  progress_page: z.number().int(),
  organization_logo: z.string().nullable(),
  updated_at: z.string(),
  /** (ours) ISO alpha-2, null before step 0: which exports apply (docs/product/donations.md#exports). */
  country_code: z.string().nullable().optional(),
});
export type MyOrganization = z.infer<typeof myOrganizationSchema>;

export const myCampaignSchema = z.object({
  slug: z.string(),
  title: z.string(),
  organization_name: z.string(),
  /** (ours) The organization's slug, so a page can pick one organization's campaigns. */
  organization_slug: z.string(),
  currency: z.string(),
  goal: z.number(),
  raised: z.number(),
  ends_at: z.string(),
});
export type MyCampaign = z.infer<typeof myCampaignSchema>;

/** `GET /api/organizations/mine` */
export const myOrganizationsResponseSchema = listEnvelope(myOrganizationSchema);
/** `GET /api/campaigns/mine` */
export const myCampaignsResponseSchema = listEnvelope(myCampaignSchema);

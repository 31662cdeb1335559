import { z } from 'zod';
import { listEnvelope } from '../api/envelope.ts';
import { ORGANIZATION_STATUSES } from '../organization/organization-status.ts';

/**
 * The signed-in user's own things, for the account pages (docs/product/http-contract.md#account-calls).
 */

/** Where an organization's payment onboarding stands, for the dashboard. */
export const PAYMENT_ONBOARDING_STATES = [
  'not_needed',
  'not_connected',
  'unfinished',
  'done',
] as const;
export type PaymentOnboardingState = (typeof PAYMENT_ONBOARDING_STATES)[number];

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
  /**
   * (ours) The site's address: the verified own domain, else `{subdomain}.{PLATFORM_DOMAIN}`;
   * null before step 1 gave one (docs/product/site-addresses.md#the-sites-address).
   */
  site_url: z.string().nullable().optional(),
  /**
   * (ours) Where payment onboarding stands: `not_needed` in India, `not_connected` outside India
   * without a payment account, then `unfinished` until the provider says it is `done`
   * (docs/product/routes-and-screens.md#dashboard-dashboard).
   */
  payment_onboarding: z.enum(PAYMENT_ONBOARDING_STATES).optional(),
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

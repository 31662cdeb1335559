import { z } from 'zod';

/** One of the signed-in user's organizations or drafts (GET /api/organizations/mine). */
export const myOrganizationSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  organization_name: z.string(),
  status: z.enum(['draft', 'submitted', 'verified', 'rejected']),
  /** The last saved wizard page (0 when nothing is saved yet). */
  progress_page: z.number().int(),
  organization_logo: z.string().nullable(),
  updated_at: z.string(),
});
export type MyOrganization = z.infer<typeof myOrganizationSchema>;

export const myCampaignSchema = z.object({
  slug: z.string(),
  title: z.string(),
  organization_name: z.string(),
  currency: z.string(),
  goal: z.number(),
  raised: z.number(),
  ends_at: z.string(),
});
export type MyCampaign = z.infer<typeof myCampaignSchema>;

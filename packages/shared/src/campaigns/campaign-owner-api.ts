import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { campaignPageSchema } from './campaign-page-api.ts';
import { createCampaignRequestSchema } from './create-campaign-api.ts';

/**
 * `PATCH /api/campaigns/{slug}` (docs/product/public-pages.md#editing-a-campaign): the create
 * form without what a campaign keeps for good, its organization and its kind.
 */
export const editCampaignRequestSchema = createCampaignRequestSchema.omit({
  organization: true,
  kind: true,
});
export type EditCampaignRequest = z.input<typeof editCampaignRequestSchema>;

/**
 * The answer of an owner's edit, close or reopen: what was done, and the campaign as its page now
 * shows it.
 */
export const campaignChangeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: campaignPageSchema,
});

/** An update on a campaign's page (docs/product/public-pages.md#updates). */
export const campaignUpdateSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** A media key, or null without a picture. */
  image: z.string().nullable(),
  created_at: z.string(),
});
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

/** `GET /api/campaigns/{slug}/updates`: newest first. */
export const campaignUpdatesResponseSchema = okEnvelope(z.array(campaignUpdateSchema));

/**
 * `POST /api/campaigns/{slug}/updates`: the text (its rules in campaign-update-rules.ts), a
 * picture's media key or our media URL, and whether to email it to the campaign's donors.
 */
export const postCampaignUpdateRequestSchema = z.object({
  text: z.string().default(''),
  image: z.string().trim().max(500).nullish(),
  email_donors: z.boolean().default(false),
});
export type PostCampaignUpdateRequest = z.input<typeof postCampaignUpdateRequestSchema>;

/** 201: the update, and how many donors it was emailed to (0 when not asked). */
export const postCampaignUpdateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ update: campaignUpdateSchema, emailed: z.number().int() }),
});

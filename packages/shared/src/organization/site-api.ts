import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { featuredCampaignSchema } from '../campaigns/campaigns-api.ts';
import { hostOrganizationSchema } from './domain-api.ts';
import { WEBSITE_SECTIONS, websiteSectionEntrySchema } from './website-form.ts';

/*
 * `GET /api/organization/site/{host}`: what an organization's own site shows
 * (docs/product/organization-sites.md). Images are media keys, like every API field
 * (docs/product/uploads-and-media.md#media-keys-and-urls); rich text is sanitized HTML.
 */

/** The most campaigns a site's home page lists: the live ones first, then the ended ones. */
export const SITE_CAMPAIGN_LIMIT = 12;

/** A campaign card of the site: a featured campaign without the organization it belongs to. */
export const siteCampaignSchema = featuredCampaignSchema.omit({ organization_name: true });
export type SiteCampaign = z.infer<typeof siteCampaignSchema>;

/** The home-page video, as its provider's embeddable player. */
export const siteVideoSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  embed_url: z.string(),
  /** What the organization called the video; empty when it gave no name. */
  name: z.string(),
});
export type SiteVideo = z.infer<typeof siteVideoSchema>;

/** A testimonials, partners or media section the organization chose to show, with its entries. */
export const siteSectionSchema = z.object({
  key: z.literal(WEBSITE_SECTIONS.map((section) => section.key)),
  /** The organization's heading for it; empty for the default one. */
  heading: z.string(),
  entries: z.array(websiteSectionEntrySchema),
});
export type SiteSection = z.infer<typeof siteSectionSchema>;

/** How visitors reach the organization: its public email, phone and postal address. */
export const siteContactSchema = z.object({
  email: z.string().nullable(),
  /** `e164` for the `tel:` link, `display` as people read it. */
  phone: z.object({ e164: z.string(), display: z.string() }).nullable(),
  /** The address lines in order (street, city, country); empty when none was given. */
  address: z.array(z.string()),
});
export type SiteContact = z.infer<typeof siteContactSchema>;

/** The figures band, when the organization shows its analytics on the site. */
export const siteStatsSchema = z.object({
  campaigns: z.number().int(),
  supporters: z.number().int(),
  /** Raised over all its campaigns, one total per currency. */
  raised: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

/** Which pages and header entries the site has. */
export const sitePagesSchema = z.object({
  about_us: z.boolean(),
  terms_of_use: z.boolean(),
  privacy_policy: z.boolean(),
  login: z.boolean(),
});
export type SitePages = z.infer<typeof sitePagesSchema>;

/**
 * Google Analytics tag ids (`G-…`, and the older `UA-…`, `AW-…`, `GT-…`, `DC-…`): anything else is
 * not put in a page.
 */
export const ANALYTICS_ID_PATTERN = /^(?:G|GT|AW|DC|UA)-[A-Z0-9-]{4,32}$/;

export const organizationSiteSchema = hostOrganizationSchema.extend({
  homepage_header_image: z.string().nullable(),
  homepage_header_title: z.string(),
  organization_story: z.string(),
  about_us_description: z.string(),
  organization_video: siteVideoSchema.nullable(),
  categories: z.array(z.string()),
  contact: siteContactSchema,
  campaigns: z.array(siteCampaignSchema),
  pages: sitePagesSchema,
  sections: z.array(siteSectionSchema),
  /** Null unless the organization shows its analytics on the site. */
  stats: siteStatsSchema.nullable(),
  /** The Google Analytics tag id the site loads; null when none (or no valid one) is set. */
  analytics_id: z.string().regex(ANALYTICS_ID_PATTERN).nullable(),
  /**
   * True when the organization is not approved yet and only its owner or a reviewer sees the site
   * (docs/product/verification.md#publication-and-preview); false for a public site.
   */
  preview: z.boolean(),
  /** (ours) Whether it takes gifts now (docs/product/donations.md#who-can-take-gifts): a Donate button. */
  accepts_donations: z.boolean(),
});
export type OrganizationSite = z.infer<typeof organizationSiteSchema>;

export const organizationSiteResponseSchema = okEnvelope(organizationSiteSchema);

/** The query parameter that carries a site preview token (docs/product/verification.md#publication-and-preview). */
export const SITE_PREVIEW_PARAMETER = 'preview';

/** `GET /api/organization/site/{host}?preview={token}`: the token of the draft answer's `site_preview_url`. */
export const sitePreviewQuerySchema = z.object({
  [SITE_PREVIEW_PARAMETER]: z.string().trim().min(1).max(512).optional(),
});

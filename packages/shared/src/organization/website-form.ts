import { z } from 'zod';
import { API_MESSAGES } from '../api/messages.ts';

/*
 * Step 1 (Create website): the page-2 form (docs/product/wizard.md#step-1-create-website). Like
 * step 0, a missing value reads as empty and the ordered rules of website-rules.ts answer for it;
 * a value of the wrong JSON type is refused with 400 naming the field.
 */
const text = () => z.string({ error: API_MESSAGES.notText }).default('');
const flag = () => z.boolean({ error: API_MESSAGES.notTrueOrFalse }).default(false);

/** A section's entries are few: a home page with more than this is not a home page. */
export const WEBSITE_SECTION_MAX_ENTRIES = 12;

/** One entry of a repeatable section: a testimonial's author and quote, a partner, a press item. */
export const websiteSectionEntrySchema = z.object({
  name: text(),
  text: text(),
  /** http(s) only, or empty. */
  link: text(),
});
export type WebsiteSectionEntry = z.infer<typeof websiteSectionEntrySchema>;

/** Testimonials, partners and media: a heading text, whether to show it, and its entries. */
export const websiteSectionSchema = z
  .object({
    text: text(),
    to_display: flag(),
    list: z
      .array(websiteSectionEntrySchema, { error: API_MESSAGES.notList })
      .max(WEBSITE_SECTION_MAX_ENTRIES)
      .default([]),
  })
  .default({ text: '', to_display: false, list: [] });
export type WebsiteSection = z.infer<typeof websiteSectionSchema>;

export const WEBSITE_SECTIONS = [
  { key: 'organization_testimonial', label: 'Testimonials' },
  { key: 'organization_partners', label: 'Partners' },
  { key: 'organization_media', label: 'In the media' },
] as const;
export type WebsiteSectionKey = (typeof WEBSITE_SECTIONS)[number]['key'];

/** The video of the home page: its link, a name, and whether the person chose to show one. */
export const organizationVideoSchema = z
  .object({ url: text(), name: text(), check: flag() })
  .default({ url: '', name: '', check: false });
export type OrganizationVideo = z.infer<typeof organizationVideoSchema>;

/** The page-2 fields, and the body of `POST /api/organization/create/page/2` (with slug, version). */
export const websiteFormSchema = z.object({
  /** Media keys of public uploads (docs/product/uploads-and-media.md#media-keys-and-urls). */
  organization_logo: text(),
  homepage_header_image: text(),
  homepage_header_title: text(),
  /** Rich text (HTML), sanitized by the server with the allow-list of rich-text-policy.ts. */
  organization_story: text(),
  about_us_description: text(),
  /** What the person told the AI writer, kept so a regenerate starts from it. */
  about_org_context: text(),
  about_us_context: text(),

  display_organization_showpage_analytics: flag(),
  show_default_pages: flag(),
  show_terms_of_use: flag(),
  show_privacy_policy: flag(),
  show_login: flag(),
  show_section: flag(),
  organization_testimonial: websiteSectionSchema,
  organization_partners: websiteSectionSchema,
  organization_media: websiteSectionSchema,

  is_organization_domain: flag(),
  organization_domain: text(),

  organization_video: organizationVideoSchema,
  /** Set by the server from the video link; the browser's value is ignored. */
  is_you_tube_video: flag(),

  second_page_terms: flag(),
});
export type WebsiteForm = z.infer<typeof websiteFormSchema>;
export type WebsiteField = keyof WebsiteForm;

/** A new step 1: nothing filled, the site's default pages and login shown. */
export const emptyWebsiteForm: WebsiteForm = {
  ...websiteFormSchema.parse({}),
  show_default_pages: true,
  show_terms_of_use: true,
  show_privacy_policy: true,
  show_login: true,
};

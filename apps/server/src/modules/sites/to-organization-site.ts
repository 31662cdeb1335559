import { isMediaKey } from '@givecrowd/shared/media/media-url';
import { isWebLink } from '@givecrowd/shared/organization/formats';
import {
  organizationPostalAddress,
  postalAddressLines,
} from '@givecrowd/shared/organization/postal-address';
import type { RegistrationForm } from '@givecrowd/shared/organization/registration-form';
import {
  ANALYTICS_ID_PATTERN,
  type OrganizationSite,
  type SiteCampaign,
  type SiteContact,
  type SiteSection,
  type SiteStats,
  type SiteVideo,
} from '@givecrowd/shared/organization/site-api';
import { parseVideoLink } from '@givecrowd/shared/organization/video-link';
import { WEBSITE_SECTIONS, type WebsiteForm } from '@givecrowd/shared/organization/website-form';
import { formatPhone, toE164Phone } from '@givecrowd/shared/phone/phone-number';
import { isRichTextEmpty } from '@givecrowd/shared/rich-text/rich-text-policy';
import { sanitizeRichText } from '@/lib/sanitize-rich-text.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import { toHostOrganization } from './to-host-organization.ts';

type SiteInput = {
  row: Organization;
  campaigns: SiteCampaign[];
  /** Null unless the organization shows its analytics (only then are they counted). */
  stats: SiteStats | null;
  mediaBaseUrl: string;
  /** Shown before approval, to its owner or a reviewer (docs/product/verification.md#publication-and-preview). */
  preview: boolean;
  /** It takes gifts now (docs/product/donations.md#who-can-take-gifts): a Donate button. */
  acceptsDonations: boolean;
};

const keyOrNull = (key: string) => (isMediaKey(key) ? key : null);

function toVideo({ organization_video: video }: WebsiteForm): SiteVideo | null {
  const link = video.check ? parseVideoLink(video.url) : null;
  return link && { provider: link.provider, embed_url: link.embedUrl, name: video.name.trim() };
}

/** The sections shown: the site shows sections at all, this one is on, and it has entries. */
function toSections(form: WebsiteForm): SiteSection[] {
  if (!form.show_section) return [];
  return WEBSITE_SECTIONS.flatMap(({ key }) => {
    const section = form[key];
    const entries = section.list
      .filter((entry) => entry.name.trim() !== '' || entry.text.trim() !== '')
      .map((entry) => ({ ...entry, link: isWebLink(entry.link) ? entry.link.trim() : '' }));
    return section.to_display && entries.length > 0
      ? [{ key, heading: section.text.trim(), entries }]
      : [];
  });
}

/** The organization's public contact details; never its signatory's own email or phone. */
function toContact(form: RegistrationForm): SiteContact {
  const e164 = toE164Phone(form.organization_phone, form.country_code);
  const address = postalAddressLines({
    ...organizationPostalAddress(form),
    countryName: form.organization_country,
  });
  return {
    email: form.organization_email.trim() || null,
    phone: e164 ? { e164, display: formatPhone(e164, form.country_code) } : null,
    address,
  };
}

/**
 * What the site at an organization's host shows (docs/product/organization-sites.md): its saved
 * wizard content, the rich text cleaned again on the way out, only what its flags switch on.
 */
export function toOrganizationSite({
  row,
  campaigns,
  stats,
  mediaBaseUrl,
  preview,
  acceptsDonations,
}: SiteInput): OrganizationSite {
  const { form } = row;
  const richText = (html: string) => sanitizeRichText(html, { mediaBaseUrl });
  const aboutUs = richText(form.about_us_description);
  const showDefaultPages = form.show_default_pages;
  return {
    ...toHostOrganization(row),
    homepage_header_image: keyOrNull(form.homepage_header_image),
    homepage_header_title: form.homepage_header_title.trim(),
    organization_story: richText(form.organization_story),
    about_us_description: aboutUs,
    organization_video: toVideo(form),
    categories: form.organization_categories.map((category) => category.name),
    contact: toContact(form),
    campaigns,
    pages: {
      about_us: !isRichTextEmpty(aboutUs),
      terms_of_use: showDefaultPages && form.show_terms_of_use,
      privacy_policy: showDefaultPages && form.show_privacy_policy,
      login: form.show_login,
    },
    sections: toSections(form),
    stats,
    analytics_id:
      row.analyticsId && ANALYTICS_ID_PATTERN.test(row.analyticsId) ? row.analyticsId : null,
    preview,
    accepts_donations: acceptsDonations,
  };
}

import { mediaKeyFromUrl } from '@givecrowd/shared/media/media-url';
import { toWebLink } from '@givecrowd/shared/organization/formats';
import { parseOwnDomain } from '@givecrowd/shared/organization/own-domain';
import { parseVideoLink } from '@givecrowd/shared/organization/video-link';
import type { WebsiteForm, WebsiteSection } from '@givecrowd/shared/organization/website-form';
import { sanitizeRichText } from '@/lib/sanitize-rich-text.ts';

/** An image reference as its media key when it names one of ours; anything else stays, to be refused. */
function mediaReference(reference: string, mediaBaseUrl: string): string {
  const trimmed = reference.trim();
  return mediaKeyFromUrl({ mediaBaseUrl, url: trimmed }) ?? trimmed;
}

/** A pasted video link with its scheme (`youtu.be/…` → `https://youtu.be/…`). */
function videoAddress(typed: string): string {
  const trimmed = typed.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A section's entries with their links completed (`www.facebook.com/…` → `https://www.facebook.com/…`). */
function withWebLinks(section: WebsiteSection): WebsiteSection {
  return {
    ...section,
    list: section.list.map((entry) => ({ ...entry, link: toWebLink(entry.link) ?? entry.link })),
  };
}

/**
 * The step-1 form as the server will check and store it (docs/product/site-addresses.md): rich
 * text cleaned by the shared allow-list, images as media keys, the own domain normalized
 * ('https://WWW.Asha.org/' → 'www.asha.org'), the video link with its scheme and
 * `is_you_tube_video` decided from it, the section links with their scheme, and nothing of a switched-off domain or video. A value the
 * rules will refuse is kept as typed, so their message names it.
 */
export function normalizeWebsiteForm({
  form,
  mediaBaseUrl,
}: {
  form: WebsiteForm;
  mediaBaseUrl: string;
}): WebsiteForm {
  const video = form.organization_video;
  const videoLink = video.check ? parseVideoLink(video.url) : null;
  return {
    ...form,
    organization_logo: mediaReference(form.organization_logo, mediaBaseUrl),
    homepage_header_image: mediaReference(form.homepage_header_image, mediaBaseUrl),
    organization_story: sanitizeRichText(form.organization_story, { mediaBaseUrl }),
    about_us_description: sanitizeRichText(form.about_us_description, { mediaBaseUrl }),
    organization_domain: form.is_organization_domain
      ? (parseOwnDomain(form.organization_domain) ?? form.organization_domain)
      : '',
    organization_video: video.check
      ? { ...video, url: videoLink ? videoAddress(video.url) : video.url }
      : { url: '', name: '', check: false },
    is_you_tube_video: videoLink?.provider === 'youtube',
    organization_testimonial: withWebLinks(form.organization_testimonial),
    organization_partners: withWebLinks(form.organization_partners),
    organization_media: withWebLinks(form.organization_media),
  };
}

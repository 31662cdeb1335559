import { isRichTextEmpty } from '../rich-text/rich-text-policy.ts';
import {
  collectFieldErrors,
  createRuleBuilders,
  type FieldError,
  findInlineMessage,
  isBlank,
  type Rule,
} from '../rules/rule-kit.ts';
import { isHeaderTitleLength, toWebLink } from './formats.ts';
import { LATER_STEP_FORMAT_MESSAGES, REGISTRATION_MESSAGES } from './messages.ts';
import { parseOwnDomain } from './own-domain.ts';
import { parseVideoLink } from './video-link.ts';
import { WEBSITE_SECTIONS, type WebsiteField, type WebsiteForm } from './website-form.ts';
import { RICH_TEXT_MAX_LENGTH, WEBSITE_MESSAGES } from './website-messages.ts';

/** One step-1 rule (../rules/rule-kit.ts); format rules also show under the field while typing. */
export type WebsiteRule = Rule<WebsiteForm, WebsiteField>;

const { rule, formatRule } = createRuleBuilders<WebsiteForm, WebsiteField>();

const tooLong = (html: string) => html.length > RICH_TEXT_MAX_LENGTH;

/**
 * Step 1's rules in order (docs/product/wizard.md#step-1-rules): story, about us, header title,
 * own domain when chosen, video when chosen, the links of the sections, terms. Logo and header
 * image are optional. Whether a domain is another organization's is the server's check.
 */
export const WEBSITE_RULES: readonly WebsiteRule[] = [
  rule('organization_story', WEBSITE_MESSAGES.storyRequired, (form) =>
    isRichTextEmpty(form.organization_story),
  ),
  formatRule('organization_story', WEBSITE_MESSAGES.richTextTooLong, (form) =>
    tooLong(form.organization_story),
  ),
  rule('about_us_description', WEBSITE_MESSAGES.aboutUsRequired, (form) =>
    isRichTextEmpty(form.about_us_description),
  ),
  formatRule('about_us_description', WEBSITE_MESSAGES.richTextTooLong, (form) =>
    tooLong(form.about_us_description),
  ),
  rule('homepage_header_title', WEBSITE_MESSAGES.headerTitleRequired, (form) =>
    isBlank(form.homepage_header_title),
  ),
  formatRule(
    'homepage_header_title',
    LATER_STEP_FORMAT_MESSAGES.headerTitleLength,
    (form) => !isHeaderTitleLength(form.homepage_header_title),
  ),
  rule(
    'organization_domain',
    WEBSITE_MESSAGES.domainRequired,
    (form) => form.is_organization_domain && isBlank(form.organization_domain),
  ),
  formatRule(
    'organization_domain',
    WEBSITE_MESSAGES.domainInvalid,
    (form) =>
      form.is_organization_domain &&
      !isBlank(form.organization_domain) &&
      parseOwnDomain(form.organization_domain) === null,
  ),
  rule(
    'organization_video',
    WEBSITE_MESSAGES.videoRequired,
    (form) => form.organization_video.check && isBlank(form.organization_video.url),
  ),
  formatRule(
    'organization_video',
    WEBSITE_MESSAGES.videoInvalid,
    (form) =>
      form.organization_video.check &&
      !isBlank(form.organization_video.url) &&
      parseVideoLink(form.organization_video.url) === null,
  ),
  ...WEBSITE_SECTIONS.map(({ key }) =>
    formatRule(key, REGISTRATION_MESSAGES.agreementLinkInvalid, (form) =>
      form[key].list.some((entry) => !isBlank(entry.link) && toWebLink(entry.link) === null),
    ),
  ),
  rule('second_page_terms', REGISTRATION_MESSAGES.termsRequired, (form) => !form.second_page_terms),
];

export type WebsiteFieldError = FieldError<WebsiteField>;

/**
 * Every field the form fails, once, with its first failing message, in rule order; the first is
 * the banner on Next and the server's 400 `message`. Empty when step 1 passes.
 */
export function validateWebsiteStep(form: WebsiteForm): WebsiteFieldError[] {
  return collectFieldErrors({ rules: WEBSITE_RULES, input: form });
}

/**
 * The text under one field while the person types: its first failing format rule, or null. An
 * empty field has no format message; its required rule speaks on Next.
 */
export function validateWebsiteField(field: WebsiteField, form: WebsiteForm): string | null {
  return findInlineMessage({ rules: WEBSITE_RULES, field, input: form });
}

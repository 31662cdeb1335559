import { fillTemplate } from '../i18n/fill-template.ts';

/** The step-1 texts that follow a setting, filled in by WEBSITE_MESSAGES. */
export const WEBSITE_MESSAGE_TEMPLATES = {
  richTextTooLong: 'This text is too long: please keep it under {{max}} characters.',
} as const;

/** The longest rich text (its HTML) a page-2 field keeps. */
export const RICH_TEXT_MAX_LENGTH = 50_000;

/**
 * Step 1 (Create website) messages, docs/product/wizard.md#step-1-create-website. Texts the spec
 * gives are copied exactly; the ones it leaves unnamed are marked "(ours)". The header title's
 * length text and the terms text are the ones of messages.ts.
 */
export const WEBSITE_MESSAGES = {
  storyRequired: 'Please give us some information about your organization',
  aboutUsRequired: 'Please provide about us description',
  headerTitleRequired: 'Please provide home page description',
  /** (ours) */
  domainRequired: 'Please enter your domain name.',
  /** (ours) */
  domainInvalid: 'Please enter a domain name like example.org, without http:// or a path.',
  /** (ours) */
  domainOfPlatform:
    'Please enter a domain of your own: addresses on our platform are given for you.',
  /** (ours) */
  domainTaken: 'Another organization already uses this domain.',
  /** (ours) */
  videoRequired: 'Please enter the link to your video.',
  /** (ours) */
  videoInvalid: 'Please enter a YouTube or Vimeo video link.',
  /** (ours) */
  richTextTooLong: fillTemplate(WEBSITE_MESSAGE_TEMPLATES.richTextTooLong, {
    max: RICH_TEXT_MAX_LENGTH,
  }),
  subdomainFailed:
    "There was an error while creating the subdomain.Please verify the domain name in the organizations settings page. If it's not updated, kindly reach out to us for assistance.",
  /** (ours) */
  logoNotYours: 'Please upload the logo again.',
  /** (ours) */
  headerImageNotYours: 'Please upload the home page header image again.',
  /** (ours) */
  domainNotChosen: 'Please choose your own domain and save this step before checking it.',
  /** (ours) */
  domainRecordNotFound:
    'We could not find the TXT record on your domain yet. DNS changes can take a few hours to appear; please check again later.',
  /** (ours) */
  domainVerified: 'Your domain is verified.',
} as const;

import { fillTemplate } from '../i18n/fill-template.ts';

/** The campaign texts that follow a setting, filled in by CAMPAIGN_MESSAGES. */
export const CAMPAIGN_MESSAGE_TEMPLATES = {
  titleLength: 'Please keep the title between {{min}} and {{max}} characters.',
  goalTooLarge: 'The goal can be at most {{max}}.',
  endDateTooLate: 'Please choose an end date within {{years}} years.',
  eventDateTooLate: 'Please choose an event date within {{years}} years.',
  updateTooLong: 'Please keep the update within {{max}} characters.',
} as const;

/** The shortest and longest campaign or event title, in characters once trimmed. */
export const CAMPAIGN_TITLE_MIN = 10;
export const CAMPAIGN_TITLE_MAX = 80;
/** The largest goal, in whole rupees or dollars. */
export const CAMPAIGN_GOAL_MAX = 1_000_000_000;
/** How far ahead an end date (an event's date) may be, in years from today. */
export const CAMPAIGN_END_YEARS_MAX = 5;
/** The longest update an owner posts, in characters once trimmed. */
export const CAMPAIGN_UPDATE_MAX = 5000;

/**
 * Creating a campaign or an event, and its public page (docs/product/public-pages.md). The spec
 * names none of these, so all are ours; the category, story-length and organization texts reuse
 * the wizard's.
 */
export const CAMPAIGN_MESSAGES = {
  /** (ours) */
  organizationRequired: 'Please choose the organization.',
  /** (ours) */
  titleRequired: 'Please enter a title.',
  /** (ours) */
  titleLength: fillTemplate(CAMPAIGN_MESSAGE_TEMPLATES.titleLength, {
    min: CAMPAIGN_TITLE_MIN,
    max: CAMPAIGN_TITLE_MAX,
  }),
  /** (ours) */
  goalRequired: 'Please enter the goal amount.',
  /** (ours) */
  goalInvalid: 'Please enter the goal as a whole amount greater than zero.',
  /** (ours) */
  goalTooLarge: fillTemplate(CAMPAIGN_MESSAGE_TEMPLATES.goalTooLarge, {
    max: CAMPAIGN_GOAL_MAX.toLocaleString('en-US'),
  }),
  /** (ours) */
  endDateRequired: 'Please choose the end date.',
  /** (ours) */
  endDateInvalid: 'Please choose an end date after today.',
  /** (ours) */
  eventDateRequired: 'Please choose the date of the event.',
  /** (ours) */
  eventDateInvalid: 'Please choose an event date after today.',
  /** (ours) */
  endDateTooLate: fillTemplate(CAMPAIGN_MESSAGE_TEMPLATES.endDateTooLate, {
    years: CAMPAIGN_END_YEARS_MAX,
  }),
  /** (ours) */
  eventDateTooLate: fillTemplate(CAMPAIGN_MESSAGE_TEMPLATES.eventDateTooLate, {
    years: CAMPAIGN_END_YEARS_MAX,
  }),
  /** (ours) */
  imageRequired: 'Please upload an image.',
  /** (ours) */
  storyRequired: 'Please tell supporters what you are raising funds for.',
  /** (ours) The image is not the caller's own upload for campaigns. */
  imageNotYours: 'Please upload the image again.',
  /** (ours) The organization is still a draft. */
  organizationNotSubmitted: 'Please submit this organization before creating its campaigns.',
  /** (ours) */
  organizationRejected: 'This organization was not approved, so it cannot have campaigns.',
  /** (ours) */
  slugExhausted: 'Could not name the campaign. Please try again.',
  /** (ours) */
  notFound: 'Campaign not found.',
  /** (ours) An edit would set the goal below what the campaign has raised. */
  goalBelowRaised: 'The goal cannot be less than what has already been raised.',
  /** (ours) The campaign's page, and a gift's 409, once its owner closed it. */
  closed: 'This campaign is closed.',
  /** (ours) */
  saved: 'The campaign is saved.',
  /** (ours) */
  closedNow: 'The campaign is closed. It takes no gifts until you reopen it.',
  /** (ours) */
  reopened: 'The campaign is open again.',
  /** (ours) Reopening once its end date has passed. */
  reopenAfterEnd: 'This campaign has ended. Choose a later end date before reopening it.',
  /** (ours) */
  updateRequired: 'Please write the update.',
  /** (ours) */
  updateTooLong: fillTemplate(CAMPAIGN_MESSAGE_TEMPLATES.updateTooLong, {
    max: CAMPAIGN_UPDATE_MAX,
  }),
  /** (ours) */
  updatePosted: 'The update is posted.',
} as const;

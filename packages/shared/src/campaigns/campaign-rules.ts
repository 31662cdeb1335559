import { isIsoDate } from '../organization/formats.ts';
import { REGISTRATION_MESSAGES } from '../organization/messages.ts';
import { RICH_TEXT_MAX_LENGTH, WEBSITE_MESSAGES } from '../organization/website-messages.ts';
import { isRichTextEmpty } from '../rich-text/rich-text-policy.ts';
import {
  collectFieldErrors,
  createRuleBuilders,
  type FieldError,
  isBlank,
  type Rule,
} from '../rules/rule-kit.ts';
import { latestEndDate } from './campaign-dates.ts';
import { type CampaignField, type CampaignForm, parseGoal } from './campaign-form.ts';
import {
  CAMPAIGN_GOAL_MAX,
  CAMPAIGN_TITLE_MAX,
  CAMPAIGN_TITLE_MIN,
  CAMPAIGN_MESSAGES as M,
} from './campaign-messages.ts';

/** What every rule reads: the form, and the caller's today (YYYY-MM-DD). */
type RuleInput = { form: CampaignForm; today: string };

const { rule } = createRuleBuilders<RuleInput, CampaignField>();

const isEvent = (form: CampaignForm) => form.kind === 'event';
const isAfterToday = (date: string, today: string) => isIsoDate(date) && date > today;
/** Both are YYYY-MM-DD with four-digit years (the rule before checked `date`), so text order is date order. */
const isTooLate = (date: string, today: string) => date > latestEndDate(today);

/**
 * The rules in the form's order (docs/product/public-pages.md#rules): organization, title,
 * category, goal, end date (an event's date), image, story. Which organizations are the caller's,
 * which categories exist and whose upload the image is are the server's checks.
 */
export const CAMPAIGN_RULES: readonly Rule<RuleInput, CampaignField>[] = [
  rule('organization', M.organizationRequired, ({ form }) => isBlank(form.organization)),
  rule('title', M.titleRequired, ({ form }) => isBlank(form.title)),
  rule('title', M.titleLength, ({ form }) => {
    const { length } = form.title.trim();
    return length < CAMPAIGN_TITLE_MIN || length > CAMPAIGN_TITLE_MAX;
  }),
  rule('category', REGISTRATION_MESSAGES.categoryRequired, ({ form }) => isBlank(form.category)),
  rule('goal', M.goalRequired, ({ form }) => isBlank(form.goal)),
  rule('goal', M.goalInvalid, ({ form }) => !parseGoal(form.goal)),
  rule('goal', M.goalTooLarge, ({ form }) => (parseGoal(form.goal) ?? 0) > CAMPAIGN_GOAL_MAX),
  rule('end_date', M.endDateRequired, ({ form }) => !isEvent(form) && isBlank(form.end_date)),
  rule('end_date', M.eventDateRequired, ({ form }) => isEvent(form) && isBlank(form.end_date)),
  rule(
    'end_date',
    M.endDateInvalid,
    ({ form, today }) => !isEvent(form) && !isAfterToday(form.end_date, today),
  ),
  rule(
    'end_date',
    M.eventDateInvalid,
    ({ form, today }) => isEvent(form) && !isAfterToday(form.end_date, today),
  ),
  rule(
    'end_date',
    M.endDateTooLate,
    ({ form, today }) => !isEvent(form) && isTooLate(form.end_date, today),
  ),
  rule(
    'end_date',
    M.eventDateTooLate,
    ({ form, today }) => isEvent(form) && isTooLate(form.end_date, today),
  ),
  rule('image', M.imageRequired, ({ form }) => isBlank(form.image)),
  rule('story', M.storyRequired, ({ form }) => isRichTextEmpty(form.story)),
  rule('story', WEBSITE_MESSAGES.richTextTooLong, ({ form }) => {
    return form.story.length > RICH_TEXT_MAX_LENGTH;
  }),
];

export type CampaignFieldError = FieldError<CampaignField>;

/**
 * Every failing field once, with its first message, in rule order; the first is the banner on
 * submit and the server's 400 `message`. Empty when the form passes.
 */
export function validateCampaign(form: CampaignForm, today: string): CampaignFieldError[] {
  return collectFieldErrors({ rules: CAMPAIGN_RULES, input: { form, today } });
}

/** What an edit is checked against: the campaign as it stands. */
export type CampaignAsItStands = {
  /** Its end date (YYYY-MM-DD), which an edit may keep even once it has passed. */
  end_date: string;
  /** What it has raised, in whole rupees or dollars. */
  raised: number;
};

type EditInput = RuleInput & { current: CampaignAsItStands };

/**
 * The create form's rules for an edit (docs/product/public-pages.md#editing-a-campaign): the end
 * date's only when it changes, so a campaign whose date has passed can still have its story
 * corrected, and after the goal's own rules, a goal no lower than what was raised.
 */
const CAMPAIGN_EDIT_RULES: readonly Rule<EditInput, CampaignField>[] = CAMPAIGN_RULES.flatMap(
  (entry): Rule<EditInput, CampaignField>[] => {
    if (entry.field === 'end_date') {
      return [{ ...entry, when: ({ form, current }) => form.end_date.trim() !== current.end_date }];
    }
    if (entry.message !== M.goalTooLarge) return [entry];
    const belowRaised: Rule<EditInput, CampaignField> = {
      field: 'goal',
      message: M.goalBelowRaised,
      fails: ({ form, current }) => (parseGoal(form.goal) ?? 0) < current.raised,
    };
    return [entry, belowRaised];
  },
);

/** As validateCampaign, for an edit of the campaign `current`. */
export function validateCampaignEdit(
  form: CampaignForm,
  { today, current }: { today: string; current: CampaignAsItStands },
): CampaignFieldError[] {
  return collectFieldErrors({ rules: CAMPAIGN_EDIT_RULES, input: { form, today, current } });
}

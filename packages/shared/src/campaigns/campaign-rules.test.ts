import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../organization/messages.ts';
import { RICH_TEXT_MAX_LENGTH, WEBSITE_MESSAGES } from '../organization/website-messages.ts';
import { type CampaignForm, emptyCampaignForm, parseGoal } from './campaign-form.ts';
import { CAMPAIGN_MESSAGES as M } from './campaign-messages.ts';
import { validateCampaign, validateCampaignEdit } from './campaign-rules.ts';

const today = '2030-03-10';

const valid: CampaignForm = {
  organization: 'seva-trust',
  kind: 'campaign',
  title: 'Night school lamps',
  category: 'Education',
  goal: '1,50,000',
  end_date: '2030-04-30',
  image: 'campaign-assets/lamps.webp',
  story: '<p>Solar lamps for 40 evening classes.</p>',
};

const messagesOf = (form: CampaignForm) => validateCampaign(form, today).map((e) => e.message);

describe('validateCampaign', () => {
  it('passes a complete campaign', () => {
    expect(validateCampaign(valid, today)).toEqual([]);
  });

  it('names every field of an empty form, in the form’s order', () => {
    expect(validateCampaign(emptyCampaignForm, today)).toEqual([
      { field: 'organization', message: M.organizationRequired },
      { field: 'title', message: M.titleRequired },
      { field: 'category', message: REGISTRATION_MESSAGES.categoryRequired },
      { field: 'goal', message: M.goalRequired },
      { field: 'end_date', message: M.endDateRequired },
      { field: 'image', message: M.imageRequired },
      { field: 'story', message: M.storyRequired },
    ]);
  });

  it('speaks of the event’s date for an event', () => {
    expect(messagesOf({ ...valid, kind: 'event', end_date: '' })).toEqual([M.eventDateRequired]);
    expect(messagesOf({ ...valid, kind: 'event', end_date: today })).toEqual([M.eventDateInvalid]);
  });

  it.each([
    ['Short', [M.titleLength]],
    ['  Ten chars!  ', []],
    ['x'.repeat(81), [M.titleLength]],
    ['x'.repeat(80), []],
  ])('checks the title length of %j', (title, messages) => {
    expect(messagesOf({ ...valid, title })).toEqual(messages);
  });

  it.each([
    ['0', M.goalInvalid],
    ['-5', M.goalInvalid],
    ['12.50', M.goalInvalid],
    ['$ 12,000.50', M.goalInvalid],
    ['ten thousand', M.goalInvalid],
    ['1000000001', M.goalTooLarge],
  ])('refuses the goal %j', (goal, message) => {
    expect(messagesOf({ ...valid, goal })).toEqual([message]);
  });

  it.each([
    ['2030-03-09', M.endDateInvalid],
    [today, M.endDateInvalid],
    ['2030-02-30', M.endDateInvalid],
    ['30/04/2030', M.endDateInvalid],
    ['0000-01-01', M.endDateInvalid],
    ['275760-09-13', M.endDateInvalid],
    ['2035-03-11', M.endDateTooLate],
    ['9999-12-31', M.endDateTooLate],
  ])('refuses the end date %j', (end_date, message) => {
    expect(messagesOf({ ...valid, end_date })).toEqual([message]);
  });

  it('accepts tomorrow, and five years from today at the latest', () => {
    expect(messagesOf({ ...valid, end_date: '2030-03-11' })).toEqual([]);
    expect(messagesOf({ ...valid, end_date: '2035-03-10' })).toEqual([]);
    expect(M.endDateTooLate).toBe('Please choose an end date within 5 years.');
  });

  it('speaks of the event’s date when it is too far ahead', () => {
    expect(messagesOf({ ...valid, kind: 'event', end_date: '9999-12-31' })).toEqual([
      M.eventDateTooLate,
    ]);
  });

  it('counts a story of empty paragraphs as missing, and refuses one too long', () => {
    expect(messagesOf({ ...valid, story: '<p> </p><p>&nbsp;</p>' })).toEqual([M.storyRequired]);
    const story = `<p>${'a'.repeat(RICH_TEXT_MAX_LENGTH)}</p>`;
    expect(messagesOf({ ...valid, story })).toEqual([WEBSITE_MESSAGES.richTextTooLong]);
  });
});

describe('parseGoal', () => {
  it.each([
    ['150000', 150_000],
    ['1,50,000', 150_000],
    ['150 000', 150_000],
    ['₹ 50,000', 50_000],
    ['$2,500', 2_500],
    ['S$900', 900],
    [' 75 ', 75],
    ['£12,000', 12_000],
    ['₹15,00,000', 1_500_000],
    ['$ 12,000', 12_000],
    ['Rs. 5,000', 5_000],
    ['INR 2,500', 2_500],
    ['12,000.00', 12_000],
  ])('reads %j as %d', (typed, amount) => {
    expect(parseGoal(typed)).toBe(amount);
  });

  it.each(['', '12.5', '$ 12,000.50', '1e5', '-3', 'abc', '₹', '12 apples', '9'.repeat(16)])(
    'reads %j as nothing',
    (typed) => {
      expect(parseGoal(typed)).toBeNull();
    },
  );
});

describe('validateCampaignEdit', () => {
  const current = { end_date: '2030-04-30', raised: 20_000 };
  const edit = (form: Partial<CampaignForm>, asItStands = current) =>
    validateCampaignEdit({ ...valid, ...form }, { today, current: asItStands });

  it('passes the campaign as it stands', () => {
    expect(edit({})).toEqual([]);
  });

  it('refuses a goal below what was raised, after the goal’s own rules', () => {
    expect(edit({ goal: '19,999' })).toEqual([{ field: 'goal', message: M.goalBelowRaised }]);
    expect(edit({ goal: '20000' })).toEqual([]);
    expect(edit({ goal: '' })).toEqual([{ field: 'goal', message: M.goalRequired }]);
  });

  it('keeps an end date that has passed, and checks a new one', () => {
    const ended = { end_date: '2030-01-31', raised: 0 };
    expect(edit({ end_date: '2030-01-31' }, ended)).toEqual([]);
    expect(edit({ end_date: '2030-02-01' }, ended)).toEqual([
      { field: 'end_date', message: M.endDateInvalid },
    ]);
  });
});

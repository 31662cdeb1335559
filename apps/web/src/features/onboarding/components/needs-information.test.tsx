import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PATH, draftAnswer, draftAtStepTwo, SLUG } from '@/api/get-draft.fixture';
import {
  openStepTwo,
  savedAnswer,
} from '@/features/onboarding/steps/payments/payments-step.fixture';
import type { Answer } from '@/test/serve-api';

const WEBSITE = {
  organization_story: '<p>We teach children to read.</p>',
  about_us_description: '<p>Founded by parents in 2015.</p>',
  homepage_header_title: 'Every child reads by ten',
  second_page_terms: true,
  third_page_terms: true,
};
const PLAN = {
  is_plan_purchased: true,
  plan_name: 'Starter',
  plan_type: 'recurring' as const,
  amount: 2999,
  currency: 'INR' as const,
  period: 'Quarterly' as const,
  purchased_at: '2030-01-01T00:00:00.000Z',
};
const submitted = (status: string, form: object = {}) =>
  draftAtStepTwo({
    form: { ...WEBSITE, ...form },
    payments: { pricing_plan_data: PLAN },
    extra: { status, progress_page: 4, version: 9 },
  });
const reviewAnswer = (requested: { field: string; note: string }[]): Answer => ({
  status: 200,
  body: {
    status: true,
    data: {
      slug: SLUG,
      status: 'needs_information',
      grant_status: 'none',
      requested_fields: requested,
      timeline: [],
      expiries: [],
    },
  },
});
const REVIEW_PATH = `GET /api/organization/${SLUG}/review`;
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the wizard of an organization that needs information', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists a requested document and leads to its upload in the Documents section', async () => {
    openStepTwo({
      path: `/organization/partner-onboarding?slug=${SLUG}`,
      answers: {
        [DRAFT_PATH]: draftAnswer(submitted('needs_information')),
        [REVIEW_PATH]: reviewAnswer([{ field: 'document:pan_card', note: 'Please add it.' }]),
        [`GET /api/organizations/${SLUG}/documents`]: {
          status: 200,
          body: {
            status: true,
            data: {
              documents: [],
              asked: ['registration_certificate', 'pan_card'],
              missing: ['registration_certificate', 'pan_card'],
            },
          },
        },
      },
    });
    const alert = await screen.findByRole('note', { name: /asked for more information/ });
    const item = within(alert).getByRole('button', { name: 'Registration: Document: PAN card' });
    const row = await screen.findByRole('group', { name: 'PAN card' });
    expect(row).toHaveAccessibleDescription("Reviewer's note: Please add it.");
    const upload = within(row).getByRole('button', { name: 'Upload PAN card' });
    expect(upload).toBeEnabled();
    await userEvent.click(item);
    await waitFor(() => expect(upload).toHaveFocus());
  });

  it('edits only the requested fields, each described by its note, and resubmits', async () => {
    const { calls } = openStepTwo({
      path: `/organization/partner-onboarding?slug=${SLUG}`,
      answers: {
        [DRAFT_PATH]: draftAnswer(submitted('needs_information')),
        [REVIEW_PATH]: reviewAnswer([
          { field: 'organization_city', note: 'Which city?' },
          { field: 'homepage_header_title', note: 'Say what you do.' },
        ]),
        'POST /api/organization/create/page/1': savedAnswer(
          submitted('needs_information', { organization_city: 'Mumbai' }),
        ),
        'POST /api/organization/create/page/2': savedAnswer(
          submitted('needs_information', { homepage_header_title: 'Evening reading classes' }),
        ),
        'POST /api/organization/create/page/4': savedAnswer(submitted('resubmitted')),
      },
    });

    // It opens on the step of the first field asked about, and lists what was asked.
    const alert = await screen.findByRole('note', { name: /asked for more information/ });
    expect(
      within(alert)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Registration: City', 'Create website: Home page header title']);
    const city = await screen.findByRole('textbox', { name: 'City' });
    expect(city).not.toHaveAttribute('readonly');
    expect(city).toHaveAccessibleDescription("Reviewer's note: Which city?");
    for (const locked of ['Organization name', 'Address line 1', 'Organization email']) {
      expect(textbox(locked)).toHaveAttribute('readonly');
    }
    expect(textbox('Country')).toHaveValue('India');
    expect(screen.queryByRole('button', { name: 'India' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify phone' })).not.toBeInTheDocument();

    await userEvent.clear(city);
    await userEvent.type(city, 'Mumbai');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your website' })).toBeVisible();
    const page1 = calls.find((call) => call.path.endsWith('/page/1'));
    expect(page1?.body).toMatchObject({
      slug: SLUG,
      version: 9,
      organization_city: 'Mumbai',
      organization_name: 'Helping Hands Foundation',
    });

    const title = textbox('Home page header title');
    expect(title).not.toHaveAttribute('readonly');
    expect(title).toHaveAccessibleDescription(/Reviewer's note: Say what you do\./);
    // A rich text not asked about is shown, not edited.
    expect(screen.getByRole('group', { name: /^About organization/ })).toHaveTextContent(
      'We teach children to read.',
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Evening reading classes');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Accounts and payment' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Your changes are sent for verification.' }),
    ).toBeVisible();
    expect(screen.getByText('We will verify and let you know.')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/page/4'))?.body).toMatchObject({
      slug: SLUG,
      third_page_terms: true,
    });
  });

  it('moves on without saving a step that has nothing to fix', async () => {
    const { calls } = openStepTwo({
      path: `/organization/partner-onboarding?slug=${SLUG}`,
      answers: {
        [DRAFT_PATH]: draftAnswer(submitted('needs_information')),
        [REVIEW_PATH]: reviewAnswer([{ field: 'homepage_header_title', note: 'Say more.' }]),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your website' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Organization details' }),
    ).toBeVisible();
    expect(textbox('City')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your website' })).toBeVisible();
    expect(calls.some((call) => call.method === 'POST' && call.path.includes('/page/'))).toBe(
      false,
    );
  });

  it("shows the server's refusal of a field that was not asked about", async () => {
    openStepTwo({
      path: `/organization/partner-onboarding?slug=${SLUG}`,
      answers: {
        [DRAFT_PATH]: draftAnswer(submitted('needs_information')),
        [REVIEW_PATH]: reviewAnswer([{ field: 'organization_city', note: 'Which city?' }]),
        'POST /api/organization/create/page/1': {
          status: 409,
          body: { status: false, message: REVIEW_MESSAGES.onlyRequestedFields },
        },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'City' }), ' East');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.onlyRequestedFields),
    );
  });

  it('shows no step while the requested fields cannot be loaded, and asks again', async () => {
    const failure: Answer = { status: 503, body: { status: false, message: 'Try again later.' } };
    openStepTwo({
      path: `/organization/partner-onboarding?slug=${SLUG}`,
      answers: {
        [DRAFT_PATH]: draftAnswer(submitted('needs_information')),
        [REVIEW_PATH]: [
          failure,
          failure,
          reviewAnswer([{ field: 'organization_city', note: 'Which city?' }]),
        ],
      },
    });
    expect(
      await screen.findByText(
        'We could not load what the reviewer asked for',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'City' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});

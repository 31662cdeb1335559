import { validUsNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import type { PricingPlanData } from '@givecrowd/shared/payments/payments-api';
import { SUCCESS_MESSAGES as S } from '@givecrowd/shared/payments/payments-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PATH, draftAtStepTwo, SLUG } from '@/api/get-draft.fixture';
import {
  openStepTwo,
  plansAnswer,
} from '@/features/onboarding/steps/payments/payments-step.fixture';
import { readProgress } from '@/lib/wizard-progress';

const purchased: PricingPlanData = {
  is_plan_purchased: true,
  plan_name: 'Starter',
  plan_type: 'recurring',
  amount: 49,
  currency: 'USD',
  period: 'Quarterly',
  purchased_at: '2030-01-01T09:00:00.000Z',
};

/** A US NGO submitted with a plan and an account whose onboarding is not finished. */
const submittedDraft = (status = 'submitted') => ({
  status: 200,
  body: {
    status: true,
    data: {
      organization: {
        ...draftAtStepTwo({
          form: { ...validUsNgo, third_page_terms: true },
          payments: {
            payment_provider: 'sandbox',
            stripe_account_id: 'acct_1',
            payment_onboarded: false,
            pricing_plan_data: purchased,
          },
        }),
        status,
        progress_page: 4,
      },
    },
  },
});

const answers = (status?: string) => ({
  [DRAFT_PATH]: submittedDraft(status),
  'GET /api/payments/stripe/onboarding-status?account_id=acct_1': {
    status: 200,
    body: { status: true, onboarded: false, url: 'https://connect.test/onboard/acct_1' },
  },
  'GET /api/pricing-plans': plansAnswer,
});

describe('the wizard of a submitted organization', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens at step 2, read-only, with the payment onboarding to continue and nothing to save', async () => {
    const { calls } = openStepTwo({
      answers: answers(),
      path: `/organization/partner-onboarding?slug=${SLUG}`,
    });
    expect(
      await screen.findByRole('note', { name: 'This organization has been submitted' }),
    ).toHaveTextContent('Your payment onboarding is not finished');
    expect(await screen.findByRole('heading', { name: 'Accounts and payment' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /Continue/ })).toHaveAttribute(
      'href',
      'https://connect.test/onboard/acct_1',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    // Nothing of it is continued as a draft of this browser.
    expect(readProgress()).toBeNull();

    // Back and Next only move between the steps; every field is read-only, nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const email = await screen.findByRole('textbox', { name: 'Organization email' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue(validUsNgo.organization_email);
    await userEvent.type(email, 'x');
    expect(email).toHaveValue(validUsNgo.organization_email);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your website' })).toBeVisible();
    const saves = calls.filter(
      ({ method, path }) => method === 'POST' && path !== '/api/analytics/events',
    );
    expect(saves).toEqual([]);
  });

  it('links an approved organization to its settings', async () => {
    openStepTwo({
      answers: answers('approved'),
      path: `/organization/partner-onboarding?slug=${SLUG}`,
    });
    expect(await screen.findByRole('link', { name: 'Open settings' })).toHaveAttribute(
      'href',
      `/organizations/${SLUG}/settings`,
    );
  });

  it('shows the success screen again when the page is reloaded just after Submit', async () => {
    openStepTwo({
      answers: answers(),
      path: `/organization/partner-onboarding?slug=${SLUG}&submitted=1`,
    });
    expect(await screen.findByRole('heading', { name: S.created })).toBeVisible();
    expect(screen.getByText(S.onboardingIncomplete)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Accounts and payment' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Partner onboarding'));
  });

  it('keeps the title the wizard had before a checkout', async () => {
    sessionStorage.setItem('wizardPage', 'createOrganization');
    openStepTwo({
      answers: {
        ...answers(),
        [DRAFT_PATH]: {
          status: 200,
          body: { status: true, data: { organization: draftAtStepTwo({ form: validUsNgo }) } },
        },
      },
      path: `/organization/partner-onboarding?slug=${SLUG}&checkout_cancelled=1`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Organization' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Create Organization'));
  });
});

import { validUsNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { PAYMENTS_MESSAGES as P } from '@givecrowd/shared/payments/payments-messages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PATH, draftAnswer, draftAtStepTwo, SLUG } from '@/api/get-draft.fixture';
import { openStepTwo } from './payments-step.fixture';

const usNgo = draftAtStepTwo({ form: validUsNgo });
const connected = draftAtStepTwo({
  form: validUsNgo,
  payments: { payment_provider: 'sandbox', stripe_account_id: 'acct_1' },
});
const STATUS_PATH = 'GET /api/payments/stripe/onboarding-status?account_id=acct_1';
/** The owner's own link the status answers: a re-connect link the server signed for them. */
const OWN_LINK =
  'http://localhost:3000/api/payments/stripe/re-connect?stripe=refresh_url&account_id=acct_1&domain=http%3A%2F%2Flocalhost%3A3000&type=create&signature=1893488400.owner-signature';
const status = (onboarded: boolean) => ({
  status: 200,
  body: { status: true, onboarded, url: OWN_LINK },
});

describe('step 2 outside India', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('connects the account, opens its onboarding in a new tab and reads the status again on return', async () => {
    const { calls } = openStepTwo({
      answers: {
        [DRAFT_PATH]: [draftAnswer(usNgo), draftAnswer(connected)],
        'POST /api/payments/stripe/connect': [
          { status: 503, body: { status: false, message: P.providerUnavailable } },
          {
            status: 200,
            body: {
              status: true,
              account_id: 'acct_1',
              data: { url: '/sandbox/payments/onboard/acct_1' },
            },
          },
        ],
        [STATUS_PATH]: [status(false), status(true)],
      },
    });
    expect(
      await screen.findByText(
        'Your organization is created in United States. Your payment provider account must be in the same country.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Add domestic bank account' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Connect with Stripe' }));
    expect(await screen.findByText(P.providerUnavailable)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    const link = await screen.findByRole('link', { name: /^Continue/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(await screen.findByText('Onboarding not finished')).toBeVisible();
    // The status's own link, kept fresh, once it is read; the connect answer's until then.
    expect(link).toHaveAttribute('href', OWN_LINK);
    expect(calls.find((call) => call.path === '/api/payments/stripe/connect')?.body).toEqual({
      business_type: 'non_profit',
      email: validUsNgo.organization_email,
      country: 'US',
      country_name: 'United States',
      domain: window.location.origin,
      slug: SLUG,
    });

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Onboarding complete')).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/api/organization/create/'))).toHaveLength(
      3,
    );
  });

  it("continues an existing account's onboarding through the link the server gave its owner", async () => {
    openStepTwo({
      answers: { [DRAFT_PATH]: draftAnswer(connected), [STATUS_PATH]: status(false) },
    });
    const link = await screen.findByRole('link', { name: /^Continue/ });
    expect(link).toHaveAttribute('href', OWN_LINK);
    expect(screen.queryByRole('button', { name: 'Connect with Stripe' })).toBeNull();
  });

  it('offers no onboarding link while the status, and so the link, cannot be read', async () => {
    openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(connected),
        [STATUS_PATH]: { status: 503, body: { status: false, message: P.providerUnavailable } },
      },
    });
    expect(await screen.findByText(P.providerUnavailable)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Continue/ })).toBeNull();
  });

  it('asks an NGO without an account to connect one on Submit, marking the button', async () => {
    openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(
          draftAtStepTwo({
            form: { ...validUsNgo, third_page_terms: true },
            payments: { plan_waived: true },
          }),
        ),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(P.connectStripe);
    const connect = screen.getByRole('button', { name: 'Connect with Stripe' });
    await waitFor(() => expect(connect).toHaveFocus());
    expect(connect).toHaveAccessibleDescription(P.connectStripe);
  });

  it('asks for a plan outside India in its own words', async () => {
    openStepTwo({
      answers: {
        [DRAFT_PATH]: draftAnswer(
          draftAtStepTwo({
            form: { ...validUsNgo, organization_type: 'company', third_page_terms: true },
          }),
        ),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(P.purchasePlan);
  });
});

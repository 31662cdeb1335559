import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import {
  validIndiaNgo,
  validUsNgo,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import { SUCCESS_MESSAGES as S } from '@givecrowd/shared/payments/payments-messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftAtStepTwo } from '@/api/get-draft.fixture';
import { renderRoutes } from '@/test/render';
import { SuccessScreen } from './success-screen';

function showSuccess(organization: object) {
  renderRoutes(
    [
      {
        path: '/',
        Component: () => <SuccessScreen organization={organization as DraftOrganization} />,
      },
    ],
    '/',
  );
}

describe('the success screen', () => {
  it('tells an Indian organization that we verify, with focus on its heading', async () => {
    showSuccess(draftAtStepTwo({ form: validIndiaNgo }));
    const heading = screen.getByRole('heading', { name: S.created });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('img', { name: 'Party popper' })).toHaveTextContent('🎉');
    expect(screen.getByText(S.willVerify)).toBeVisible();
    expect(screen.queryByText(S.onboardingIncomplete)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('tells an organization elsewhere whose payment onboarding is done that we verify', () => {
    showSuccess(draftAtStepTwo({ form: validUsNgo, payments: { payment_onboarded: true } }));
    expect(screen.getByText(S.willVerify)).toBeVisible();
    expect(screen.queryByText(S.onboardingIncomplete)).toBeNull();
  });

  it('tells an organization elsewhere that its payment onboarding is unfinished', () => {
    showSuccess(draftAtStepTwo({ form: validUsNgo, payments: { payment_onboarded: false } }));
    expect(screen.getByRole('heading', { name: S.created })).toBeVisible();
    expect(screen.getByText(S.onboardingIncomplete)).toBeVisible();
    expect(screen.queryByText(S.willVerify)).toBeNull();
  });
});

import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createCampaignPath, type NextStep } from '@/features/account/next-step';
import { continueOnboardingPath } from '@/features/account/onboarding-link';

/** The button that takes the next step: create an organization, continue a draft, or a campaign. */
export function NextStepButton({ step }: { step: NextStep }) {
  const { t } = useTranslation();
  switch (step.kind) {
    case 'createOrganization':
      return (
        <Button component={Link} to="/organization/create">
          {t('account.organizations.create')}
        </Button>
      );
    case 'continueDraft':
      return (
        <Button component={Link} to={continueOnboardingPath(step.organization)}>
          {t('account.organizations.continue')}
        </Button>
      );
    case 'createCampaign':
      return (
        <Button component={Link} to={createCampaignPath(step.organization)}>
          {t('account.campaigns.create')}
        </Button>
      );
  }
}

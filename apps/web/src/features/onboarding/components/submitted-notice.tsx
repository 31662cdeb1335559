import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import { needsPaymentAccount } from '@givecrowd/shared/payments/payments-rules';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The organization's settings, where an approved organization changes its site and details. */
export const settingsPath = (slug: string) => `/organizations/${encodeURIComponent(slug)}/settings`;

/**
 * Above the wizard of an organization that was submitted (docs/product/wizard.md#a-submitted-organization):
 * nothing can be changed here any more; an approved one changes things in its settings; payment
 * onboarding left unfinished outside India is continued on step 2, the one part still open.
 */
export function SubmittedNotice({ organization }: { organization: DraftOrganization }) {
  const { t } = useTranslation();
  const isApproved = organization.status === 'approved';
  const isOnboardingOpen = needsPaymentAccount(organization) && !organization.payment_onboarded;
  const body = isApproved
    ? t('onboarding.submitted.approved')
    : organization.status === 'rejected'
      ? t('onboarding.submitted.rejected')
      : t('onboarding.submitted.verifying');
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconLock aria-hidden />}
      title={t('onboarding.submitted.title')}
      role="note"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{body}</Text>
        {isOnboardingOpen && <Text size="sm">{t('onboarding.submitted.onboarding')}</Text>}
        {isApproved && (
          <Button
            component={Link}
            to={settingsPath(organization.slug)}
            size="xs"
            variant="light"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('onboarding.submitted.settings')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

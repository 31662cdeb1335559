import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import { stepIndexForProgress, WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/verification/status-badge';
import { continueOnboardingPath } from '@/features/account/onboarding-link';

export function OrganizationCard({ organization }: { organization: MyOrganization }) {
  const { t } = useTranslation();
  const isDraft = organization.status === 'draft';
  const name = organization.organization_name || t('account.organizations.untitled');
  return (
    <Card component="article" padding="lg">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {name}
          </Title>
          <StatusBadge status={organization.status} />
        </Group>
        {isDraft ? (
          <Text size="sm" c="dimmed">
            {t('account.organizations.nextStep', {
              step: stepIndexForProgress(organization.progress_page) + 1,
              count: WIZARD_STEPS.length,
            })}
          </Text>
        ) : null}
        <Group>
          {organization.status === 'needs_information' && (
            <Button
              component={Link}
              to={continueOnboardingPath(organization)}
              aria-label={t('account.verification.fixNamed', { name })}
            >
              {t('account.verification.fix')}
            </Button>
          )}
          {isDraft ? (
            <Button
              component={Link}
              to={continueOnboardingPath(organization)}
              aria-label={t('account.organizations.continueNamed', { name })}
            >
              {t('account.organizations.continue')}
            </Button>
          ) : organization.status === 'approved' && organization.site_url ? (
            // An approved organization's site is on its own host (docs/product/site-addresses.md).
            <Button
              component="a"
              href={organization.site_url}
              target="_blank"
              rel="noopener"
              variant="light"
            >
              {t('account.organizations.view')}
            </Button>
          ) : (
            <Button component={Link} to={`/organization/${organization.slug}`} variant="light">
              {t('account.organizations.view')}
            </Button>
          )}
          {organization.status === 'approved' && (
            <Button
              component={Link}
              to={`/organizations/${organization.slug}/settings`}
              variant="light"
              aria-label={t('settings.openNamed', { name })}
            >
              {t('settings.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

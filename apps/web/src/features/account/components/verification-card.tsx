import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { SUCCESS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrganizationReview } from '@/api/get-organization-review';
import { SiteAddress } from '@/components/site-address';
import { ExpiryList } from '@/components/verification/expiry-list';
import { RequestedFieldList } from '@/components/verification/requested-field-list';
import { StatusBadge } from '@/components/verification/status-badge';
import { StatusTimeline } from '@/components/verification/status-timeline';
import { continueOnboardingPath } from '@/features/account/onboarding-link';
import { useMessage } from '@/lib/use-message';

/** What each state means for the organization (docs/product/verification.md#the-organizations-side). */
function useMeaning(): (status: OrganizationStatus) => string {
  const { t } = useTranslation();
  const translate = useMessage();
  return (status) => {
    switch (status) {
      case 'submitted':
      case 'resubmitted':
        return translate(SUCCESS_MESSAGES.willVerify);
      case 'in_review':
      case 'needs_information':
      case 'approved':
      case 'rejected':
        return t(`account.verification.meaning.${status}`);
      case 'draft':
        return '';
    }
  };
}

/**
 * Payment onboarding left unfinished outside India, with the way back to it: the organization's
 * wizard at step 2 (docs/product/routes-and-screens.md#dashboard-dashboard).
 */
function UnfinishedOnboarding({
  organization,
  name,
}: {
  organization: MyOrganization;
  name: string;
}) {
  const { t } = useTranslation();
  const state = organization.payment_onboarding;
  if (state !== 'unfinished' && state !== 'not_connected') return null;
  return (
    <Alert color="yellow" variant="light" title={t('account.verification.onboarding.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(
            state === 'unfinished'
              ? 'account.verification.onboarding.unfinished'
              : 'account.verification.onboarding.notConnected',
            { name },
          )}
        </Text>
        <Button
          component={Link}
          to={continueOnboardingPath(organization)}
          size="xs"
          aria-label={t('account.verification.onboarding.continueNamed', { name })}
        >
          {t('account.verification.onboarding.continue')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * A submitted organization on the dashboard: where it stands and what that means, the fields to
 * fix with the reviewer's notes and 'Fix requested information' while it needs information, the
 * reviewer's note when it was rejected, India's expiry dates, and the timeline of every change.
 */
export function VerificationCard({ organization }: { organization: MyOrganization }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const meaning = useMeaning();
  const review = useOrganizationReview(organization.slug);
  const status = review.data?.status ?? organization.status;
  const name = organization.organization_name || t('account.organizations.untitled');
  const ids = {
    name: `verification-${organization.slug}`,
    history: `verification-${organization.slug}-history`,
  };
  const rejection = review.data?.timeline.findLast((change) => change.to === 'rejected');

  return (
    <Card component="article" padding="lg" aria-labelledby={ids.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={ids.name} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <StatusBadge status={status} />
        </Group>
        <Text size="sm">{meaning(status)}</Text>
        {organization.site_url && status !== 'rejected' && (
          <SiteAddress url={organization.site_url} />
        )}
        {status !== 'rejected' && <UnfinishedOnboarding organization={organization} name={name} />}
        {review.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {review.isError && (
          <Alert color="red" title={t('account.loadFailed')}>
            {translate(review.error.message)}
          </Alert>
        )}
        {review.data && status === 'needs_information' && (
          <RequestedFieldList fields={review.data.requested_fields} spacing={4} />
        )}
        {rejection?.note && status === 'rejected' && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {rejection.note}
          </Text>
        )}
        {status !== 'rejected' && (
          <Group gap="sm">
            {review.data && status === 'needs_information' && (
              <Button
                component={Link}
                to={continueOnboardingPath(organization)}
                aria-label={t('account.verification.fixNamed', { name })}
              >
                {t('account.verification.fix')}
              </Button>
            )}
            {status === 'approved' && organization.site_url ? (
              <Button
                component="a"
                href={organization.site_url}
                target="_blank"
                rel="noopener"
                variant="light"
                aria-label={t('account.verification.viewNamed', { name })}
              >
                {t('account.verification.view')}
              </Button>
            ) : (
              <Button
                component={Link}
                to={`/organization/${organization.slug}`}
                variant="light"
                aria-label={t(
                  status === 'approved'
                    ? 'account.verification.viewNamed'
                    : 'account.verification.previewNamed',
                  { name },
                )}
              >
                {t(
                  status === 'approved'
                    ? 'account.verification.view'
                    : 'account.verification.preview',
                )}
              </Button>
            )}
            {status === 'approved' && (
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
        )}
        {review.data && review.data.expiries.length > 0 && (
          <div>
            <Title order={4} size="h5" mb={4}>
              {t('review.expiry.title')}
            </Title>
            <ExpiryList expiries={review.data.expiries} />
          </div>
        )}
        {review.data && (
          <div>
            <Title order={4} size="h5" mb="xs" id={ids.history}>
              {t('review.timeline.title')}
            </Title>
            <StatusTimeline changes={review.data.timeline} headingId={ids.history} />
          </div>
        )}
      </Stack>
    </Card>
  );
}

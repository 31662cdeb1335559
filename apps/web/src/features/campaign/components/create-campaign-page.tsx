import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import type { CampaignKind } from '@givecrowd/shared/campaigns/campaign-form';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCampaignOrganizations } from '@/features/campaign/api/get-campaign-organizations';
import { useMessage } from '@/lib/use-message';
import { CampaignForm } from './campaign-form';
import { NoOrganizationState } from './no-organization-state';

/**
 * The organization to preselect: the one `?organization=` names (its id or slug) when it may have
 * campaigns, else the only one there is.
 */
function preselectedOrganization(organizations: readonly MyOrganization[], named: string | null) {
  const match = organizations.find(
    ({ _id, slug }) => named !== null && (named === _id || named === slug),
  );
  const only = organizations.length === 1 ? organizations[0] : undefined;
  return (match ?? only)?._id ?? '';
}

/**
 * `/campaign/create` and `/event/create` (token): the form for one of the person's organizations
 * that may have campaigns, or the way to one when they have none
 * (docs/product/public-pages.md#creating-a-campaign-or-an-event).
 */
function CreatePage({ kind }: { kind: CampaignKind }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [search] = useSearchParams();
  const organizations = useCampaignOrganizations();
  const title = t(kind === 'event' ? 'pages.createEvent' : 'pages.createCampaign');
  useDocumentTitle(title);

  const body = () => {
    if (organizations.isPending) return <Loader aria-label={t('campaign.form.loading')} />;
    if (organizations.error) {
      return (
        <Alert color="red" role="alert" title={t('campaign.form.loadFailed')}>
          {translate(organizations.error.message)}{' '}
          <Button variant="subtle" size="xs" onClick={() => void organizations.refetch()}>
            {t('campaign.form.retry')}
          </Button>
        </Alert>
      );
    }
    if (organizations.data.length === 0) return <NoOrganizationState />;
    return (
      <CampaignForm
        kind={kind}
        organizations={organizations.data}
        organization={preselectedOrganization(organizations.data, search.get('organization'))}
      />
    );
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            {t(kind === 'event' ? 'campaign.form.introEvent' : 'campaign.form.intro')}
          </Text>
        </Stack>
        {body()}
      </Stack>
    </Container>
  );
}

export function CreateCampaignPage() {
  return <CreatePage kind="campaign" />;
}

export function CreateEventPage() {
  return <CreatePage kind="event" />;
}

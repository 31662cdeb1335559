import { CAMPAIGN_MESSAGES } from '@givecrowd/shared/campaigns/campaign-messages';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isCampaignNotFound, useCampaign } from '@/features/campaign/api/get-campaign';
import { useOwnsOrganization } from '@/features/campaign/api/get-campaign-organizations';
import { useMessage } from '@/lib/use-message';
import { CampaignForm } from './campaign-form';

/**
 * `/campaign/{slug}/edit` (token): the create form, filled with the campaign, for its owner
 * (docs/product/public-pages.md#editing-a-campaign); anyone else reads the campaign's not-found
 * message.
 */
export function EditCampaignPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const { slug = '' } = useParams();
  const campaign = useCampaign(slug);
  const owns = useOwnsOrganization(campaign.data?.organization._id ?? '');
  const title = t('pages.editCampaign');
  useDocumentTitle(title);

  const body = () => {
    if (campaign.isPending || (campaign.data && owns === undefined))
      return <Loader aria-label={t('campaign.page.loading')} />;
    if (isCampaignNotFound(campaign.error) || (campaign.data && !owns)) {
      return (
        <Alert color="red" role="alert">
          {translate(CAMPAIGN_MESSAGES.notFound)}
        </Alert>
      );
    }
    if (!campaign.data) {
      return (
        <Alert color="red" role="alert" title={t('campaign.page.error.title')}>
          <Button variant="subtle" size="xs" onClick={() => void campaign.refetch()}>
            {t('campaign.page.error.retry')}
          </Button>
        </Alert>
      );
    }
    const { data } = campaign;
    return (
      <CampaignForm
        kind={data.kind}
        organizations={[
          { _id: data.organization._id, organization_name: data.organization.organization_name },
        ]}
        organization={data.organization._id}
        campaign={data}
      />
    );
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('campaign.edit.intro')}</Text>
        </Stack>
        {body()}
      </Stack>
    </Container>
  );
}

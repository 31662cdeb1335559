import { Button, Center, Container, EmptyState, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PreviewBanner } from '@/components/preview-banner';
import { isCampaignNotFound, useCampaign } from '@/features/campaign/api/get-campaign';
import { CampaignDetails } from './campaign-details';

/**
 * `/campaign/{slug}`: a public campaign or event, titled with its title (under the preview banner
 * for its owner or a reviewer while its organization is not approved); `notFound` for a slug no
 * public campaign has; a loader meanwhile, and 'Try again' when it could not be loaded.
 */
export function CampaignPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: campaign, error, isPending, isFetching, refetch } = useCampaign(slug);
  useDocumentTitle(campaign?.title ?? '');

  if (campaign) {
    return (
      <>
        {campaign.preview && <PreviewBanner />}
        <CampaignDetails campaign={campaign} />
      </>
    );
  }
  if (isCampaignNotFound(error)) return notFound;
  if (isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('campaign.page.loading')} />
      </Center>
    );
  }
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <EmptyState variant="light" icon={<IconCloudOff aria-hidden />}>
        <EmptyState.Title order={1}>{t('campaign.page.error.title')}</EmptyState.Title>
        <EmptyState.Description>{t('campaign.page.error.body')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t('campaign.page.error.retry')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}

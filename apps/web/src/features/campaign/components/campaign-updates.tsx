import { AspectRatio, Card, Image, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCampaignUpdates } from '@/features/campaign/api/campaign-updates';
import { useFormatDay } from '@/hooks/use-format-day';
import { toMediaUrl } from '@/lib/media-url';

/**
 * The campaign's updates, newest first (docs/product/public-pages.md#updates): each one's day, its
 * words with their line breaks, and its picture. Nothing while there are none.
 */
export function CampaignUpdates({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const headingId = useId();
  const { data: updates } = useCampaignUpdates(slug);
  if (!updates || updates.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        {t('campaign.updates.heading')}
      </Title>
      {updates.map((update) => (
        <Card key={update.id} component="article" withBorder padding="lg">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {formatDay(update.created_at.slice(0, 10))}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{update.text}</Text>
            {update.image && (
              <AspectRatio ratio={16 / 9} maw={560}>
                <Image
                  src={toMediaUrl(update.image)}
                  alt={t('campaign.updates.imageAlt', { title })}
                  radius="md"
                />
              </AspectRatio>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

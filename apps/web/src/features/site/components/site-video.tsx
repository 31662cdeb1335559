import type { SiteVideo as Video } from '@givecrowd/shared/organization/site-api';
import { AspectRatio, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The organization's video in its provider's player, 16:9 at any width. */
export function SiteVideo({ video }: { video: Video }) {
  const { t } = useTranslation();
  return (
    <Box maw={800} mt="xl">
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={video.embed_url}
          title={video.name || t('site.video.title')}
          loading="lazy"
          // `fullscreen` here is the player's full-screen button (it replaces allowfullscreen).
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{
            border: 0,
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-gray-1)',
          }}
        />
      </AspectRatio>
    </Box>
  );
}

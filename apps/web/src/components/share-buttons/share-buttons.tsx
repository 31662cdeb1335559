import { Button, Group, Stack, Text } from '@mantine/core';
import { useClipboard, useId } from '@mantine/hooks';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconLink,
  IconMail,
} from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLink } from './share-links';

const neverChanges = () => () => undefined;
/** The page's own address without its query; none on the server. */
const browserAddress = () => `${window.location.origin}${window.location.pathname}`;
const noAddress = () => null;

/**
 * Share buttons for the page open in the browser (docs/product/public-pages.md#sharing): WhatsApp
 * first, then Copy link, Facebook, X and Email, each named for what it does ('Share on WhatsApp')
 * with its network's name visible. The link preview they show comes from the page's head.
 */
export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const clipboard = useClipboard({ timeout: 3000 });
  const url = useSyncExternalStore(neverChanges, browserAddress, noAddress);
  // The server's page holds the buttons' room, hidden until the browser knows the address:
  // appearing later they pushed what is below them down while it was being clicked.
  const page = { url: url ?? '', title };
  const linkProps = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  const size = 'xs';
  return (
    <Stack
      gap={6}
      component="section"
      aria-labelledby={headingId}
      style={url ? undefined : { visibility: 'hidden' }}
    >
      <Text id={headingId} fw={700} size="sm" tt="uppercase" c="dimmed">
        {t('share.heading')}
      </Text>
      <Group gap={6}>
        <Button
          {...linkProps}
          href={shareLink('whatsapp', page)}
          aria-label={t('share.whatsapp')}
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          color="green"
          size={size}
        >
          WhatsApp
        </Button>
        <Button
          variant="default"
          size={size}
          onClick={() => clipboard.copy(url)}
          leftSection={
            clipboard.copied ? (
              <IconCheck size={16} aria-hidden />
            ) : (
              <IconLink size={16} aria-hidden />
            )
          }
        >
          {clipboard.copied ? t('share.copied') : t('share.copy')}
        </Button>
        <Button
          {...linkProps}
          variant="default"
          size={size}
          href={shareLink('facebook', page)}
          aria-label={t('share.facebook')}
          leftSection={<IconBrandFacebook size={16} aria-hidden />}
        >
          Facebook
        </Button>
        <Button
          {...linkProps}
          variant="default"
          size={size}
          href={shareLink('x', page)}
          aria-label={t('share.x')}
          leftSection={<IconBrandX size={16} aria-hidden />}
        >
          X
        </Button>
        <Button
          component="a"
          variant="default"
          size={size}
          href={shareLink('email', page)}
          aria-label={t('share.email')}
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {t('share.emailShort')}
        </Button>
      </Group>
    </Stack>
  );
}

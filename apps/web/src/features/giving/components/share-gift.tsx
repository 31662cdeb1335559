import { Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconLink,
  IconMail,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ShareGiftProps = {
  /** The absolute address of the page shared: the campaign's, or the organization's. */
  url: string;
  /** What the donor says with it, in the page's language. */
  text: string;
};

const encode = encodeURIComponent;

/**
 * Sharing the page a donor gave on (docs/product/donations.md, After paying): WhatsApp first, where most Indian
 * donors share, then copying the link, Facebook, X and email.
 */
export function ShareGift({ url, text }: ShareGiftProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} fz="lg">
        {t('giving.share.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('giving.share.body')}
      </Text>
      <Group gap="xs">
        <Button
          {...external}
          href={`https://wa.me/?text=${encode(`${text} ${url}`)}`}
          color="green"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        >
          {t('giving.share.whatsapp')}
        </Button>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />
              }
            >
              {t(copied ? 'giving.share.copied' : 'giving.share.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          {...external}
          variant="default"
          href={`https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`}
          leftSection={<IconBrandFacebook size={18} aria-hidden />}
        >
          {t('giving.share.facebook')}
        </Button>
        <Button
          {...external}
          variant="default"
          href={`https://x.com/intent/post?text=${encode(text)}&url=${encode(url)}`}
          leftSection={<IconBrandX size={18} aria-hidden />}
        >
          {t('giving.share.x')}
        </Button>
        <Button
          component="a"
          variant="default"
          href={`mailto:?subject=${encode(text)}&body=${encode(`${text} ${url}`)}`}
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t('giving.share.email')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What a person reads and types: the host with its port, without the scheme. */
const shownAddress = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * Where an organization's site is (docs/product/site-addresses.md#the-sites-address): its
 * address as a link that opens it in a new tab, and a Copy button that copies the full address.
 */
export function SiteAddress({ url, label }: { url: string; label?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const address = shownAddress(url);
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={600} id={labelId}>
        {label ?? t('site.address.label')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Anchor
          href={url}
          target="_blank"
          rel="noopener"
          fw={500}
          style={{ overflowWrap: 'anywhere' }}
        >
          <Group gap={4} wrap="nowrap" component="span">
            {address}
            <IconExternalLink size={16} aria-hidden />
          </Group>
        </Anchor>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              onClick={copy}
              aria-label={copied ? t('site.address.copied') : t('site.address.copy')}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
            >
              {copied ? t('site.address.copied') : t('site.address.copyShort')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function LogoLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" aria-label={t('nav.home')} underline="never" c="inherit">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={34} radius="md" aria-hidden>
          <IconHeartHandshake size={22} />
        </ThemeIcon>
        <Text component="span" fw={800} fz="xl" lh={1}>
          {t('app.name')}
        </Text>
      </Group>
    </Anchor>
  );
}

import type { HostOrganization } from '@givecrowd/shared/organization/domain-api';
import { Anchor, Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toMediaUrl } from '@/lib/media-url';

/** The platform's logo, or on an organization's site its own logo (or name) — white-label. */
export function LogoLink({ organization }: { organization: HostOrganization | null }) {
  const { t } = useTranslation();
  if (organization) {
    return (
      <Anchor
        component={Link}
        to="/"
        aria-label={t('nav.organizationHome', { name: organization.organization_name })}
        underline="never"
        c="inherit"
      >
        {organization.organization_logo ? (
          <Image
            src={toMediaUrl(organization.organization_logo)}
            alt=""
            h={40}
            w="auto"
            maw={200}
            fit="contain"
          />
        ) : (
          <Text component="span" fw={800} fz="lg" lh={1.2} lineClamp={2}>
            {organization.organization_name}
          </Text>
        )}
      </Anchor>
    );
  }
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

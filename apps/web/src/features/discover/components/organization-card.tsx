import type { OrganizationCard as OrganizationCardData } from '@givecrowd/shared/search/search-api';
import { Anchor, Avatar, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogNames } from '@/lib/catalog-names';
import { toMediaUrl } from '@/lib/media-url';

/** The box a logo is fitted in, whole: a wide logo fills its width, a square one its height. */
const LOGO_BOX = { width: 112, height: 56 };

/** A country's name in the page's language ('India', 'भारत'); the code itself if unknown. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An organization on /discover: logo, name (to its page), country, categories, campaign count. */
export function OrganizationCard({ organization }: { organization: OrganizationCardData }) {
  const { t, i18n } = useTranslation();
  const names = useCatalogNames();
  const { name, country_code: country } = organization;
  return (
    <Card component="article" h="100%" padding="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        {organization.logo ? (
          // A logo keeps its shape: a wide one is shown whole, not cut to a square.
          <Image
            src={toMediaUrl(organization.logo)}
            alt=""
            w={LOGO_BOX.width}
            h={LOGO_BOX.height}
            fit="contain"
            radius="md"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <Avatar size={LOGO_BOX.height} radius="md">
            <IconBuildingCommunity aria-hidden />
          </Avatar>
        )}
        <Stack gap={4} miw={0}>
          <Anchor
            component={Link}
            to={`/organization/${organization.slug}`}
            c="inherit"
            fw={700}
            lineClamp={2}
          >
            {name}
          </Anchor>
          {country && (
            <Text size="sm" c="dimmed">
              {countryName(country, i18n.language)}
            </Text>
          )}
        </Stack>
      </Group>
      {organization.categories.length > 0 && (
        <Group gap={6} mt="md">
          {organization.categories.map((category) => (
            <Badge key={category} variant="light" style={{ maxWidth: '100%' }}>
              {names.category(category)}
            </Badge>
          ))}
        </Group>
      )}
      <Text size="sm" fw={600} mt="auto" pt="md">
        {t('discover.organizationCard.campaigns', { count: organization.campaign_count })}
      </Text>
    </Card>
  );
}

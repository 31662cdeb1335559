import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Badge, Box, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DonateButton } from '@/components/giving/donate-button';
import { useCatalogNames } from '@/lib/catalog-names';
import { donateFormPath } from '@/lib/giving-paths';
import { toMediaUrl } from '@/lib/media-url';
import { usePageHost } from '@/lib/page-host';

const HERO_HEIGHT = { base: 260, sm: 400 };
// Darkens the photo towards its bottom, where the title sits, so white text stays readable.
const SHADE = 'linear-gradient(180deg, rgba(0, 0, 0, 0.1) 0%, rgba(0, 0, 0, 0.7) 100%)';

function HeroText({ site }: { site: OrganizationSite }) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const { isOrganizationHost } = usePageHost();
  const target = { kind: 'organization', slug: site.slug } as const;
  const title = site.homepage_header_title || site.organization_name;
  return (
    <Stack gap="sm">
      {title !== site.organization_name && (
        <Text fw={700} tt="uppercase" fz="sm" style={{ letterSpacing: 1 }}>
          {site.organization_name}
        </Text>
      )}
      <Title order={1} fz={{ base: 28, sm: 44 }} lh={1.15} maw={760}>
        {title}
      </Title>
      {site.categories.length > 0 && (
        <Group component="ul" aria-label={t('site.categories')} gap="xs" p={0} m={0}>
          {site.categories.map((category) => (
            <Badge key={category} component="li" variant="white" size="lg">
              {names.category(category)}
            </Badge>
          ))}
        </Group>
      )}
      {site.accepts_donations && (
        <DonateButton
          to={donateFormPath(target, isOrganizationHost)}
          size="lg"
          variant="white"
          w="fit-content"
        />
      )}
    </Stack>
  );
}

/**
 * The top of the home page: the header image with the header title over it, the causes and,
 * while the organization takes gifts, 'Donate'.
 */
export function SiteHero({ site }: { site: OrganizationSite }) {
  const { t } = useTranslation();
  if (!site.homepage_header_image) {
    return (
      <Box bg="cyan.9" c="white" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <HeroText site={site} />
        </Container>
      </Box>
    );
  }
  return (
    <Box pos="relative" c="white" h={HERO_HEIGHT}>
      <Image
        src={toMediaUrl(site.homepage_header_image)}
        alt={t('site.hero.imageAlt', { name: site.organization_name })}
        h={HERO_HEIGHT}
        fit="cover"
      />
      <Box
        pos="absolute"
        inset={0}
        style={{ background: SHADE, display: 'flex', alignItems: 'flex-end' }}
      >
        <Container size="lg" w="100%" pb={{ base: 24, sm: 40 }}>
          <HeroText site={site} />
        </Container>
      </Box>
    </Box>
  );
}

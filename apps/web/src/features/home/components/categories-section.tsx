import { Button, Group, Skeleton } from '@mantine/core';
import { IconCloudOff, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { PageSection } from '@/components/page-section/page-section';
import { SectionMessage } from '@/components/page-section/section-message';
import { discoverCategoryPath } from '@/lib/discover-path';

const SKELETON_WIDTHS = [96, 120, 80, 140, 104, 88];

function CategoriesContent() {
  const { t } = useTranslation();
  // A failure is only logged; the section says so in place
  // (docs/product/routes-and-screens.md#home-page).
  const { data: categories, isPending, isError } = useCategories({ errorBanner: false });

  if (isError) {
    return (
      <SectionMessage icon={<IconCloudOff aria-hidden />}>
        {t('home.categories.error')}
      </SectionMessage>
    );
  }
  if (isPending) {
    return (
      <Group gap="sm" aria-busy>
        {SKELETON_WIDTHS.map((width) => (
          <Skeleton key={width} h={36} w={width} radius="xl" />
        ))}
      </Group>
    );
  }
  if (categories.length === 0) {
    return (
      <SectionMessage icon={<IconMoodEmpty aria-hidden />}>
        {t('home.categories.empty')}
      </SectionMessage>
    );
  }
  return (
    <Group gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {categories.map(({ name, slug }) => (
        <li key={slug}>
          <Button component={Link} to={discoverCategoryPath(name)} variant="light">
            {name}
          </Button>
        </li>
      ))}
    </Group>
  );
}

export function CategoriesSection() {
  const { t } = useTranslation();
  return (
    <PageSection id="categories" title={t('home.categories.title')}>
      <CategoriesContent />
    </PageSection>
  );
}

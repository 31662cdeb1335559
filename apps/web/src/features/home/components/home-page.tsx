import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CategoriesSection } from './categories-section';
import { FeaturedCampaignsSection } from './featured-campaigns-section';
import { HeroSection } from './hero-section';
import { OnboardingStepsSection } from './onboarding-steps-section';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <Stack gap={0}>
      <HeroSection />
      <FeaturedCampaignsSection />
      <CategoriesSection />
      <OnboardingStepsSection />
    </Stack>
  );
}

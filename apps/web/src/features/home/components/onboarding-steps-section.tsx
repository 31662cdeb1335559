import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconCreditCard, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/page-section/page-section';

/** The wizard's three steps (docs/product/wizard.md#steps). */
const STEPS = [
  {
    title: 'home.steps.registration',
    body: 'home.steps.registrationBody',
    Icon: IconBuildingCommunity,
  },
  { title: 'home.steps.createWebsite', body: 'home.steps.createWebsiteBody', Icon: IconWorldWww },
  {
    title: 'home.steps.verifyPayments',
    body: 'home.steps.verifyPaymentsBody',
    Icon: IconCreditCard,
  },
] as const;

export function OnboardingStepsSection() {
  const { t } = useTranslation();
  return (
    <PageSection id="how-onboarding-works" title={t('home.steps.title')}>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {STEPS.map(({ title, body, Icon }) => (
          <Card key={title} component="li" padding="lg">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {t(title)}
            </Title>
            <Text c="dimmed" mt={6}>
              {t(body)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

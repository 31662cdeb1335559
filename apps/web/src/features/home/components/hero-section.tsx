import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      py={{ base: 48, sm: 96 }}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-cyan-0) 0%, var(--mantine-color-teal-0) 100%)',
      }}
    >
      <Container size="md" ta="center">
        <Title id="home-hero-title" order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
          {t('home.hero.title')}
        </Title>
        <Text size="lg" c="dimmed" mt="md" maw={640} mx="auto">
          {t('home.hero.body')}
        </Text>
        <Group justify="center" mt="xl" gap="sm">
          <Button
            component={Link}
            to="/organization/create"
            size="lg"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('nav.createOrganization')}
          </Button>
          <Button component={Link} to="/discover" size="lg" variant="default">
            {t('home.hero.discover')}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}

import { ActionIcon, Anchor, Box, Container, Divider, Grid, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_SECTIONS, LEGAL_LINKS, SOCIAL_LINKS } from './footer-links';
import { FooterSection } from './footer-section';
import { PaymentSecurity } from './payment-security';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" bg="gray.0" py="xl" mt="xl" aria-label={t('footer.label')}>
      <Container size="lg">
        <Grid gap="xl">
          {FOOTER_SECTIONS.map((section) => (
            <Grid.Col key={section.title} span={{ base: 6, md: 3 }}>
              <FooterSection section={section} />
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, md: 3 }}>
            <PaymentSecurity />
          </Grid.Col>
        </Grid>
        <Divider my="lg" />
        <Group justify="space-between" gap="md">
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
            {LEGAL_LINKS.map(({ to, label }) => (
              <Anchor key={to} component={Link} to={to} size="sm" c="dimmed">
                {t(label)}
              </Anchor>
            ))}
          </Group>
          <Group gap="xs" component="nav" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <ActionIcon
                key={href}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                size="lg"
                radius="xl"
                aria-label={t(label)}
              >
                <Icon size={20} aria-hidden />
              </ActionIcon>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

import { Anchor, Box, Container, Group, NativeSelect, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { OrganizationNotFoundPage } from '@/app/host/organization-not-found-page';
import { useHostSite } from '@/app/host/use-host-organization';
import { LANGUAGES } from '@/lib/i18n';
import { usePageHost } from '@/lib/page-host';
import { LEGAL_LINKS } from './footer-links';
import { LogoLink } from './logo-link';

/**
 * The language, named 'Language' in every language like the app's select: the donation page's
 * script keeps the choice in the cookie the server reads and loads the page again in it.
 */
function DonationLanguageSelect() {
  const { i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label="Language"
      data-language-select
      data={[...LANGUAGES]}
      defaultValue={i18n.language}
      leftSection={<IconLanguage size={16} aria-hidden />}
      radius="xl"
      w={140}
    />
  );
}

/** The platform's few links: its help, receipts and legal pages, each a plain link. */
function DonationFooter() {
  const { t } = useTranslation();
  const links = [
    { to: '/help', label: 'footer.help' },
    { to: '/receipt/verify', label: 'footer.verifyReceipt' },
    ...LEGAL_LINKS,
  ] as const;
  return (
    <Box component="footer" bg="gray.0" py="lg" mt="xl" aria-label={t('footer.label')}>
      <Container size="sm">
        <Group gap="md" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Group gap="md">
            {links.map(({ to, label }) => (
              <Anchor key={to} component={Link} to={to} size="sm" c="dimmed">
                {t(label)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/**
 * The donation pages' layout (docs/decisions/012): a slim header that needs no app in the browser
 * (the platform's logo, or the organization's on its host, and the language) and, on the
 * platform, a plain footer of links. Nothing on it waits for React.
 */
export function DonationLayout() {
  const { isOrganizationHost } = usePageHost();
  const site = useHostSite();
  if (isOrganizationHost && site.kind === 'not-found') {
    return (
      <Box component="main" mih="100dvh">
        <OrganizationNotFoundPage host={site.host} />
      </Box>
    );
  }
  const organization =
    isOrganizationHost && site.kind === 'organization' ? site.organization : null;
  return (
    <>
      <Box
        component="header"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="sm">
          <Group justify="space-between" wrap="nowrap" gap="md">
            <LogoLink organization={organization} />
            <DonationLanguageSelect />
          </Group>
        </Container>
      </Box>
      <Box component="main">
        <Outlet />
      </Box>
      {!isOrganizationHost && <DonationFooter />}
    </>
  );
}

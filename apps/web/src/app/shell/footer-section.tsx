import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FOOTER_SECTIONS } from './footer-links';

type FooterSectionProps = { section: (typeof FOOTER_SECTIONS)[number] };

export function FooterSection({ section }: FooterSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t(section.title)}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" lts={0.5}>
        {t(section.title)}
      </Title>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {section.links.map(({ to, label }) => (
          <li key={to}>
            <Anchor component={Link} to={to} c="inherit" fz="sm">
              {t(label)}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

import { Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InfoSection, LocalizedInfoContent } from '@/features/info-pages/info-content';

/** Pages with at least this many sections list them first, as links to each. */
const CONTENTS_MIN_SECTIONS = 5;

function Section({ section }: { section: InfoSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <Stack component="section" id={section.id} aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} size="h3">
        {section.heading}
      </Title>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.items && (
        <List spacing="xs">
          {section.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {section.links && (
        <Group gap="lg">
          {section.links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} fw={600}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * A footer page (docs/product/public-pages.md#the-footer-pages): its title, an introduction, then
 * its sections, in the current language; long pages list their sections first.
 */
export function InfoPage({
  title,
  content,
  children,
}: {
  title: string;
  content: LocalizedInfoContent;
  /** What the page offers besides its text (the contact form), after the introduction. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(title);
  const { intro, sections } = i18n.language === 'hi' ? content.hi : content.en;
  return (
    <Container component="article" size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{title}</Title>
          <Text size="lg">{intro}</Text>
        </Stack>
        {children}
        {sections.length >= CONTENTS_MIN_SECTIONS && (
          <nav aria-label={t('info.contents')}>
            <List spacing={4}>
              {sections.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
        )}
        {sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </Stack>
    </Container>
  );
}

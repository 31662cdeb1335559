import type { SiteSection } from '@givecrowd/shared/organization/site-api';
import type { WebsiteSectionEntry } from '@givecrowd/shared/organization/website-form';
import { Anchor, Blockquote, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/page-section/page-section';

function EntryName({ entry }: { entry: WebsiteSectionEntry }) {
  if (!entry.link) return entry.name;
  return (
    <Anchor href={entry.link} target="_blank" rel="noopener noreferrer nofollow">
      {entry.name || entry.link}
    </Anchor>
  );
}

function Testimonial({ entry }: { entry: WebsiteSectionEntry }) {
  return (
    <Blockquote
      component="figure"
      icon={<IconQuote aria-hidden />}
      iconSize={32}
      radius="lg"
      m={0}
      mt="md"
    >
      <Text component="blockquote" m={0} style={{ overflowWrap: 'anywhere' }}>
        {entry.text}
      </Text>
      {entry.name && (
        <Text component="figcaption" mt="sm" fw={700} fz="sm">
          <EntryName entry={entry} />
        </Text>
      )}
    </Blockquote>
  );
}

function Mention({ entry }: { entry: WebsiteSectionEntry }) {
  return (
    <Paper component="li" withBorder radius="lg" p="md" style={{ overflowWrap: 'anywhere' }}>
      <Text fw={700}>
        <EntryName entry={entry} />
      </Text>
      {entry.text && (
        <Text c="dimmed" fz="sm" mt={4}>
          {entry.text}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The testimonials, partners and media the organization chose to show, each under its own
 * heading or the section's usual name.
 */
export function SiteSections({ sections }: { sections: SiteSection[] }) {
  const { t } = useTranslation();
  return sections.map(({ key, heading, entries }) => (
    <PageSection key={key} id={`site-${key}`} title={heading || t(`site.sections.${key}`)}>
      {key === 'organization_testimonial' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {entries.map((entry) => (
            <Testimonial key={`${entry.name}-${entry.text}`} entry={entry} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" p={0} m={0}>
          {entries.map((entry) => (
            <Mention key={`${entry.name}-${entry.link}-${entry.text}`} entry={entry} />
          ))}
        </SimpleGrid>
      )}
    </PageSection>
  ));
}

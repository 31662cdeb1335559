import {
  AGREEMENT_TITLE,
  type AgreementParties,
  agreementSections,
} from '@givecrowd/shared/agreement/agreement-text';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type AgreementTextProps = {
  /** Who it is with, as far as known: the text is filled with them. */
  parties: AgreementParties;
  version: string;
  /** The heading level of its title (its sections one below): 3 inside a dialog, 2 on a page. */
  level?: 2 | 3;
};

/**
 * The agreement to read before signing (its text is shared with the PDF, in English): its own scrolling region (reachable by keyboard), with
 * headings and a line length kept readable at any width.
 */
export function AgreementText({ parties, version, level = 3 }: AgreementTextProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      // A scrolling region takes focus, so the keyboard can scroll it.
      tabIndex={0}
      mah="50dvh"
      p={{ base: 'sm', sm: 'lg' }}
      bg="gray.0"
      bd="1px solid var(--mantine-color-gray-3)"
      style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack gap="md" maw="68ch">
        <div>
          <Title order={level} size="h4" id={headingId}>
            {AGREEMENT_TITLE}
          </Title>
          <Text size="sm" c="dimmed">
            {t('agreement.document.version', { version })}
          </Text>
        </div>
        {agreementSections(parties).map((section) => (
          <Stack key={section.heading} gap={6}>
            <Title order={level === 2 ? 3 : 4} size="h5">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm" lh={1.65} style={{ overflowWrap: 'anywhere' }}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

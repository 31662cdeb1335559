import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SitePolicyTextProps = { paragraphs: string[]; email: string | null };

/** The terms or the privacy policy: its paragraphs, then the organization's email if it gave one. */
export function SitePolicyText({ paragraphs, email }: SitePolicyTextProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {email && (
        <Text>
          {t('site.contact.email')}: <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Text>
      )}
    </Stack>
  );
}

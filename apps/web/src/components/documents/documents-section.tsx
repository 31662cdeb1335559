import '@mantine/dropzone/styles.css';
import { documentKindOfItem } from '@givecrowd/shared/organization/documents/organization-documents';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationDocuments } from '@/api/organization-documents';
import { DocumentRow } from './document-row';

const NO_NOTES: ReadonlyMap<string, string> = new Map();

/**
 * The organization's documents (docs/product/verification.md#documents): one row per kind asked
 * of its saved form, each uploaded, replaced and opened on its own. Optional: nothing else waits
 * for it. Without a saved organization (a new draft) it says how to get there.
 */
export function DocumentsSection({
  slug,
  requestNotes = NO_NOTES,
  headingOrder = 3,
  badge,
}: {
  slug: string | null;
  /** A reviewer's notes by requested item (`document:{kind}`), while it needs information. */
  requestNotes?: ReadonlyMap<string, string>;
  /** 3 inside a wizard step, 2 as a section of the settings. */
  headingOrder?: 2 | 3;
  /** Beside the heading (the settings' 'Checked by a reviewer'). */
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={headingOrder} size={headingOrder === 2 ? 'h4' : 'h5'} id={headingId}>
          {t('documents.title')}
        </Title>
        {badge}
      </Group>
      <Text size="sm" c="dimmed">
        {t('documents.intro')}
      </Text>
      {slug ? (
        <DocumentList slug={slug} requestNotes={requestNotes} />
      ) : (
        <Text size="sm">{t('documents.saveFirst')}</Text>
      )}
    </Stack>
  );
}

function DocumentList({
  slug,
  requestNotes,
}: {
  slug: string;
  requestNotes: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const documents = useOrganizationDocuments(slug);
  if (documents.isPending) return <Loader size="sm" aria-label={t('documents.loading')} />;
  if (documents.isError) {
    // Said in place, not announced: the section is optional and the rest of the page works.
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="red.9">
          {t('documents.loadFailed')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void documents.refetch()}>
          {t('documents.retry')}
        </Button>
      </Group>
    );
  }
  const notes = new Map(
    [...requestNotes].flatMap(([item, note]) => {
      const kind = documentKindOfItem(item);
      return kind ? [[kind, note] as const] : [];
    }),
  );
  return (
    <Stack gap="xs">
      {documents.data.asked.map((kind) => (
        <DocumentRow
          key={kind}
          slug={slug}
          kind={kind}
          document={documents.data.documents.find((document) => document.kind === kind)}
          note={notes.get(kind)}
        />
      ))}
    </Stack>
  );
}

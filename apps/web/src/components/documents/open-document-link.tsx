import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Open' for a stored document's signed link, in a new tab, named with the document's kind. */
export function OpenDocumentLink({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={link}
      target="_blank"
      rel="noopener"
      size="sm"
      aria-label={t('documents.openNamed', { name })}
    >
      {t('documents.open')}
    </Anchor>
  );
}

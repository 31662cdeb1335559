import { Alert, Container } from '@mantine/core';
import { IconEyeCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Above a page its owner or a reviewer sees before the organization is approved: nobody else can
 * (docs/product/verification.md#publication-and-preview).
 */
export function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <Container size="lg" pt="md">
      <Alert
        color="blue"
        variant="light"
        icon={<IconEyeCheck aria-hidden />}
        title={t('site.preview.title')}
        role="note"
      >
        {t('site.preview.body')}
      </Alert>
    </Container>
  );
}

import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

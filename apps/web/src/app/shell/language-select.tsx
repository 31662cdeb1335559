import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';
import { changeLanguage, isLanguage, LANGUAGES } from '@/lib/i18n';

/**
 * Named 'Language' in every language, so it can always be found
 * (docs/product/routes-and-screens.md#accessible-names). Disabled until the page is alive.
 */
export function LanguageSelect() {
  const { i18n } = useTranslation();
  const isAlive = usePageIsAlive();
  return (
    <NativeSelect
      aria-label="Language"
      disabled={!isAlive}
      data={[...LANGUAGES]}
      value={i18n.resolvedLanguage}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguage(value)) void changeLanguage(value);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      radius="xl"
      w={140}
    />
  );
}

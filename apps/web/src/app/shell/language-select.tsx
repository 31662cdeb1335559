import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '@/app/i18n';

/**
 * Named 'Language' in every language, so it can always be found
 * (docs/product/routes-and-screens.md#accessible-names).
 */
export function LanguageSelect() {
  const { i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label="Language"
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

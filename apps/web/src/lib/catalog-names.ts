import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The names of the catalog's entries in the reader's language
 * (docs/product/messages-and-languages.md#catalog-names): a country's from the runtime's own
 * Unicode data (`Intl.DisplayNames`), the categories, registered types and grant programs from
 * the texts. The values stay as the API has them (a code, an English name): only what is read
 * changes.
 */
export function useCatalogNames() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const regions = useMemo(
    () => (language === 'en' ? null : new Intl.DisplayNames([language], { type: 'region' })),
    [language],
  );
  return useMemo(
    () => ({
      country: (code: string, name: string) => {
        try {
          return regions?.of(code) ?? name;
        } catch {
          return name;
        }
      },
      category: (name: string) => t(`catalog.categories.${name}`, { defaultValue: name }),
      registeredType: (value: string, label: string) =>
        t(`catalog.registeredTypes.${value}`, { defaultValue: label }),
      program: (value: string, label: string) =>
        t(`catalog.programs.${value}`, { defaultValue: label }),
    }),
    [regions, t],
  );
}

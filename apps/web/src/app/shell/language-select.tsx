import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';
import { changeLanguage, isLanguage, LANGUAGES } from '@/lib/i18n';
import { useToken } from '@/lib/use-token';

/**
 * The server keeps a signed-in person's language from the cookie of their calls, and writes the
 * emails it sends them later in it (docs/product/messages-and-languages.md#emails): the account is
 * asked for again at once, so a new choice counts even if nothing else is done. Should that call
 * fail, the next signed-in call tells the server.
 */
function tellServerTheLanguage(queryClient: QueryClient): void {
  void import('@/features/account/api/get-me')
    .then(({ meQueryOptions }) => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }))
    .catch(() => undefined);
}

/**
 * Named 'Language' in every language, so it can always be found
 * (docs/product/routes-and-screens.md#accessible-names). Disabled until the page is alive.
 */
export function LanguageSelect() {
  const { i18n } = useTranslation();
  const isAlive = usePageIsAlive();
  const token = useToken();
  const queryClient = useQueryClient();
  return (
    <NativeSelect
      aria-label="Language"
      disabled={!isAlive}
      data={[...LANGUAGES]}
      value={i18n.resolvedLanguage}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (!isLanguage(value)) return;
        // Sets the cookie before anything else, so the call below carries the new language.
        void changeLanguage(value);
        if (token) tellServerTheLanguage(queryClient);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      radius="xl"
      w={140}
    />
  );
}

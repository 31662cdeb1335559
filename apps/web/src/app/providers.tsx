import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type PageHost, PageHostProvider } from '@/lib/page-host';
import { BannerHost } from './banner-host';
import { cssVariablesResolver, themeWithCloseLabel } from './theme';

/** Mantine with the app's theme, its close buttons named in the current language. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('app.close');
  const theme = useMemo(() => themeWithCloseLabel(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

type ProvidersProps = {
  /** The browser's answers, or one request's on the server. */
  queryClient: QueryClient;
  /** The browser's texts, or on the server those of the request's language. */
  i18n: I18n;
  host: PageHost;
  /** Runs once the page is on screen and alive: after hydration, for a server-rendered page. */
  onMounted?: () => void;
  children: ReactNode;
};

/** Everything a page needs around it; the same on the server and in the browser. */
export function Providers({ queryClient, i18n, host, onMounted, children }: ProvidersProps) {
  // The outermost effect: it runs after every component below has mounted.
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <BannerHost />
        <QueryClientProvider client={queryClient}>
          <PageHostProvider value={host}>{children}</PageHostProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { logUnseenFailure } from '@/lib/log-unseen-failure';
import { wantBannerHost } from './banner-host';

/**
 * Where a failure is told. By default in the error banner. `errorBanner: false`: its caller shows
 * it in place, so it is handled and logged nowhere. `logError: true` as well: nothing on screen
 * tells it (a fetch whose failure only means something is left out), so it is logged.
 */
type ErrorMeta = { errorBanner?: boolean; logError?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** The banner's code (and shared's messages it translates) is fetched when a banner is shown. */
function reportError(error: Error, meta: ErrorMeta | undefined): void {
  if (meta?.errorBanner !== false) {
    wantBannerHost();
    void import('@/components/error-banner').then(({ showError }) => showError(error.message));
  } else if (meta.logError) logUnseenFailure(error);
}

const DEFAULT_OPTIONS = {
  queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: DEFAULT_OPTIONS,
  });
}

/**
 * One request's answers while the server renders a page: the same defaults, but a failure is
 * neither shown nor logged there; the page shows it in place and the browser reports it
 * (docs/product/server-rendering.md#data).
 */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: DEFAULT_OPTIONS });
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from '@/components/error-banner';
import { logUnseenFailure } from '@/lib/log-unseen-failure';

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

function reportError(error: Error, meta: ErrorMeta | undefined): void {
  if (meta?.errorBanner !== false) showError(error.message);
  else if (meta.logError) logUnseenFailure(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from '@/components/error-banner';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorBanner: false` keeps a failure out of the banner (the caller shows it in place). */
    queryMeta: { errorBanner?: boolean };
    mutationMeta: { errorBanner?: boolean };
  }
}

function reportError(error: Error, meta: { errorBanner?: boolean } | undefined): void {
  if (meta?.errorBanner === false) {
    console.error(error);
    return;
  }
  showError(error.message);
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

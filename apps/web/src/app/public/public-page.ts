import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A page the server renders (docs/product/server-rendering.md#what-is-rendered-where): its
 * component and the answers it shows. Loaded with the page's code, so none of it weighs on other
 * pages; its head is the server's alone (`head/route-heads.ts`).
 */
export type PublicPage = {
  Component: ComponentType;
  /** Asks for what the page shows, with the query options its components use. */
  prefetch?: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;
};

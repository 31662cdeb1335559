import { isPlatformHost } from '@givecrowd/shared/organization/host-name';
import { createContext, useContext } from 'react';
import { readAppHosts } from './platform-host';

/** Whose page this is: the host name the page was asked for, and whether an organization owns it. */
export type PageHost = { hostname: string; isOrganizationHost: boolean };

export function pageHost(hostname: string, appHosts: readonly string[]): PageHost {
  return { hostname, isOrganizationHost: !isPlatformHost(hostname, appHosts) };
}

/** The host of the page open in this browser, from its address and the app-hosts meta tag. */
export function browserPageHost(): PageHost {
  return pageHost(window.location.hostname, readAppHosts(document));
}

const PageHostContext = createContext<PageHost | null>(null);

/**
 * Given by both entries (docs/product/server-rendering.md#hydration): on the server the request's
 * host, in the browser the address bar's, so a page never reads `window` while it renders.
 */
export const PageHostProvider = PageHostContext.Provider;

/** The page's host; outside a provider (a component test) the browser's own. */
export function usePageHost(): PageHost {
  return useContext(PageHostContext) ?? browserPageHost();
}

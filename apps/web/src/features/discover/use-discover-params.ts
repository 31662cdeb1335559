import { useSearchParams } from 'react-router';
import { type DiscoverParams, readDiscoverParams, withDiscoverChange } from './discover-params';

/**
 * The discover page's state and its one way to change it: a new entry in the history, so back and
 * forward step through filters and pages. A new page scrolls to the top; a new filter does not.
 */
export function useDiscoverParams() {
  const [search, setSearch] = useSearchParams();
  const change = (next: Partial<DiscoverParams>) =>
    setSearch(withDiscoverChange(search, next), { preventScrollReset: next.page === undefined });
  return [readDiscoverParams(search), change] as const;
}

import { useSearchParams } from 'react-router';
import {
  type DonationsChange,
  readDonationsParams,
  withDonationsChange,
  withoutDonationFilters,
} from './donations-params';

/**
 * The donations page's state and its ways to change it: a new entry in the history, so back and
 * forward step through filters and pages. A typed search replaces its entry instead of adding
 * one a keystroke; a new page scrolls to the top, a new filter does not.
 */
export function useDonationsParams() {
  const [search, setSearch] = useSearchParams();
  const change = (next: DonationsChange) =>
    setSearch(withDonationsChange(search, next), {
      preventScrollReset: next.page === undefined,
      replace: next.q !== undefined,
    });
  const clearFilters = () =>
    setSearch(withoutDonationFilters(search), { preventScrollReset: true });
  return { params: readDonationsParams(search), change, clearFilters };
}

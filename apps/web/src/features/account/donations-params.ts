import {
  type OwnerDonationsQuery,
  ownerDonationsQuerySchema,
} from '@givecrowd/shared/giving/giving-api';

/** Gifts a page of /donations lists. */
export const DONATIONS_PAGE_SIZE = 20;

/** The filters of /donations, named as the address and the donations call name them. */
export const DONATION_FILTERS = ['from', 'to', 'campaign', 'status', 'frequency', 'q'] as const;
export type DonationFilter = (typeof DONATION_FILTERS)[number];
export type DonationFilters = Pick<OwnerDonationsQuery, DonationFilter>;

/**
 * What /donations shows, all of it kept in the address
 * (docs/product/donations.md#the-organizations-gifts).
 */
export type DonationsParams = {
  /** The chosen organization's slug; null for the page's default. */
  organization: string | null;
  filters: DonationFilters;
  page: number;
};

/** A change of the address: an empty value removes that parameter. */
export type DonationsChange = Partial<Record<'organization' | DonationFilter, string>> & {
  page?: number;
};

/**
 * The page's state from its address. A filter the donations call would refuse (a typed-in
 * `status=lost`) is left out rather than failing the page; a bad page is page 1.
 */
export function readDonationsParams(search: URLSearchParams): DonationsParams {
  const filters: DonationFilters = {};
  for (const filter of DONATION_FILTERS) {
    const value = search.get(filter);
    if (!value) continue;
    const parsed = ownerDonationsQuerySchema.shape[filter].safeParse(value);
    if (parsed.success && parsed.data) Object.assign(filters, { [filter]: parsed.data });
  }
  const page = ownerDonationsQuerySchema.shape.page.safeParse(search.get('page') ?? undefined);
  return {
    organization: search.get('organization') || null,
    filters,
    page: page.success ? page.data : 1,
  };
}

/** Whether any filter narrows the list. */
export const hasDonationFilters = (filters: DonationFilters) => Object.keys(filters).length > 0;

/**
 * The address after `change`. Anything but a new page starts again at page 1; page 1 is left out
 * of the address; other parameters stay as they were.
 */
export function withDonationsChange(
  search: URLSearchParams,
  change: DonationsChange,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const { page = 1, ...values } = change;
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** The address without filters or page: the chosen organization stays. */
export function withoutDonationFilters(search: URLSearchParams): URLSearchParams {
  return withDonationsChange(search, {
    from: '',
    to: '',
    campaign: '',
    status: '',
    frequency: '',
    q: '',
  });
}

/**
 * The organization whose gifts are shown: the one the address names, else the first approved one
 * (the others take no gifts), else the first.
 */
export function chooseOrganization<T extends { slug: string; status: string }>(
  organizations: readonly T[],
  slug: string | null,
): T | undefined {
  return (
    organizations.find((organization) => organization.slug === slug) ??
    organizations.find((organization) => organization.status === 'approved') ??
    organizations[0]
  );
}

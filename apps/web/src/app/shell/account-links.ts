import { useIsReviewer } from '@/features/review/api/reviewer-session';

/**
 * The signed-in user's entries, in order; Logout follows them
 * (docs/product/routes-and-screens.md#navigation-bar).
 */
const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/organizations', label: 'nav.organizations' },
  { to: '/campaigns', label: 'nav.campaign' },
  { to: '/donations', label: 'nav.donations' },
  { to: '/profile', label: 'nav.profile' },
] as const;

const REVIEW_LINK = { to: '/admin/organizations', label: 'nav.review' } as const;

/** The account's entries, and for a reviewer the review console last. */
export function useAccountLinks(): readonly (
  | (typeof ACCOUNT_LINKS)[number]
  | typeof REVIEW_LINK
)[] {
  return useIsReviewer() ? [...ACCOUNT_LINKS, REVIEW_LINK] : ACCOUNT_LINKS;
}

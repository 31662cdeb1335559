/**
 * The signed-in user's entries, in order; Logout follows them
 * (docs/product/routes-and-screens.md#navigation-bar).
 */
export const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/organizations', label: 'nav.organizations' },
  { to: '/campaigns', label: 'nav.campaign' },
  { to: '/donations', label: 'nav.donations' },
  { to: '/profile', label: 'nav.profile' },
] as const;

/** Spec §2 "Navigation bar": the signed-in user's entries, in order (Logout follows them). */
export const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/organizations', label: 'nav.organizations' },
  { to: '/campaigns', label: 'nav.campaign' },
  { to: '/donations', label: 'nav.donations' },
  { to: '/profile', label: 'nav.profile' },
] as const;

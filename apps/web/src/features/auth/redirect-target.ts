const DEFAULT_TARGET = '/dashboard';

/** Where to go after login: the `redirectTo` path on this site, never another origin. */
export function redirectTarget(redirectTo: string | null): string {
  if (!redirectTo?.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) {
    return DEFAULT_TARGET;
  }
  if (redirectTo.startsWith('/auth/')) return DEFAULT_TARGET;
  return redirectTo;
}

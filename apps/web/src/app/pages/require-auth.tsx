import { Navigate, Outlet, useLocation } from 'react-router';
import { useToken } from '@/lib/use-token';

/**
 * Pages needing a token send visitors to login, remembering where they were going
 * (docs/product/routes-and-screens.md#routes).
 */
export function buildLoginRedirect(pathname: string, search: string): string {
  return `/auth/login?redirectTo=${encodeURIComponent(pathname + search)}`;
}

export function RequireAuth() {
  const token = useToken();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={buildLoginRedirect(pathname, search)} replace />;
  return <Outlet />;
}

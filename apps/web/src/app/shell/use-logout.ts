import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { clearToken, getToken } from '@/lib/auth-token';

/**
 * Leaves for the login page first, so a guarded page never sees the missing token, then ends the
 * session on the server. That call is best effort: offline or already expired, the person is
 * still logged out here.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const token = getToken();
    // flushSync commits the login page before the token goes; in a transition the guarded page
    // would still be on screen and redirect to login?redirectTo=<itself> (seen in the browser).
    await navigate('/auth/login', { flushSync: true });
    clearToken();
    queryClient.clear();
    if (token) await logout(token).catch(() => undefined);
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearToken } from '@/lib/auth-token';

/** Leaves for the login page first, so a guarded page never sees the missing token. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // flushSync commits the login page before the token goes; in a transition the guarded page
    // would still be on screen and redirect to login?redirectTo=<itself> (seen in the browser).
    await navigate('/auth/login', { flushSync: true });
    clearToken();
    queryClient.clear();
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '@/shared/routing/safe-redirect';
import { postLogout } from '@/shared/session/logout';
import { signOutLocally } from './sign-out';

/**
 * Logout: end the server session, then sign out locally and go to /login whatever the server said. The
 * sign-in page gets the current page as `redirect`, the same place the session guard sends a signed-out
 * user, so the two never race to different URLs.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loginPath = loginPathFor(`${pathname}${search}`);
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await postLogout();
    } catch {
      // The server session may already be gone; the client side is cleared either way.
    } finally {
      setPending(false);
      signOutLocally({ queryClient, navigate: (to) => navigate(to, { replace: true }) }, loginPath);
    }
  }, [queryClient, navigate, loginPath]);
  return { logout, pending };
}

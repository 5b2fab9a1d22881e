import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginPathFor } from '@/shared/routing/safe-redirect';
import { postLogout } from '@/shared/session/logout';
import { signOutLocally } from './sign-out';

const LOGIN_PATH = loginPathFor('/');

/**
 * Logout: end the server session, then sign out locally and go to a plain /login whatever the server said
 * (no `redirect`: whoever signs in next starts at home). The session guard, which sees the user gone at the
 * same moment, goes to the same URL (`signedOutDeliberately`), so the two never race to different ones.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await postLogout();
    } catch {
      // The server session may already be gone; the client side is cleared either way.
    } finally {
      setPending(false);
      signOutLocally({ queryClient, navigate: (to) => navigate(to, { replace: true }) }, LOGIN_PATH, { deliberate: true });
    }
  }, [queryClient, navigate]);
  return { logout, pending };
}

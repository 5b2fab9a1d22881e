import type { QueryClient } from '@tanstack/react-query';
import { setAgreementRequiredHandler, setSessionExpiredHandler } from '@/shared/http/session-expiry';
import { loginPathFor } from '@/shared/routing/safe-redirect';
import { signOutLocally } from './sign-out';

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, opts: { replace: boolean }) => unknown;
}

/**
 * After the session-expired alert: sign out locally and open /login?redirect=<the page the user was on>.
 * A session that still owes its required agreements is sent to /Necessary, the only step the server serves it.
 */
export function wireSessionExpiry(router: RouterLike, queryClient: QueryClient, basename: string): () => void {
  setSessionExpiredHandler(() => {
    // The router's own state carries the basename; the redirect value must not.
    const { pathname, search } = router.state.location;
    const appPath = pathname.slice(0, basename.length).toLowerCase() === basename.toLowerCase() ? pathname.slice(basename.length) || '/' : pathname;
    signOutLocally({ queryClient, navigate: (to) => router.navigate(to, { replace: true }) }, loginPathFor(`${appPath}${search}`));
  });
  setAgreementRequiredHandler(() => {
    if (!router.state.location.pathname.toLowerCase().endsWith('/necessary')) void router.navigate('/Necessary', { replace: true });
  });
  return () => {
    setSessionExpiredHandler(() => {});
    setAgreementRequiredHandler(() => {});
  };
}

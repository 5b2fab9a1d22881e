import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signedOutDeliberately } from '@/app/session/sign-out';
import { loginPathFor } from '@/shared/routing/safe-redirect';
import { clearSessionCookies } from '@/shared/session/session-cookies';
import { SessionUserProvider } from '@/shared/session/session-user';
import { useUserInfo } from '@/shared/session/user-info';
import { PageSpinner } from '@/shared/ui/page-spinner';

function SignedOut({ to }: { to: string }) {
  // Failing to load the account means signed out (spec access §4): forget the session cookies too.
  useEffect(() => clearSessionCookies(), []);
  return <Navigate to={to} replace />;
}

/** The signed-in area: asks the server who is signed in; nobody -> /login?redirect=<this page>. */
export function RequireSession() {
  const { data, isPending } = useUserInfo();
  const { pathname, search } = useLocation();
  if (isPending) return <PageSpinner fullScreen />;
  if (!data) return <SignedOut to={loginPathFor(signedOutDeliberately() ? '/' : `${pathname}${search}`)} />;
  return (
    <SessionUserProvider user={data}>
      <Outlet />
    </SessionUserProvider>
  );
}

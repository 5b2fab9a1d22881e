import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/shared/routing/safe-redirect';
import { useUserInfo } from '@/shared/session/user-info';
import { PageSpinner } from '@/shared/ui/page-spinner';

/** A signed-in user opening /login goes on to the redirect value or / (spec access §2). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { data, isPending } = useUserInfo();
  const [params] = useSearchParams();
  if (isPending) return <PageSpinner fullScreen />;
  if (data) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return children;
}

import { Navigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@/shared/routing/safe-redirect';

/** `/` goes to the `redirect` query value (after sign-in) or to /home. */
export function RootRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirect(params.get('redirect'), '/home')} replace />;
}

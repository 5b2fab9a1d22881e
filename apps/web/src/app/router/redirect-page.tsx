import { Navigate, useLocation, useParams } from 'react-router-dom';

/** `/redirect/{path}` re-opens `/{path}` with the same query: how a tab refresh remounts its page. */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}

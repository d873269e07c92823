import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';

/** Protected routes: wait for the session check, then send anonymous visitors to /login, remembering where they were going. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <FullPageSpinner label="Verificando autenticação..." />;
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}

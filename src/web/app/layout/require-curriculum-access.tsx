import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session';

/** Spec §2: /curriculum needs canAccessCurriculum (granted by the payment); anyone else goes to /history. Sits inside RequireAuth. */
export function RequireCurriculumAccess() {
  const { user } = useSession();
  if (!user?.canAccessCurriculum) return <Navigate to="/history" replace />;
  return <Outlet />;
}

import { CurriculumBuilder } from '../../features/curriculum/components/curriculum-builder';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /curriculum (behind its guard: login, then canAccessCurriculum). Loaded
 * lazily with all of the builder's code (routes.tsx), so the landing page does
 * not carry it.
 */
export function CurriculumPage() {
  useDocumentTitle('Currículo');
  const { user } = useSession();
  return <CurriculumBuilder account={user} />;
}

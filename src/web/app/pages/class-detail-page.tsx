import { useLocation, useParams } from 'react-router';
import { ClassDetailScreen } from '../../features/schools/components/class-detail';
import type { ClassCreatedState } from './classes-page';

/** '/turmas/:classId': one class for its educator (decision 0195); "Turma não encontrada" for anyone else. */
export function ClassDetailPage() {
  const { classId = '' } = useParams();
  const created = (useLocation().state as Partial<ClassCreatedState> | null)?.created;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <ClassDetailScreen key={classId} classId={classId} createdMessage={typeof created === 'string' ? created : null} />
    </div>
  );
}

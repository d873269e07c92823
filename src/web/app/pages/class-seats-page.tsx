import { useParams } from 'react-router';
import { SeatsPanel } from '../../features/schools/components/seats-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /turmas/:classId/vagas: an educator buys seats for their class (school licences, decision 0197). */
export function ClassSeatsPage() {
  const { classId = '' } = useParams();
  useDocumentTitle('Vagas da turma');
  return (
    <div className="mx-auto w-full max-w-xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">Vagas da turma</h1>
      <SeatsPanel classId={classId} />
    </div>
  );
}

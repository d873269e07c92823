import { useQueryClient } from '@tanstack/react-query';
import { classPath } from '../../../shared/constants/app-routes';
import { ClassesScreen } from '../../features/schools/components/class-list';
import { classesKeys } from '../../features/schools/api/classes';
import { useNavigate } from '../../lib/navigation';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The history state of a class's page right after "Nova turma": the server's message. */
export interface ClassCreatedState {
  created: string;
}

/** '/turmas': an educator's classes and "Nova turma" (decision 0195). A new class opens on its own page, with its code. */
export function ClassesPage() {
  useDocumentTitle('Minhas turmas');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Minhas turmas</h1>
        <p className="mt-1 text-slate-700">Turmas de Projeto de Vida: os estudantes entram com um código e fazem o teste.</p>
      </div>
      <ClassesScreen
        onCreated={(created, message) => {
          queryClient.setQueryData(classesKeys.detail(created.id), created);
          void queryClient.invalidateQueries({ queryKey: classesKeys.list });
          navigate(classPath(created.id), { state: { created: message } satisfies ClassCreatedState });
        }}
      />
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { JoinClassScreen } from '../../features/schools/components/join-class';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '/entrar-na-turma': a student joins a class with its code, typed or from the join link's ?codigo= (decision 0195). */
export function JoinClassPage() {
  useDocumentTitle('Entrar numa turma');
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <JoinClassScreen initialCode={params.get('codigo') ?? ''} />
    </div>
  );
}

import { Link } from '../../lib/navigation';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-5xl" aria-hidden="true">
        🧭
      </p>
      <h1 className="mt-4 text-3xl font-bold">Página não encontrada</h1>
      <p className="mt-2 text-slate-700">O endereço pode ter mudado ou ter sido digitado errado.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        Voltar para o início
      </Link>
    </div>
  );
}

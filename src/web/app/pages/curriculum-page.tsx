import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The route, its guard and the navigation exist so that a paying user's
 * 'Currículo' link never lands on "page not found". The builder itself (Jovem
 * questionnaire, Formal form, PDF) is the next piece of work; until it ships
 * this page says so plainly (docs/decisions.md).
 */
export function CurriculumPage() {
  useDocumentTitle('Currículo');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">Currículo</h1>
      <p className="mt-4 text-slate-700">
        Seu acesso ao criador de currículo está garantido pelo relatório completo. Estamos terminando esta área: em breve
        você vai escolher entre o <strong>Currículo Jovem</strong>, respondendo perguntas simples, e o{' '}
        <strong>Currículo Formal</strong>, e baixar o resultado em PDF.
      </p>
      <p className="mt-2 text-slate-700">Enquanto isso, seu relatório completo já está disponível.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/history" className={buttonClasses('primary')}>
          Ver meu resultado
        </Link>
        <Link to="/profile" className={buttonClasses('secondary')}>
          Voltar ao Perfil
        </Link>
      </div>
    </div>
  );
}

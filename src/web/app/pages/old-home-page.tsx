import { Link } from '../../lib/navigation';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStartTestTarget } from '../../lib/start-test-target';

const HIGHLIGHTS = [
  ['📝', '100 afirmações sobre o seu dia a dia'],
  ['⏱️', 'Cerca de 15 minutos para responder'],
  ['🧩', '9 perfis possíveis, com carreiras para cada um'],
  ['🎁', 'Resultado básico grátis'],
] as const;

/** The earlier, simpler landing, kept at /old. */
export function OldHomePage() {
  const startTarget = useStartTestTarget();
  useDocumentTitle('Página inicial antiga');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
        Esta é a versão antiga da nossa página inicial.{' '}
        <Link to="/" className="font-semibold underline underline-offset-2">
          Conheça a nova página inicial
        </Link>
      </p>
      <div className="mt-10 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Descubra seu perfil profissional</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
          Um teste vocacional rápido para jovens que estão pensando no futuro e buscando o primeiro emprego.
        </p>
        <Link to={startTarget} className={buttonClasses('primary', 'mt-8 px-8 text-lg')}>
          Iniciar Teste Agora
        </Link>
      </div>
      <ul className="mx-auto mt-12 grid max-w-xl gap-3">
        {HIGHLIGHTS.map(([icon, text]) => (
          <li key={text} className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
            <span aria-hidden="true" className="text-2xl">
              {icon}
            </span>
            <span className="text-slate-800">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

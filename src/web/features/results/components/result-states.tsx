import { Link } from '../../../lib/navigation';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useStartTestTarget } from '../../../lib/start-test-target';

export function ResultLoading() {
  return <FullPageSpinner label="Carregando resultado..." />;
}

/** Spec §2: no result yet. */
export function ResultEmpty() {
  const startTarget = useStartTestTarget();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Card className="text-center">
        <p className="text-5xl" aria-hidden="true">
          🧭
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Você ainda não possui resultados</h1>
        <p className="mt-2 text-slate-700">
          Você ainda não fez o teste. Em cerca de 15 minutos você descobre o seu perfil e as carreiras que combinam com você.
        </p>
        <Link to={startTarget} className={buttonClasses('primary', 'mt-6')}>
          Fazer Meu Teste Agora
        </Link>
      </Card>
    </div>
  );
}

export function ResultError({ title, message, onRetry }: { title: string; message?: string | null; onRetry?: () => void }) {
  const startTarget = useStartTestTarget();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {message && message !== title && <p className="mt-2 text-slate-700">{message}</p>}
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Tentar novamente
            </Button>
          )}
          <Link to={startTarget} className={buttonClasses('primary')}>
            Fazer o teste
          </Link>
        </div>
      </Card>
    </div>
  );
}

/** For visitors who are not logged in: an invitation to take the test. */
export function TakeTestPrompt({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const startTarget = useStartTestTarget();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Card className="border-t-4 border-brand-700 text-center">
      <Heading className="text-2xl font-bold text-slate-900">E você, qual é o seu perfil?</Heading>
      <p className="mt-2 text-slate-700">Faça o teste grátis: 100 perguntas, cerca de 15 minutos, e descubra quais dos 9 perfis mais combinam com você.</p>
      <Link to={startTarget} className={buttonClasses('primary', 'mt-6')}>
        Descubra o seu perfil
      </Link>
    </Card>
  );
}

import { Link } from '../../../lib/navigation';
import { SELF_KNOWLEDGE_FRAME } from '../../../../shared/content/honest-frame';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import type { AssessmentStatus } from '../hooks/use-assessment-status';
import { useKeyboardLikely } from '../hooks/use-keyboard-likely';
import { ALREADY_DONE_DESCRIPTION, ALREADY_DONE_TITLE, AlreadyDoneDetails } from './already-done-modal';
import { ANSWER_OPTIONS } from './answer-scale';

/**
 * The test's presentation (spec §2 /assessment): 100 statements, about 15
 * minutes, 9 profiles, how to answer; and, without a tap, where the person
 * stands: a test to continue, or the yearly test already done.
 */
export function AssessmentIntro({
  status,
  onStart,
  pending,
  error,
  notice,
}: {
  status: AssessmentStatus;
  onStart: () => void;
  pending: boolean;
  error: string | null;
  /** Why the person is here, when something went wrong on the way (the start after registering). */
  notice?: string | null;
}) {
  const keyboard = useKeyboardLikely();

  if (status.kind === 'done') {
    return (
      <Card>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{ALREADY_DONE_TITLE}</h1>
        <p className="mt-2 text-slate-700">{ALREADY_DONE_DESCRIPTION}</p>
        <div className="mt-5">
          <AlreadyDoneDetails data={status.data} />
        </div>
      </Card>
    );
  }

  return (
    <Card>
      <h1 className="text-3xl font-bold text-slate-900">Seu teste vocacional</h1>
      {notice && (
        <div className="mt-4">
          <Alert tone="error">{notice}</Alert>
        </div>
      )}
      {status.kind === 'in-progress' && (
        <div className="mt-4 rounded-xl border border-brand-700/30 bg-brand-50 p-4 text-brand-900">
          <p className="font-semibold">Você tem um teste em andamento.</p>
          <p className="mt-1 text-sm">
            Você já respondeu {status.answered} de {status.total} perguntas. Suas respostas estão salvas.
          </p>
          <Link to="/quiz" className={buttonClasses('primary', 'mt-4 w-full sm:w-auto')}>
            Continuar teste (pergunta {status.question} de {status.total})
          </Link>
        </div>
      )}
      <p className="mt-3 text-slate-700">
        Você vai ler afirmações sobre o seu dia a dia e dizer o quanto concorda com cada uma. Não existe resposta certa ou errada: responda como você é, não
        como gostaria de ser.
      </p>
      <p className="mt-3 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">{SELF_KNOWLEDGE_FRAME}</p>
      <ul className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
        {[
          ['100', 'perguntas'],
          ['15', 'minutos, em média'],
          ['9', 'perfis possíveis'],
        ].map(([n, label]) => (
          <li key={label} className="rounded-xl bg-brand-50 px-2 py-3 text-center sm:p-4">
            <span className="block text-2xl font-extrabold text-brand-800 sm:text-3xl">{n}</span>
            <span className="text-xs text-slate-700 sm:text-sm">{label}</span>
          </li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-semibold text-slate-900">Como responder</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
        <li>Leia cada afirmação com calma e pense no seu dia a dia: escola, amigos, família.</li>
        <li>Escolha uma das cinco opções.{keyboard && ' Você também pode usar as teclas 1 a 5.'}</li>
        <li>Suas respostas são salvas a cada pergunta: se precisar parar, continue depois de onde parou.</li>
      </ol>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Opções de resposta">
        {ANSWER_OPTIONS.map((option) => (
          <li key={option.value} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            <span aria-hidden="true">{option.emoji}</span>
            {option.label}
          </li>
        ))}
      </ul>

      {error && (
        <div className="mt-6">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {status.kind === 'loading' ? (
        <div className="mt-8 text-brand-800">
          <Spinner size="sm" label="Verificando o seu teste..." />
        </div>
      ) : (
        status.kind !== 'in-progress' && (
          <Button onClick={onStart} loading={pending} className="mt-8 w-full px-8 text-lg sm:w-auto">
            {pending ? 'Iniciando...' : 'Iniciar Teste'}
          </Button>
        )
      )}
    </Card>
  );
}

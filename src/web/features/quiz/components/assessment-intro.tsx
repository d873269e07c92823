import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ANSWER_OPTIONS } from './answer-scale';

/** The test's presentation (spec §2 /assessment): 100 statements, about 15 minutes, 9 profiles, how to answer. */
export function AssessmentIntro({ onStart, pending, error }: { onStart(): void; pending: boolean; error: string | null }) {
  return (
    <Card>
      <h1 className="text-3xl font-bold text-slate-900">Seu teste vocacional</h1>
      <p className="mt-3 text-slate-700">
        Você vai ler afirmações sobre o seu dia a dia e dizer o quanto concorda com cada uma. Não existe resposta certa ou errada: responda como você é, não como gostaria de
        ser.
      </p>
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
        <li>Escolha uma das cinco opções. Você também pode usar as teclas 1 a 5.</li>
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
      <Button onClick={onStart} loading={pending} className="mt-8 w-full px-8 text-lg sm:w-auto">
        {pending ? 'Iniciando...' : 'Iniciar Teste'}
      </Button>
    </Card>
  );
}

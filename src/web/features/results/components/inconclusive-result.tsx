import { Link } from '../../../lib/navigation';
import type { OwnerResult } from '../../../../shared/contracts/quiz.contract';
import { RETAKES_PER_DAY } from '../../../../shared/constants/quiz';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../format';

/**
 * The owner's result when the answer-quality check called it inconclusive
 * (scoring/quality.ts): no profile, no unlock, no sharing; the reasons in plain
 * words and a retake now (an inconclusive result does not use up the year, so
 * /quiz starts a new attempt at once, up to RETAKES_PER_DAY a day; past them
 * /quiz shows the server's message with when to come back).
 */
export function InconclusiveResult({ result }: { result: Pick<OwnerResult, 'quality' | 'completedAt' | 'duration'> }) {
  const completedAt = formatDateTime(result.completedAt);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Resultado inconclusivo</h1>
        <p className="mt-1 text-slate-700">
          {completedAt && <>Concluído em {completedAt}</>}
          {completedAt && result.duration.text && ' · '}
          {result.duration.text && <>Tempo de resposta: {result.duration.text}</>}
        </p>
      </header>
      <Card className="space-y-4">
        <p className="text-slate-800">
          Desta vez, as suas respostas não permitem dizer qual perfil combina com você. Isso pode acontecer quando o teste é feito com pressa, e também quando
          quase todas as respostas ficam nas pontas da escala, mesmo sendo sinceras. Não diz nada de ruim sobre você.
        </p>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">O que percebemos nas respostas</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {result.quality.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
        <p className="text-slate-800">
          Você pode refazer o teste agora mesmo, sem esperar um ano (até {RETAKES_PER_DAY} vezes em 24 horas). Reserve uns 15 minutos, leia cada frase e marque
          o que mais combina com você.
        </p>
        <Link to="/quiz" className={buttonClasses('primary')}>
          Refazer o teste agora
        </Link>
      </Card>
    </div>
  );
}

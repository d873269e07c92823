import type { OwnerResult } from '../../../../shared/contracts/quiz.contract';
import { formatPercent } from '../format';

/**
 * All nine scores as a list of labelled bars. The percentage is always written
 * out, so nothing depends on the colour or the bar length alone.
 */
export function ScoreChart({ scores, dominantId }: { scores: OwnerResult['scores']; dominantId: number }) {
  const sorted = [...scores].sort((a, b) => b.percentage - a.percentage);
  return (
    <section aria-labelledby="seus-perfis">
      <h2 id="seus-perfis" className="text-xl font-semibold text-slate-900">
        Seus 9 perfis
      </h2>
      <p className="mt-1 text-sm text-slate-700">Compatibilidade com cada perfil, do mais forte ao mais fraco.</p>
      <ol className="mt-4 space-y-3">
        {sorted.map((score) => (
          <li key={score.profileId}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-900">
                <span aria-hidden="true">{score.icon} </span>
                {score.name} <span className="font-normal text-slate-700">({score.careerName})</span>
                {score.profileId === dominantId && <span className="ml-1 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-semibold text-white">principal</span>}
              </span>
              <span className="font-semibold tabular-nums text-slate-900">{formatPercent(score.percentage)}</span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full rounded-full" style={{ width: `${Math.max(0, Math.min(100, score.percentage))}%`, backgroundColor: score.color }} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

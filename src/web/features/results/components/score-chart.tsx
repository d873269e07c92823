import type { OwnerResult } from '../../../../shared/contracts/quiz.contract';
import { formatPercent } from '../format';
import { PercentageNote } from './percentage-note';

const BADGES = ['principal', 'secundário'] as const;

/** The badge of the row at `index`: principal/secundário, or "misto" for every profile of a perfil misto (none is the main one). */
function badgeOf(profileId: number, index: number, mixedProfiles: readonly number[]): string | undefined {
  if (mixedProfiles.length > 0) return mixedProfiles.includes(profileId) ? 'misto' : undefined;
  return BADGES[index];
}

/**
 * All nine scores as a list of labelled bars, in the order the API sends them:
 * the engine's ranking (tie rule included), so the first two are always the
 * main and the secondary profiles named elsewhere (or, for a perfil misto,
 * the profiles shown together). Never re-sort here. The
 * percentage is always written out, so nothing depends on colour or bar length.
 */
export function ScoreChart({ scores, mixedProfiles = [] }: { scores: OwnerResult['scores']; mixedProfiles?: readonly number[] }) {
  return (
    <section id="perfis" aria-labelledby="seus-perfis" className="scroll-mt-36 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id="seus-perfis" className="text-xl font-semibold text-slate-900">
        Seus 9 perfis
      </h2>
      <p className="mt-1 text-sm text-slate-700">Compatibilidade com cada perfil, do mais forte ao mais fraco.</p>
      <ol className="mt-4 space-y-3">
        {scores.map((score, index) => {
          const badge = badgeOf(score.profileId, index, mixedProfiles);
          return (
            <li key={score.profileId}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">
                  <span aria-hidden="true">{score.icon} </span>
                  {score.name} <span className="font-normal text-slate-700">({score.careerName})</span>
                  {badge && <span className="ml-1 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-semibold text-white">{badge}</span>}
                </span>
                <span className="font-semibold tabular-nums text-slate-900">{formatPercent(score.percentage)}</span>
              </div>
              <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-full rounded-full" style={{ width: `${Math.max(0, Math.min(100, score.percentage))}%`, backgroundColor: score.color }} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-5">
        <PercentageNote />
      </div>
    </section>
  );
}

import type { PublicResult } from '../../../../shared/contracts/quiz.contract';
import { describeMixed } from '../../../../shared/scoring/precision';
import { formatPercent } from '../format';

/**
 * A "perfil misto" (scoring/precision.ts): the top 2 or 3 profiles differ by
 * less than the test's measurement error, so they are shown together, side by
 * side, in the engine's order, with the reason in words; no single winner.
 */
export function MixedProfiles({ profiles, own }: { profiles: PublicResult['mixedProfiles']; own: boolean }) {
  return (
    <section aria-labelledby="perfil-misto" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{own ? 'Seu perfil' : 'Perfil'}</p>
      <h2 id="perfil-misto" className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl">
        Perfil misto
      </h2>
      <ul className={`mt-5 grid gap-3 ${profiles.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {profiles.map((profile) => (
          <li key={profile.profileId} className="rounded-xl p-4 text-white" style={{ backgroundColor: profile.color }}>
            <p className="text-xl font-bold">
              <span aria-hidden="true">{profile.icon} </span>
              {profile.name}
            </p>
            <p className="font-medium">Perfil {profile.careerName}</p>
            <p className="mt-2 text-2xl font-extrabold tabular-nums">{formatPercent(profile.percentage)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 max-w-2xl text-slate-800">{describeMixed(profiles.map((profile) => profile.name))}</p>
    </section>
  );
}

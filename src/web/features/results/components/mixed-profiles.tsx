import type { ReactNode } from 'react';
import type { MixedProfileView } from '../../../../shared/contracts/report.contract';
import { formatPercent } from '../format';

/**
 * A "perfil misto" (scoring/precision.ts): the top 2 or 3 profiles differ by
 * less than the test's measurement error, so they are shown together, side by
 * side, each with its short description, with the reason in words; no single
 * winner. The owner sees them in their reading order (their pick first).
 */
export function MixedProfiles({ profiles, own, note }: { profiles: readonly MixedProfileView[]; own: boolean; note: ReactNode }) {
  return (
    <section aria-labelledby="perfil-misto" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{own ? 'Seu perfil' : 'Perfil'}</p>
      <h2 id="perfil-misto" className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl">
        Perfil misto
      </h2>
      <div className="mt-3 max-w-2xl text-slate-800">{note}</div>
      <ul className={`mt-5 grid gap-3 ${profiles.length === 3 ? 'lg:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {profiles.map((profile) => (
          <li key={profile.profileId} className="overflow-hidden rounded-xl ring-1 ring-slate-200">
            <div className="p-4 text-white" style={{ backgroundColor: profile.color }}>
              <h3 className="text-xl font-bold">
                <span aria-hidden="true">{profile.icon} </span>
                {profile.name}
              </h3>
              <p className="font-medium">Perfil {profile.careerName}</p>
              <p className="mt-2 text-2xl font-extrabold tabular-nums">{formatPercent(profile.percentage)}</p>
            </div>
            <p className="p-4 text-sm text-slate-800">{profile.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

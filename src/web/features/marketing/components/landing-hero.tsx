import { ExampleResultsDialog } from './example-results-dialog';
import { StartTestLink } from './start-test-link';

const PROMISES = ['Grátis para começar', 'Cerca de 15 minutos', 'Feito para o celular'] as const;

/** A typical result (issue 25): most are a perfil misto, with the top profiles near 70%. */
const PREVIEW_MIX = [
  { name: 'Entusiasta', careerName: 'Comunicativo', percentage: '72,7%', width: 'w-[72.7%]', bar: 'from-orange-500 to-orange-700' },
  { name: 'Prestativo', careerName: 'Cuidador', percentage: '70,5%', width: 'w-[70.5%]', bar: 'from-rose-500 to-rose-700' },
] as const;

/**
 * A glimpse of a typical result (a perfil misto at about 70%), drawn with CSS
 * only. Purely illustrative, so it is hidden from screen readers; the
 * example-results dialog carries the real content.
 */
function ResultPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm select-none">
      <div className="absolute -inset-3 rotate-3 rounded-[2rem] bg-linear-to-br from-orange-300 to-brand-300 opacity-60" />
      <div className="relative rounded-[1.75rem] bg-white p-5 shadow-xl ring-1 ring-slate-200">
        <div className="flex items-center justify-between text-xs font-semibold uppercase tracking-wide text-slate-600">
          <span>Exemplo de resultado</span>
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-800">Grátis</span>
        </div>
        <div className="mt-4 flex items-center gap-3">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-orange-100 text-3xl">🧩</span>
          <div>
            <p className="text-sm text-slate-600">Seu perfil</p>
            <p className="text-2xl font-extrabold text-orange-700">Perfil misto</p>
            <p className="text-sm font-medium text-slate-700">Dois perfis perto demais para apontar um só</p>
          </div>
        </div>
        {PREVIEW_MIX.map((profile) => (
          <div key={profile.name} className="mt-4">
            <div className="flex justify-between text-sm">
              <span className="text-slate-700">
                <span className="font-semibold text-slate-900">{profile.name}</span> · {profile.careerName}
              </span>
              <span className="font-bold text-slate-900">{profile.percentage}</span>
            </div>
            <div className="mt-1 h-2.5 rounded-full bg-slate-100">
              <div className={`h-2.5 ${profile.width} rounded-full bg-linear-to-r ${profile.bar}`} />
            </div>
          </div>
        ))}
        <div className="mt-4 flex flex-wrap gap-2 text-xs font-medium">
          {['Comunicação', 'Escuta atenta', 'Une o grupo'].map((s) => (
            <span key={s} className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
              {s}
            </span>
          ))}
        </div>
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Carreiras:</span> Relações Públicas, Produtor(a) de Eventos, Técnico(a) de Enfermagem
        </p>
      </div>
    </div>
  );
}

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-linear-to-br from-amber-50 via-orange-50 to-brand-100">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-orange-200/50 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-20 h-72 w-72 rounded-full bg-brand-200/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-10 sm:pt-16 md:grid-cols-[1.15fr_1fr] md:pb-24 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/85 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20">
            <span aria-hidden="true">✨</span> Teste vocacional para quem está começando
          </p>
          <h1 id="hero-title" className="mt-5 text-[2rem] font-extrabold leading-[1.15] tracking-tight text-slate-900 sm:text-5xl">
            Descubra seu jeito de ser e as carreiras que <span className="text-brand-700">combinam com você</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">
            Responda 100 afirmações rápidas sobre o seu jeito de ser, suas preferências e seus interesses. Veja quais dos 9 perfis mais combinam com você, com
            profissões para explorar. O resultado básico é grátis.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <StartTestLink />
            <ExampleResultsDialog />
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-800">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="text-green-700">
                  ✓
                </span>
                {p}
              </li>
            ))}
          </ul>
        </div>
        <ResultPreview />
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation';
import { buttonClasses } from '../../../components/ui/button';
import { usePriceText } from '../../../common/price';
import { FREE_FEATURES, PREMIUM_FEATURES } from '../content/plans';
import { CheckList } from './check-list';
import { StartTestLink } from './start-test-link';
import { useStartTestTarget } from '../../../lib/start-test-target';

const BENEFITS = [
  {
    icon: '🦸',
    title: 'Seus Superpoderes',
    text: 'Veja os pontos fortes do seu jeito de ser e como usar isso na escola, no primeiro emprego e na vida.',
    accent: 'from-orange-100 to-amber-50',
  },
  {
    icon: '🧭',
    title: 'Carreiras Ideais',
    text: 'Veja profissões que combinam com o seu jeito de ser e entenda por que cada uma tem a ver com você.',
    accent: 'from-brand-100 to-brand-50',
  },
  {
    icon: '🪞',
    title: 'Perfil Pessoal',
    text: 'Entenda o que te motiva, o que você valoriza e como você funciona melhor, em linguagem simples e sem enrolação.',
    accent: 'from-emerald-100 to-emerald-50',
  },
] as const;

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-bold uppercase tracking-wider text-orange-800">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-lg text-slate-700">{children}</p>}
    </div>
  );
}

export function BenefitsSection() {
  return (
    <section aria-labelledby="beneficios" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading id="beneficios" eyebrow="O que você descobre" title="Um retrato seu, feito para o seu futuro" />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {BENEFITS.map((b) => (
          <li key={b.title} className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:block md:p-6">
            <span aria-hidden="true" className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br text-3xl ${b.accent}`}>
              {b.icon}
            </span>
            <div>
              <h3 className="text-xl font-bold text-slate-900 md:mt-4">{b.title}</h3>
              <p className="mt-1 text-slate-700 md:mt-2">{b.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = [
  { title: 'Crie sua conta grátis', text: 'Só precisa de nome, email e senha. Leva menos de um minuto.' },
  { title: 'Responda ao teste', text: '100 afirmações, cerca de 15 minutos. Não existe resposta certa nem errada: responda como você é.' },
  { title: 'Veja seu resultado', text: 'Seu perfil, a compatibilidade e as carreiras sugeridas aparecem assim que você termina.' },
] as const;

export function StepsSection() {
  return (
    <section aria-labelledby="como-funciona" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="como-funciona" eyebrow="Simples assim" title="Como funciona" />
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-3xl bg-slate-50 p-5 ring-1 ring-slate-200 md:block md:p-6">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-bold text-slate-900 md:mt-4">
                  <span className="sr-only">Passo {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-slate-700 md:mt-2">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-center">
          <Link to="/how-it-works" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Saiba mais sobre como funciona
          </Link>
        </p>
      </div>
    </section>
  );
}

export function PlansSection() {
  const startTarget = useStartTestTarget();
  const price = usePriceText();
  return (
    <section aria-labelledby="planos" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading id="planos" eyebrow="Grátis ou completo" title="Comece grátis. Vá além quando quiser.">
        Você vê seu resultado básico sem pagar nada. Se quiser se aprofundar, desbloqueia o relatório completo com um único pagamento.
      </SectionHeading>
      <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        <article aria-labelledby="plano-gratis" className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h3 id="plano-gratis" className="text-xl font-bold text-slate-900">
            Resultado Básico
          </h3>
          <p className="mt-3">
            <span className="text-4xl font-extrabold text-slate-900">R$ 0</span>
            <span className="ml-2 text-slate-700">grátis</span>
          </p>
          <div className="mt-6 flex-1 text-slate-800">
            <CheckList items={FREE_FEATURES} />
          </div>
          <Link to={startTarget} className={buttonClasses('secondary', 'mt-8 w-full')}>
            Começar grátis
          </Link>
        </article>
        <article
          aria-labelledby="plano-completo"
          className="relative flex flex-col rounded-3xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-xl sm:p-8"
        >
          <p className="absolute -top-3 right-6 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900">Mais completo</p>
          <h3 id="plano-completo" className="text-xl font-bold">
            Relatório Completo
          </h3>
          {/* The price never breaks inside ("R$ / 29,90" at 360 px); the label moves to the next line instead. */}
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
            <span className="whitespace-nowrap text-4xl font-extrabold">{price}</span>
            <span className="whitespace-nowrap text-brand-100">pagamento único</span>
          </p>
          <p className="mt-1 text-sm text-brand-100">PIX ou cartão de crédito, sem mensalidade.</p>
          <p className="mt-6 font-semibold">Tudo do resultado básico, mais:</p>
          <div className="mt-3 flex-1">
            <CheckList items={PREMIUM_FEATURES} tone="light" />
          </div>
          <Link to={startTarget} className={buttonClasses('secondary', 'mt-8 w-full ring-0')}>
            Fazer o teste primeiro
          </Link>
          <p className="mt-3 text-center text-sm text-brand-100">Você decide se quer desbloquear depois de ver o resultado grátis.</p>
        </article>
      </div>
    </section>
  );
}

export function FinalCtaSection() {
  return (
    <section aria-labelledby="cta-final" className="px-4 pb-4">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-linear-to-br from-orange-100 via-amber-50 to-brand-100 px-6 py-12 text-center ring-1 ring-orange-200 sm:px-12">
        <p aria-hidden="true" className="text-4xl">
          🚀
        </p>
        <h2 id="cta-final" className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Pronto para descobrir o seu rumo?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">São cerca de 15 minutos. O resultado básico é grátis e fica salvo na sua conta.</p>
        <StartTestLink className="mt-8" />
      </div>
    </section>
  );
}

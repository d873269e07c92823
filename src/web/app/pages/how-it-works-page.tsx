import { Link } from '../../lib/navigation';
import { ENNEAGRAM_EVIDENCE_LINE, SELF_KNOWLEDGE_FRAME } from '../../../shared/content/honest-frame';
import { usePriceText } from '../../common/price';
import { CheckList } from '../../features/marketing/components/check-list';
import { PageIntro } from '../../features/marketing/components/page-intro';
import { StartTestLink } from '../../features/marketing/components/start-test-link';
import { FREE_FEATURES, PREMIUM_FEATURES } from '../../features/marketing/content/plans';
import { usePublicPageMeta } from '../../lib/page-meta';

export function HowItWorksPage() {
  usePublicPageMeta('/how-it-works');
  const price = usePriceText();
  const steps = [
    {
      icon: '👤',
      title: 'Crie sua conta',
      text: 'É grátis e só pede nome, email e senha. A conta guarda suas respostas e o seu resultado.',
    },
    {
      icon: '📝',
      title: 'Responda a 100 afirmações, em cerca de 15 minutos',
      text: 'Para cada afirmação, diga o quanto você concorda, de “Discordo Totalmente” a “Concordo Totalmente”. Se precisar parar, suas respostas ficam salvas e você continua depois.',
    },
    {
      icon: '🎯',
      title: 'Veja seu perfil de graça',
      text: 'Assim que você termina, aparecem os perfis que mais combinam com você entre os 9, com o percentual de cada um, a descrição, seus pontos fortes e carreiras compatíveis. Quando dois ou três ficam perto demais, o resultado mostra um perfil misto.',
    },
    {
      icon: '🔓',
      title: `Desbloqueie o relatório completo por ${price}, se quiser`,
      text: 'É um pagamento único, por PIX ou cartão de crédito, sem mensalidade. O relatório é liberado na sua conta assim que o pagamento é confirmado.',
    },
    {
      icon: '📄',
      title: 'Monte seu currículo',
      text: 'Com o relatório desbloqueado, você monta seu currículo respondendo a perguntas simples (Currículo Jovem) ou preenchendo um modelo tradicional (Currículo Formal), e baixa em PDF.',
    },
  ];

  return (
    <>
      <PageIntro eyebrow="Passo a passo" title="Como funciona o Rumo">
        <p>Do cadastro ao primeiro currículo: veja o que acontece em cada etapa, o que é grátis e o que o teste pode (e não pode) dizer sobre você.</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <section aria-labelledby="etapas">
          <h2 id="etapas" className="text-2xl font-bold text-slate-900">
            As etapas
          </h2>
          <ol className="mt-6 space-y-4">
            {steps.map((step, index) => (
              <li key={step.icon} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-2xl">
                  {step.icon}
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">
                    <span className="text-brand-800">{index + 1}.</span> {step.title}
                  </h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="o-que-recebe" className="mt-14">
          <h2 id="o-que-recebe" className="text-2xl font-bold text-slate-900">
            O que você recebe
          </h2>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            <div className="rounded-2xl bg-white p-6 text-slate-800 ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-slate-900">Resultado básico · grátis</h3>
              <div className="mt-4">
                <CheckList items={FREE_FEATURES} />
              </div>
            </div>
            <div className="rounded-2xl bg-white p-6 text-slate-800 ring-2 ring-brand-700">
              <h3 className="text-lg font-bold text-slate-900">Relatório completo · {price}</h3>
              <p className="mt-1 text-sm text-slate-700">Tudo do resultado básico, mais:</p>
              <div className="mt-4">
                <CheckList items={PREMIUM_FEATURES} />
              </div>
            </div>
          </div>
        </section>

        <section aria-labelledby="limites" className="mt-14">
          <h2 id="limites" className="text-2xl font-bold text-slate-900">
            Para que o teste serve (e para que não serve)
          </h2>
          <ul className="mt-6 space-y-4 text-slate-800">
            <li className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <strong className="text-slate-900">{SELF_KNOWLEDGE_FRAME}</strong> O teste é inspirado no Eneagrama e mostra como você se descreve hoje.{' '}
              {ENNEAGRAM_EVIDENCE_LINE} Ele também não substitui psicólogo ou orientador vocacional. Use o resultado como ponto de partida para conversar,
              pesquisar profissões e fazer escolhas com mais clareza.
            </li>
            <li className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <strong className="text-slate-900">Pessoas mudam.</strong> O resultado reflete as suas respostas de agora. Por isso o teste pode ser feito uma vez
              por ano: depois desse tempo, vale refazer e comparar.
            </li>
            <li className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <strong className="text-slate-900">Textos escritos com ajuda de inteligência artificial.</strong> As descrições dos perfis e os relatórios foram
              escritos com ajuda de IA e revisados pela nossa equipe. Se algo parecer errado,{' '}
              <Link to="/contact" className="font-semibold text-brand-800 underline">
                conte para a gente
              </Link>
              .
            </li>
          </ul>
        </section>

        <div className="mt-14 rounded-3xl bg-linear-to-br from-orange-100 via-amber-50 to-brand-100 p-8 text-center ring-1 ring-orange-200">
          <h2 className="text-2xl font-extrabold text-slate-900">Vamos começar?</h2>
          <p className="mt-2 text-slate-700">
            Ainda tem dúvidas? Veja as{' '}
            <Link to="/faq" className="font-semibold text-brand-800 underline">
              perguntas frequentes
            </Link>
            .
          </p>
          <StartTestLink className="mt-6" />
        </div>
      </div>
    </>
  );
}

import { Link } from '../../lib/navigation';
import { SUPPORT_REPLY_TIME } from '../../../shared/constants/support';
import { usePriceText } from '../../common/price';
import { FaqAccordion } from '../../features/marketing/components/faq-accordion';
import { PageIntro } from '../../features/marketing/components/page-intro';
import { faqGroups } from '../../features/marketing/content/faq';
import { useScrollToHash } from '../../features/marketing/hooks/use-scroll-to-hash';
import { usePublicPageMeta } from '../../lib/page-meta';

export function FaqPage() {
  usePublicPageMeta('/faq');
  useScrollToHash();
  const groups = faqGroups(usePriceText());
  return (
    <>
      <PageIntro eyebrow="Ajuda" title="Perguntas frequentes">
        <p>Tudo o que você precisa saber sobre o teste, o relatório, seus dados e o pagamento.</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <nav aria-label="Assuntos" className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-1 sm:flex-wrap">
            {groups.map((group) => (
              <li key={group.id} className="shrink-0">
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
                >
                  <span aria-hidden="true">{group.icon}</span>
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className="mt-10">
            <h2 id={group.id} className="flex scroll-mt-24 items-center gap-2 text-2xl font-bold text-slate-900">
              <span aria-hidden="true">{group.icon}</span>
              {group.title}
            </h2>
            <div className="mt-4">
              <FaqAccordion items={group.items} idPrefix={group.id} />
            </div>
          </section>
        ))}
        <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
          <h2 className="text-xl font-bold text-slate-900">Não encontrou sua resposta?</h2>
          <p className="mt-2 text-slate-700">Escreva para a gente. Respondemos em até {SUPPORT_REPLY_TIME}.</p>
          <Link to="/contact" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
            Fale conosco
          </Link>
        </div>
      </div>
    </>
  );
}

import { Link } from '../../lib/navigation';
import { SUPPORT_REPLY_TIME } from '../../../shared/constants/support';
import { Card } from '../../components/ui/card';
import { ContactForm } from '../../features/contact/components/contact-form';
import { SupportChannels } from '../../features/contact/components/support-channels';
import { PageIntro } from '../../features/marketing/components/page-intro';
import { usePublicPageMeta } from '../../lib/page-meta';

export function ContactPage() {
  usePublicPageMeta('/contact');
  return (
    <>
      <PageIntro eyebrow="Contato" title="Fale com a gente">
        <p>Tem uma dúvida, uma sugestão ou algum problema com o teste ou com o pagamento? Mande sua mensagem: respondemos em até {SUPPORT_REPLY_TIME}.</p>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 lg:grid-cols-[1fr_18rem]">
        <Card>
          <h2 className="mb-5 text-xl font-bold text-slate-900">Envie uma mensagem</h2>
          <ContactForm />
        </Card>
        <aside aria-labelledby="outros-canais" className="space-y-6">
          <div className="rounded-2xl bg-white p-6 text-slate-800 ring-1 ring-slate-200">
            <h2 id="outros-canais" className="text-lg font-bold text-slate-900">
              Outros canais
            </h2>
            <div className="mt-3 break-words">
              <SupportChannels />
            </div>
          </div>
          <div className="rounded-2xl bg-brand-50 p-6 text-slate-800 ring-1 ring-brand-100">
            <h2 className="text-lg font-bold text-slate-900">Antes de escrever</h2>
            <p className="mt-2 text-sm">
              Muitas dúvidas já estão respondidas nas{' '}
              <Link to="/faq" className="font-semibold text-brand-800 underline">
                perguntas frequentes
              </Link>
              .
            </p>
            <p className="mt-2 text-sm">Para pedidos sobre os seus dados pessoais (LGPD), escreva usando o email da sua conta.</p>
          </div>
        </aside>
      </div>
    </>
  );
}

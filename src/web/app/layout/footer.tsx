import { Link } from '../../lib/navigation';
import { SupportChannels } from '../../features/contact/components/support-channels';
import { useStartTestTarget } from '../../lib/start-test-target';

const NAV_AFTER_START = [
  ['/login', 'Login'],
  ['/register', 'Inscreva-se'],
  ['/how-it-works', 'Como Funciona'],
  ['/faq', 'FAQ'],
  ['/contact', 'Contato'],
  ['/terms', 'Termos de Uso'],
  ['/privacy', 'Privacidade'],
] as const;

export function Footer() {
  const nav = [['/', 'Home'], [useStartTestTarget(), 'Fazer Teste'], ...NAV_AFTER_START] as const;
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Rumo</p>
          <p className="mt-2 text-sm text-slate-300">Autoconhecimento e primeiro currículo para quem está começando.</p>
        </div>
        <nav aria-label="Rodapé">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {nav.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="inline-block py-1 hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p className="font-semibold text-white">Suporte</p>
          <ul className="mt-2 space-y-2">
            <li>
              <Link to="/contact" className="inline-block py-1 hover:text-white hover:underline">
                Fale com a gente
              </Link>
            </li>
            <li>
              <Link to="/faq" className="inline-block py-1 hover:text-white hover:underline">
                Perguntas frequentes
              </Link>
            </li>
          </ul>
          {/* Support e-mail, phone, social links and the reply time, from the server's config. */}
          <div className="mt-4 break-words border-t border-slate-800 pt-4">
            <SupportChannels tone="dark" />
          </div>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">© {new Date().getFullYear()} Rumo. Feito no Brasil.</p>
    </footer>
  );
}

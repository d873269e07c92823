import type { AppRoute } from './app-routes';
import { SUPPORT_REPLY_TIME } from './support';

/**
 * Title and description of each public page: the server puts them in the HTML
 * (for crawlers and link previews), the web app sets them on navigation, and
 * the sitemap lists these paths.
 */
export interface PublicPage {
  /** One of the app's routes (app-routes.ts), so the server serves it and the web router renders it. */
  path: AppRoute;
  title: string;
  description: string;
  /** Listed in sitemap.xml (default true). Account screens and the old home stay out: nothing there for a search engine. */
  inSitemap?: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Rumo · Teste vocacional grátis e seu primeiro currículo',
    description:
      'Descubra seu perfil entre 9 perfis, veja carreiras que combinam com você e monte seu primeiro currículo. Teste grátis, em cerca de 15 minutos.',
  },
  {
    path: '/how-it-works',
    title: 'Como funciona · Rumo',
    description: 'Veja como funciona o teste vocacional do Rumo: 100 afirmações, 9 perfis, resultado grátis e relatório completo com plano de desenvolvimento.',
  },
  {
    path: '/faq',
    title: 'Perguntas frequentes · Rumo',
    description: 'Dúvidas sobre o teste, o relatório, privacidade, pagamento e suporte do Rumo, respondidas.',
  },
  {
    path: '/contact',
    title: 'Contato · Rumo',
    description: `Fale com a equipe do Rumo. Respondemos em até ${SUPPORT_REPLY_TIME}.`,
  },
  {
    path: '/terms',
    title: 'Termos de Uso · Rumo',
    description: 'Os termos de uso do Rumo: o que oferecemos, suas responsabilidades e as nossas.',
  },
  {
    path: '/privacy',
    title: 'Política de Privacidade · Rumo',
    description: 'Como o Rumo trata seus dados pessoais segundo a LGPD: o que guardamos, por quê, e como exercer seus direitos.',
  },
  {
    path: '/assessment',
    title: 'Fazer o teste · Rumo',
    description: '100 afirmações, cerca de 15 minutos, 9 perfis possíveis. Descubra o seu de graça.',
  },
  // The same intro, where start-test links lead when there is no result yet (spec §2); kept out of the sitemap as a duplicate.
  {
    path: '/assessment-intro',
    title: 'Fazer o teste · Rumo',
    description: '100 afirmações, cerca de 15 minutos, 9 perfis possíveis. Descubra o seu de graça.',
    inSitemap: false,
  },
  {
    path: '/kit-projeto-de-vida',
    title: 'Kit Projeto de Vida para professores · Rumo',
    description:
      'Três aulas de 50 minutos alinhadas à BNCC para usar o teste do Rumo em Projeto de Vida: roteiros, perguntas para a conversa e folhas de atividade para imprimir.',
  },
  { path: '/register', title: 'Criar conta · Rumo', description: 'Crie sua conta grátis no Rumo e faça o teste vocacional.' },
  { path: '/login', title: 'Entrar · Rumo', description: 'Entre na sua conta do Rumo.', inSitemap: false },
  {
    // The join link a teacher shares (often by WhatsApp): its preview says what it is.
    path: '/entrar-na-turma',
    title: 'Entrar numa turma · Rumo',
    description: 'Entre na turma de Projeto de Vida da sua escola com o código do(a) professor(a) e faça o teste vocacional do Rumo.',
    inSitemap: false,
  },
  {
    path: '/forgot-password',
    title: 'Recuperar senha · Rumo',
    description: 'Esqueceu a senha? Receba por e-mail uma senha temporária para entrar no Rumo.',
    inSitemap: false,
  },
  {
    path: '/old',
    title: 'Rumo · Página inicial anterior',
    description: 'A versão anterior da página inicial do Rumo: teste vocacional grátis com 100 afirmações e 9 perfis.',
    inSitemap: false,
  },
];

export function publicPage(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/**
 * The pages written as HTML at build time (scripts/prerender.tsx) and served
 * as such, then hydrated: content that is the same for everyone, so a visitor
 * without JavaScript (or before it arrives) reads the page.
 */
export const PRERENDERED_PATHS: readonly AppRoute[] = [
  '/',
  '/how-it-works',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/assessment',
  '/old',
  '/kit-projeto-de-vida',
];

/**
 * Every path the web app renders, as route patterns (`:name` is one non-empty
 * path segment, the syntax React Router and Fastify share). The web router is
 * built from this list, and the server answers 200 with the app on these paths
 * and 404 (the same app, which then shows its "not found" screen) on any other.
 */
export const APP_ROUTES = {
  home: '/',
  oldHome: '/old',
  howItWorks: '/how-it-works',
  faq: '/faq',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The link of the confirmation e-mail: /confirm-email?token=… */
  confirmEmail: '/confirm-email',
  /** The link mailed to the old address after an e-mail change, which undoes it: /revert-email?token=… */
  revertEmail: '/revert-email',
  assessment: '/assessment',
  assessmentIntro: '/assessment-intro',
  preResult: '/pre-result',
  results: '/results',
  /** A result its owner shares: the public "shared result" page (the paid PDF is the report, at /api/report/{id}/pdf). */
  sharedResult: '/report/:attemptId',
  /** The account page: the person's data, password, stage of life and "Meus dados" (a personality type is a profile). */
  account: '/profile',
  quiz: '/quiz',
  history: '/history',
  curriculum: '/curriculum',
  /** The "Projeto de Vida" lesson kit for teachers (issue 30, decision 0198): public, readable before asking for educator access. */
  lessonKit: '/kit-projeto-de-vida',
  /** A resume's private review link (decision 0186): the document only, for whoever holds the link. */
  reviewLink: '/revisao/:token',
  /** An educator's Projeto de Vida classes (decision 0195): the list and "Nova turma". */
  classes: '/turmas',
  /** One class for its educator: code, link, QR code, dashboard and seats. */
  classDetail: '/turmas/:classId',
  /** The teacher's dashboard of one class (decisions 0195 and 0196): numbers of the whole class, and the results students chose to show. */
  classDashboard: '/turmas/:classId/painel',
  /** Where a student joins a class: the code typed, or the join link's ?codigo=… */
  joinClass: '/entrar-na-turma',
  /** An educator buys seats (school licences, decision 0197) for one class. */
  classSeats: '/turmas/:classId/vagas',
} as const;

/** The educator's page of one class. */
export function classPath(classId: string): string {
  return APP_ROUTES.classDetail.replace(':classId', () => encodeURIComponent(classId));
}

/** The teacher's dashboard of one class. */
export function classDashboardPath(classId: string): string {
  return APP_ROUTES.classDashboard.replace(':classId', () => encodeURIComponent(classId));
}

/** The educator's page of a class's seats (school licences). */
export function classSeatsPath(classId: string): string {
  return APP_ROUTES.classSeats.replace(':classId', () => encodeURIComponent(classId));
}

/** The join link of a class code (relative; the server prefixes PUBLIC_URL). */
export function joinClassPath(code: string): string {
  return `${APP_ROUTES.joinClass}?codigo=${encodeURIComponent(code)}`;
}

/** The path of the shared result of `attemptId`, built from its APP_ROUTES pattern: every link to it comes from here. */
export function sharedResultPath(attemptId: string): string {
  return APP_ROUTES.sharedResult.replace(':attemptId', () => encodeURIComponent(attemptId));
}

/** The page of the review link whose token is `token`. */
export function reviewLinkPath(token: string): string {
  return APP_ROUTES.reviewLink.replace(':token', () => encodeURIComponent(token));
}

export type AppRoute = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

export const APP_ROUTE_PATTERNS: readonly AppRoute[] = Object.values(APP_ROUTES);

/**
 * The staff console. Deliberately not in APP_ROUTES: the server answers 404 on
 * it for everyone (the same app shell), so nothing tells an outsider that a
 * console exists; the web router renders it for staff and "not found" for the rest.
 */
export const STAFF_CONSOLE_PATH = '/equipe';

import type { PasswordHasher } from './platform/security/password-hasher';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { installErrorHandler, answerFrameworkError } from './platform/http/error-handler';
import { RequestLogController, serializeRequestForLog } from './platform/http/request-log';
import { installSecurityHeaders } from './platform/http/security-headers';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { installGracefulClose } from './platform/http/graceful-close';
import { installWebApp } from './platform/http/web-app';
import { registerOpenApiRoute } from './platform/http/openapi';
import { createPlatform } from './platform/platform';
import { createHealthModule } from './modules/health/health.module';
import { createAuthModule } from './modules/auth/auth.module';
import { hasStaffRights } from './modules/auth/auth.service';
import { createEducatorModule } from './modules/educator/educator.module';
import { createSchoolsModule } from './modules/schools/schools.module';
import { createSchoolLicencesModule } from './modules/school-licences/school-licences.module';
import { createAccountModule } from './modules/account/account.module';
import { createQuizModule } from './modules/quiz/quiz.module';
import { createResultsModule } from './modules/results/results.module';
import { ownerLifeStage } from './modules/results/result-views';
import { createPaymentModule } from './modules/payment/payment.module';
import { createReportModule } from './modules/report/report.module';
import type { renderReportPdf } from './modules/report/report-pdf';
import { createContactModule } from './modules/contact/contact.module';
import { createCurriculumModule } from './modules/curriculum/curriculum.module';
import { createLessonKitModule } from './modules/lesson-kit/lesson-kit.module';
import type { renderCurriculumPdf } from './modules/curriculum/curriculum-pdf';
import type { renderCurriculumDocx } from './modules/curriculum/curriculum-docx';
import { createSiteModule } from './modules/site/site.module';
import { createAccountDataModule } from './modules/account-data/account-data.module';
import { createStaffModule } from './modules/staff/staff.module';
import '../shared/contracts/zod-locale';
import { APP_ROUTE_PATTERNS, APP_ROUTES } from '../shared/constants/app-routes';

/**
 * What tests may swap: the clock, where the log lines go (to read them), and
 * the PDF renderers and the resume's Word writer (to make them fail, which the real ones cannot be made to
 * do on demand). Everything else is the real thing.
 */
export interface AppOverrides {
  now?: () => Date;
  logStream?: { write(line: string): void };
  renderReportPdf?: typeof renderReportPdf;
  renderCurriculumPdf?: typeof renderCurriculumPdf;
  renderCurriculumDocx?: typeof renderCurriculumDocx;
  /** The password hasher (tests count its checks). */
  passwordHasher?: PasswordHasher;
  /** How a failed login waits (tests record the delays instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
  /** Told of every route as it is registered (a test checks each /api one is in the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The PDF worker's entry, beside this file: the TypeScript source under vitest
 * and tsx, dist/server/pdf-worker.js in the build (this file is bundled into
 * dist/server/main.js, and scripts/build-server.mjs builds the worker beside it).
 */
const PDF_WORKER_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url);

/** Fastify types these factories for ajv's compilers; ours hand it the zod ones the routes use. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => responseSerializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Builds the whole app without listening, so tests can start it on any port. */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequestForLog },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    // One line per request instead of two.
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    // Unique across instances and restarts: an error answer's requestId (and x-request-id) finds its log line.
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    // Zod validates and serialises every route. Given as the compilers' factories (not set afterwards),
    // Fastify never loads its default ones (ajv, fast-json-stringify): 1.4 MB of heap and ~120 files at start.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute);
  installErrorHandler(app);
  installGracefulClose(app);
  // In Pagar.me mode the browser tokenizes the card straight with Pagar.me.
  installSecurityHeaders(app, config.payment.gateway === 'pagarme' ? [new URL(config.payment.apiUrl).origin] : []);

  const platform = await createPlatform(app, config, { now: overrides.now, pdfWorkerEntry: PDF_WORKER_ENTRY });

  // The modules: each builds its services and registers its routes; what one needs of another is passed by hand,
  // here and only here (a module never imports another's files: eslint/boundaries.js).
  createHealthModule(platform);
  const auth = createAuthModule(platform, {
    ...(overrides.passwordHasher ? { hasher: overrides.passwordHasher } : {}),
    ...(overrides.sleep ? { sleep: overrides.sleep } : {}),
  });
  const account = createAccountModule(platform, { auth });
  const results = createResultsModule(platform);
  const payment = createPaymentModule(platform);
  // School licences sell through the payment module's gateway; a seat goes to a student who finishes or joins (decision 0197).
  const licences = createSchoolLicencesModule(platform, { payments: payment.port });
  const quiz = createQuizModule(platform, {
    resultOf: (caller, attemptId) => results.resultById(caller, attemptId),
    onCompleted: (userId) => licences.onCompleted(userId),
  });
  createReportModule(platform, {
    ownAttempt: async (caller, attemptId) => {
      const attempt = await results.ownAttempt(caller, attemptId);
      return { ...attempt, stage: ownerLifeStage(attempt) };
    },
    answerValuesOf: results.answerValuesOf,
    render: overrides.renderReportPdf,
  });
  createContactModule(platform);
  createCurriculumModule(platform, {
    dominantProfileOf: results.dominantProfileOf,
    lifeStageOf: (userId) => account.lifeStageOf(userId),
    render: overrides.renderCurriculumPdf,
    renderDocx: overrides.renderCurriculumDocx,
  });
  createLessonKitModule(platform);
  const educators = createEducatorModule(platform, { account, hasStaffRights });
  const schools = createSchoolsModule(platform, { roleOf: (userId) => account.roleOf(userId), onJoined: licences.onJoined });
  const accountData = createAccountDataModule(platform, {
    confirmPassword: (caller, password) => auth.confirmPassword(caller, password),
    exportParts: {
      educator: (userId) => educators.exportOf(userId),
      schools: (userId) => schools.exportOf(userId),
      schoolLicences: (userId) => licences.exportOf(userId),
    },
  });
  createStaffModule(platform, {
    accountData,
    itemAnalysis: () => quiz.itemAnalysis.byVersion(),
    hasStaffRights,
    educators: educators.staff,
    schoolOrders: licences.staff,
  });
  const site = createSiteModule(platform);
  registerOpenApiRoute(platform.router);

  // Last: the built web app's files and pages, and the 404 for everything else.
  await installWebApp(app, config.webDistDir, platform.limiter, {
    // /report/{attemptId} has its own route, the results module's shared result page (the profile's preview tags);
    // /revisao/{token} too, the curriculum module's review link page (200 only for a live link, no-store).
    routes: APP_ROUTE_PATTERNS.filter((route) => route !== APP_ROUTES.sharedResult && route !== APP_ROUTES.reviewLink),
    meta: site.pageMeta,
    render: platform.renderIndex,
  });
  return app;
}

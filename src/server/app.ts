import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase } from './platform/database/database';
import { installErrorHandler, answerFrameworkError } from './platform/http/error-handler';
import { createRouter } from './platform/http/router';
import { serializeRequestForLog } from './platform/http/request-log';
import { installSecurityHeaders } from './platform/http/security-headers';
import { installGracefulClose } from './platform/http/graceful-close';
import { createIndexRenderer, installWebApp } from './platform/http/web-app';
import { createMailer } from './platform/mail/mailer';
import { createOutbox } from './platform/mail/outbox';
import { createBackgroundTasks } from './platform/background-tasks';
import { argon2PasswordHasher } from './platform/security/password-hasher';
import { createRateLimiter } from './platform/security/rate-limiter';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createQuizRepository } from './modules/quiz/quiz.repository';
import { createQuizService } from './modules/quiz/quiz.service';
import { registerQuizRoutes } from './modules/quiz/quiz.routes';
import { registerResultsRoutes } from './modules/quiz/results.routes';
import { registerReportPage } from './modules/quiz/report-page.routes';
import { createPaymentRepository } from './modules/payment/payment.repository';
import { createPaymentService } from './modules/payment/payment.service';
import { registerPaymentRoutes } from './modules/payment/payment.routes';
import { createSandboxGateway, type SandboxGateway } from './modules/payment/sandbox-gateway';
import { createPagarmeGateway } from './modules/payment/pagarme-gateway';
import type { PaymentGateway } from './modules/payment/payment-gateway';
import { createReportService } from './modules/report/report.service';
import type { renderReportPdf } from './modules/report/report-pdf';
import { createContactService } from './modules/contact/contact.service';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { publicPageMeta, registerSiteRoutes } from './modules/site/site.routes';
import { registerReportRoutes } from './modules/report/report.routes';
import path from 'node:path';
import '../shared/contracts/zod-locale';

/**
 * What tests may swap: the clock, where the log lines go (to read them), and
 * the PDF renderer (to make it fail, which the real one cannot be made to do
 * on demand). Everything else is the real thing.
 */
export interface AppOverrides {
  now?: () => Date;
  logStream?: { write(line: string): void };
  renderReportPdf?: typeof renderReportPdf;
}

/** Builds the whole app without listening, so tests can start it on any port. */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequestForLog },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installGracefulClose(app);
  // In Pagar.me mode the browser tokenizes the card straight with Pagar.me.
  await installSecurityHeaders(app, config.payment.gateway === 'pagarme' ? [new URL(config.payment.apiUrl).origin] : []);

  const database = await openDatabase(config.database);
  const mailer = createMailer(config);
  const limiter = createRateLimiter(overrides.now ? () => overrides.now!().getTime() : Date.now);
  const background = createBackgroundTasks(app.log);
  const outbox = createOutbox({ db: database.db, mailer, log: app.log, ...(overrides.now ? { now: overrides.now } : {}) });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => {
    await background.drain();
    await outbox.stop();
    limiter.close();
    mailer.close();
    await database.close();
  });

  const auth = createAuthService({
    repository: createAuthRepository(database.db),
    hasher: argon2PasswordHasher,
    limiter,
    outbox,
    background,
    settings: {
      sessionTtlMs: config.auth.sessionTtlMs,
      temporaryPasswordTtlMs: config.auth.temporaryPasswordTtlMs,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      staffEmailDomain: config.staffEmailDomain,
      rateLimits: config.auth.rateLimits,
    },
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const quiz = createQuizService({
    repository: createQuizRepository(database.db),
    limiter,
    outbox,
    settings: { staffEmailDomain: config.staffEmailDomain, publicUrl: config.publicUrl, shareLimits: config.quiz.shareLimits },
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const sandbox: SandboxGateway | null =
    config.payment.gateway === 'sandbox'
      ? createSandboxGateway({
          db: database.db,
          pixKey: 'pix-sandbox@rumo.app.br',
          merchantName: 'RUMO',
          merchantCity: 'SAO PAULO',
          ...(overrides.now ? { now: overrides.now } : {}),
        })
      : null;
  const gateway: PaymentGateway =
    config.payment.gateway === 'pagarme'
      ? createPagarmeGateway({ apiUrl: config.payment.apiUrl, secretKey: config.payment.secretKey })
      : sandbox!;
  const payments = createPaymentService({
    repository: createPaymentRepository(database.db),
    gateway,
    settings: { ...config.payment, publicUrl: config.publicUrl, supportEmail: config.supportEmail },
    outbox,
    log: app.log,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const reports = createReportService({
    ownAttempt: quiz.ownAttempt,
    reportsDir: path.join(config.dataDir, 'reports'),
    log: app.log,
    ...(overrides.renderReportPdf ? { render: overrides.renderReportPdf } : {}),
  });
  const contact = createContactService({
    db: database.db,
    outbox,
    limiter,
    settings: { supportEmail: config.supportEmail, ...config.contactLimits },
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const router = createRouter(app, auth.authenticate);

  registerHealthRoutes(router, database);
  registerAuthRoutes(router, auth);
  registerQuizRoutes(router, quiz);
  registerResultsRoutes(router, quiz);
  registerPaymentRoutes(router, payments, config.payment, sandbox);
  registerReportRoutes(router, reports);
  registerContactRoutes(router, contact, { supportEmail: config.supportEmail, ...config.site });
  const renderIndex = createIndexRenderer(config.webDistDir);
  registerReportPage(app, quiz, config.publicUrl, renderIndex);
  registerSiteRoutes(app, config.publicUrl);

  await installWebApp(app, config.webDistDir, limiter, {
    meta: (pathname) => publicPageMeta(config.publicUrl, pathname),
    render: renderIndex,
  });
  return app;
}

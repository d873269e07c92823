import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle, type Db } from './database/database';
import type { Authenticate } from './http/auth-context';
import { createRouter, type Router } from './http/router';
import { createIndexRenderer, type IndexRenderer } from './http/web-app';
import { createWebRenderer, type WebRenderer } from './http/web-render';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createOutbox, type Outbox } from './mail/outbox';
import { createPdfPool, type PdfPool } from './pdf/pdf-pool';
import { createRateLimiter, type RateLimiter } from './security/rate-limiter';

/** Work that runs while the server serves (a queue's worker): started when it is ready, stopped before the platform closes. */
export interface Worker {
  start(): void;
  /** Finishes what is in flight and stops. */
  stop(): Promise<void>;
}

/**
 * What every module is built on, made once per app and handed to each
 * `create<Module>Module(platform, deps)`: the configuration, the database, the
 * HTTP router, the clock, the log, the rate limiter, the mail outbox, and the
 * lifecycle of the modules' workers. Tests swap the clock (AppOverrides.now) here, once.
 */
export interface Platform {
  config: AppConfig;
  /** For routes that are not JSON envelopes (files, HTML pages). */
  app: FastifyInstance;
  router: Router;
  database: DatabaseHandle;
  db: Db;
  log: Logger;
  now: () => Date;
  /** Counters in the database, shared by every instance; its sweep of ended windows runs while the server serves. */
  limiter: RateLimiter;
  outbox: Outbox;
  /** Renders PDFs in worker threads, a few at once (PDF_RENDER_WORKERS, PDF_RENDER_QUEUE); its workers start on the first render. */
  pdf: PdfPool;
  /** The built index.html with a page's tags (null until the web app is built). */
  renderIndex: IndexRenderer;
  /** Pages rendered on the server with the web app's code (its render entry, loaded on first use). */
  renderWeb: WebRenderer;
  /** Who holds a bearer token: the auth module provides it; the router asks it on every call that needs one. */
  provideAuthenticator(authenticate: Authenticate): void;
  /** A module's worker: started once the server is ready, stopped (last added, first stopped) before the outbox and the database close. */
  addWorker(worker: Worker): void;
}

export interface PlatformOptions {
  now?: (() => Date) | undefined;
  /** The PDF worker's entry (src/server/pdf-worker.ts, built as dist/server/pdf-worker.js): it imports the modules' documents, so the app names it. */
  pdfWorkerEntry: URL;
}

export async function createPlatform(app: FastifyInstance, config: AppConfig, options: PlatformOptions): Promise<Platform> {
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(config.database);
  const mailer = createMailer(config);
  const limiter = createRateLimiter({ db: database.db, log: app.log, now });
  const outbox = createOutbox({ db: database.db, mailer, log: app.log, now });
  const pdf = createPdfPool({ entry: options.pdfWorkerEntry, size: config.pdf.workers, maxQueue: config.pdf.queue, log: app.log });
  const workers: Worker[] = [];

  let authenticator: Authenticate | null = null;
  const router = createRouter(app, (token) => {
    if (!authenticator) throw new Error('No authenticator: the auth module provides it when it is created');
    return authenticator(token);
  });

  app.addHook('onReady', (done) => {
    outbox.start();
    limiter.start();
    for (const worker of workers) worker.start();
    done();
  });
  app.addHook('onClose', async () => {
    for (const worker of [...workers].reverse()) await worker.stop();
    await outbox.stop();
    await pdf.close();
    await limiter.close();
    mailer.close();
    await database.close();
  });

  return {
    config,
    app,
    router,
    database,
    db: database.db,
    log: app.log,
    now,
    limiter,
    outbox,
    pdf,
    renderIndex: createIndexRenderer(config.webDistDir),
    renderWeb: createWebRenderer(config.webRenderEntry, app.log),
    provideAuthenticator(authenticate) {
      authenticator = authenticate;
    },
    addWorker(worker) {
      workers.push(worker);
    },
  };
}

import path from 'node:path';
import type { PdfKind } from '../../pdf-worker';
import type { ProfileId } from '../../../shared/content/content.schema';
import type { LifeStage } from '../../../shared/domain/life-stage';
import type { Platform } from '../../platform/platform';
import type { renderCurriculumDocx } from './curriculum-docx';
import { createPollingWorker } from '../../platform/polling-worker';
import type { renderCurriculumPdf } from './curriculum-pdf';
import { createCurriculumRepository } from './curriculum.repository';
import { registerCurriculumRoutes } from './curriculum.routes';
import { createCurriculumService, type CurriculumService } from './curriculum.service';
import { createLetterRepository } from './curriculum-letter.repository';
import { registerLetterRoutes } from './curriculum-letter.routes';
import { createLetterService } from './curriculum-letter.service';
import { createReviewLinksRepository } from './review-links.repository';
import { registerReviewLinkRoutes } from './review-links.routes';
import { createReviewLinksService } from './review-links.service';

const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface CurriculumModuleDeps {
  /** The dominant profile of the user's latest completed quiz, or null (the quiz module's). */
  dominantProfileOf: (userId: string) => Promise<ProfileId | null>;
  /** The age band and school stage stored with the account (the auth module's). */
  lifeStageOf: (userId: string) => Promise<Pick<LifeStage, 'ageBand' | 'schoolStage'>>;
  /** The PDF renderer (by default the platform's worker pool); tests swap it to make it fail or to count renders. */
  render?: typeof renderCurriculumPdf | undefined;
  /** The Word writer (by default in this thread); tests swap it to make it fail or to count writes. */
  renderDocx?: typeof renderCurriculumDocx | undefined;
}

/** The resume builder: its repository, its service and its routes, wired in one call. */
export function createCurriculumModule(platform: Platform, deps: CurriculumModuleDeps): CurriculumService {
  const service = createCurriculumService({
    repository: createCurriculumRepository(platform.db),
    log: platform.log,
    dominantProfileOf: deps.dominantProfileOf,
    lifeStageOf: deps.lifeStageOf,
    render: deps.render ?? ((input) => platform.pdf.render('curriculum' satisfies PdfKind, input)),
    renderDocx: deps.renderDocx,
    resumesDir: path.join(platform.config.dataDir, 'resumes'),
    limiter: platform.limiter,
    rendersPerUser: platform.config.pdf.rendersPerUser,
    now: platform.now,
  });
  registerCurriculumRoutes(platform.router, service);
  // Trash rows past their 30 days leave: a pass at start, then every hour (a read of the trash also drops them).
  platform.addWorker(
    createPollingWorker({
      name: 'curriculum-trash-purge',
      pollIntervalMs: TRASH_PURGE_INTERVAL_MS,
      log: platform.log,
      pass: () => service.purgeExpiredTrash(),
    }),
  );
  // The cover letter (decision 0189): under the resume's header, rendered in the same pool and cached beside its files.
  const letters = createLetterService({
    repository: createLetterRepository(platform.db),
    curriculumOf: (userId) => service.mine(userId),
    dominantProfileOf: deps.dominantProfileOf,
    log: platform.log,
    render: (input) => platform.pdf.render('letter' satisfies PdfKind, input),
    resumesDir: path.join(platform.config.dataDir, 'resumes'),
    limiter: platform.limiter,
    rendersPerUser: platform.config.pdf.rendersPerUser,
    now: platform.now,
  });
  registerLetterRoutes(platform.router, letters);
  // The resume's private review links (decision 0186): their PDF is the owner's, rendered and cached the same way.
  const reviewLinks = createReviewLinksService({
    repository: createReviewLinksRepository(platform.db),
    curriculum: service,
    letter: letters,
    limiter: platform.limiter,
    limits: platform.config.reviewLinkLimits,
    now: platform.now,
  });
  registerReviewLinkRoutes(platform.router, platform.app, reviewLinks, { publicUrl: platform.config.publicUrl, renderIndex: platform.renderIndex });
  return service;
}

import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { RateLimitRule } from '../../config';
import type { Logger } from '../../platform/logger';
import { createPdfCache } from '../../platform/pdf/pdf-cache';
import { pdfRenderLimitKey } from '../../platform/pdf/pdf-pool';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { PROFILE_CONTENT_VERSION } from '../../../shared/content/profiles';
import { REPORT_MESSAGES } from '../../../shared/contracts/report.contract';
import { readScoreResult } from '../../../shared/scoring/stored-result';
import { questionSetFor } from '../../../shared/content/question-sets';
import { PHRASE_BANK_VERSION } from '../../../shared/content/personal/phrase-bank';
import type { ProfileId } from '../../../shared/content/content.schema';
import { buildPersonalReport } from '../../../shared/scoring/personal-report';
import { firstName } from '../../../shared/domain/person-name';
import type { AuthContext } from '../../platform/http/auth-context';
import { AppError, ForbiddenError } from '../../platform/http/errors';
import type { QuizAttemptsTable } from '../../platform/database/schema';
import type { LifeStage } from '../../../shared/domain/life-stage';
import { CAREER_CATALOGUE_VERSION } from '../../../shared/content/careers/catalogue';
import { REPORT_LAYOUT_VERSION } from './report-layout';
import type { renderReportPdf } from './report-pdf';

/** The 500's message when rendering fails: Portuguese, like every API error (spec §8's 'Failed to generate PDF' is the client's English last resort). */
export const PDF_FAILED_MESSAGE = REPORT_MESSAGES.pdfFailed;

/** What the report reads of an attempt and of its owner: the name and the stage-of-life answers (the quiz module's, passed in by app.ts). */
export type ReportAttempt = Pick<
  Selectable<QuizAttemptsTable>,
  'id' | 'user_id' | 'report_status' | 'score_result' | 'completed_at' | 'question_set_version' | 'profile_pick'
> & { user_name: string; stage: LifeStage };

export interface ReportServiceDeps {
  /** The caller's own attempt, or a 404 (from the quiz module). */
  ownAttempt(auth: AuthContext, attemptId: string): Promise<ReportAttempt>;
  /** An attempt's stored answers, question id -> value (from the quiz module). */
  answerValuesOf(attemptId: string): Promise<Map<number, number>>;
  reportsDir: string;
  log: Logger;
  /** Renders the PDF (in the platform's worker pool); when absent, in this thread. */
  render?: typeof renderReportPdf;
  /** Counts real renders per person (cached downloads are free), within `rendersPerUser`. */
  limiter: RateLimiter;
  rendersPerUser: RateLimitRule;
}

/**
 * The cached file's name: the attempt, then a hash of everything the PDF shows
 * besides the stored answers and scores, which never change once completed:
 * the person's name, their pick, their answers about their stage of life, and
 * the versions of the content, the phrase bank, the career catalogue and the
 * layout. A rename, a new pick or a changed stage is a new file (issues 25, 27).
 */
export function reportCacheName(attempt: Pick<ReportAttempt, 'id' | 'user_name' | 'profile_pick' | 'stage'>): string {
  const { stage } = attempt;
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        attempt.user_name,
        attempt.profile_pick ?? null,
        [stage.ageBand, stage.schoolStage, stage.situation, stage.uf],
        PROFILE_CONTENT_VERSION,
        PHRASE_BANK_VERSION,
        CAREER_CATALOGUE_VERSION,
        REPORT_LAYOUT_VERSION,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  return `${attempt.id}-${key}.pdf`;
}

/** The full report PDF: owner only, paid only; rendered once per name, pick, stage and version (one render at a time per file), and kept on disk. */
export function createReportService(deps: ReportServiceDeps) {
  // @react-pdf and the document are loaded on the first render, not at start (memory at rest).
  const render = deps.render ?? (async (data: Parameters<typeof renderReportPdf>[0]) => (await import('./report-pdf')).renderReportPdf(data));

  const cache = createPdfCache({ dir: deps.reportsDir, log: deps.log, what: 'report PDF' });

  return {
    async pdf(auth: AuthContext, attemptId: string): Promise<{ file: Buffer; fileName: string }> {
      const attempt = await deps.ownAttempt(auth, attemptId);
      if (attempt.report_status !== 'PAID' || !attempt.score_result || !attempt.completed_at) {
        throw new ForbiddenError('Desbloqueie o relatório completo para baixar o PDF.');
      }
      const fileName = `relatorio-rumo-${
        firstName(attempt.user_name)
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z0-9]/g, '') || 'completo'
      }.pdf`;
      const name = reportCacheName(attempt);
      const file = await cache.get(name, {
        context: { attemptId },
        // The attempt's older copies (another name, pick or version) are never served again.
        isOlderCopy: (other) => other.startsWith(`${attempt.id}-`),
        render: async () => {
          // Only a real render counts towards the person's limit (429 past it); a cached file is free.
          await deps.limiter.consume(pdfRenderLimitKey(attempt.user_id), deps.rendersPerUser);
          try {
            const set = questionSetFor(attempt.question_set_version);
            const result = readScoreResult(attempt.score_result!, set.statements);
            const personal = buildPersonalReport({
              result,
              answers: await deps.answerValuesOf(attempt.id),
              set,
              pick: (attempt.profile_pick ?? null) as ProfileId | null,
            });
            return await render({
              firstName: firstName(attempt.user_name),
              fullName: attempt.user_name,
              completedAt: attempt.completed_at!,
              attemptId: attempt.id,
              result,
              personal,
              stage: attempt.stage,
            });
          } catch (error) {
            // Too many renders queued is the pool's own 503; anything else is a failed render.
            if (error instanceof AppError) throw error;
            deps.log.error({ err: error, attemptId }, 'report PDF rendering failed');
            throw new AppError(500, PDF_FAILED_MESSAGE);
          }
        },
      });
      return { file, fileName };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;

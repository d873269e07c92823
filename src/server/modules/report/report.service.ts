import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PROFILE_CONTENT_VERSION } from '../../../shared/content/profiles';
import type { ScoreResult } from '../../../shared/scoring/scoring';
import { buildDevelopmentPlan } from '../../../shared/scoring/development-plan';
import { firstName } from '../../../shared/domain/person-name';
import type { AuthContext } from '../../platform/http/auth-context';
import { AppError, ForbiddenError } from '../../platform/http/errors';
import type { AttemptWithOwner } from '../quiz/quiz.repository';
import { renderReportPdf } from './report-pdf';

export const PDF_FAILED_MESSAGE = 'Failed to generate PDF';

export interface ReportServiceDeps {
  /** The caller's own attempt, or a 404 (from the quiz module). */
  ownAttempt(auth: AuthContext, attemptId: string): Promise<AttemptWithOwner>;
  reportsDir: string;
  log: FastifyBaseLogger;
  render?: typeof renderReportPdf;
}

/** The full report PDF: owner only, paid only; rendered once per content version and kept on disk. */
export function createReportService(deps: ReportServiceDeps) {
  const render = deps.render ?? renderReportPdf;
  return {
    async pdf(auth: AuthContext, attemptId: string): Promise<{ file: Buffer; fileName: string }> {
      const attempt = await deps.ownAttempt(auth, attemptId);
      if (attempt.report_status !== 'PAID' || !attempt.score_result || !attempt.completed_at) {
        throw new ForbiddenError('Desbloqueie o relatório completo para baixar o PDF.');
      }
      const fileName = `relatorio-rumo-${firstName(attempt.user_name).toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '') || 'completo'}.pdf`;
      const cached = path.join(deps.reportsDir, `${attempt.id}-${PROFILE_CONTENT_VERSION}.pdf`);
      try {
        return { file: await fs.readFile(cached), fileName };
      } catch (error) {
        // Not rendered yet (or the cache was cleared): render below.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const result = JSON.parse(attempt.score_result) as ScoreResult;
      let file: Buffer;
      try {
        file = await render({
          firstName: firstName(attempt.user_name),
          fullName: attempt.user_name,
          completedAt: attempt.completed_at,
          attemptId: attempt.id,
          result,
          plan: buildDevelopmentPlan(result),
        });
      } catch (error) {
        deps.log.error({ err: error, attemptId }, 'report PDF rendering failed');
        throw new AppError(500, PDF_FAILED_MESSAGE);
      }
      await fs.mkdir(deps.reportsDir, { recursive: true });
      await fs.writeFile(cached, file);
      return { file, fileName };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;

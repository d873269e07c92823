/** A realistic report (profile 7 dominant, 3 second), shared by the PDF tests and the benchmark. */
import type { ProfileId } from '../../../shared/content/content.schema';
import { STATEMENTS } from '../../../shared/content/questions';
import { buildDevelopmentPlan } from '../../../shared/scoring/development-plan';
import { scoreAnswers } from '../../../shared/scoring/scoring';
import type { ReportData } from './report-pdf';

/** Item score wanted per profile (5 = strong agreement): favours profile 7, then 3; 1 and 9 lowest. */
const WANTED: Record<ProfileId, number> = { 1: 2, 2: 3, 3: 4, 4: 3, 5: 3, 6: 3, 7: 5, 8: 3, 9: 2 };

export function buildReportData(): ReportData {
  const answers: Record<number, number> = {};
  for (const statement of STATEMENTS) {
    const wanted = WANTED[statement.profileId as ProfileId];
    answers[statement.id] = statement.reverse ? 6 - wanted : wanted;
  }
  const result = scoreAnswers(answers);
  return {
    firstName: 'Júlia',
    fullName: 'Júlia Conceição Araújo',
    completedAt: '2026-11-12T15:30:00.000Z',
    attemptId: '3f2b8c1e-6a4d-4f7e-9b1a-2c5d8e9f0a1b',
    result,
    plan: buildDevelopmentPlan(result),
    generatedAt: '2026-11-13T10:00:00.000Z',
  };
}

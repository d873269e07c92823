/** Realistic reports for the PDF tests and the benchmark: a clear result (profile 7, then 3) and a typical perfil misto, each with a stage of life. */
import type { ProfileId } from '../../../shared/content/content.schema';
import { CURRENT_QUESTION_SET } from '../../../shared/content/question-sets';
import { STATEMENTS } from '../../../shared/content/questions';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { scoreAttempt } from '../../../shared/scoring/attempt';
import { buildPersonalReport } from '../../../shared/scoring/personal-report';
import { scoreAnswers } from '../../../shared/scoring/scoring';
import type { LifeStage } from '../../../shared/domain/life-stage';
import type { ReportData } from './report-pdf';

/** A 14-year-old in the 9º ano in São Paulo: the youngest stage, with the minors' notes and the Etec's vestibulinho. */
export const YOUNG_STAGE: LifeStage = { ageBand: '14-15', schoolStage: '9-ano', situation: 'so-estudo', uf: 'SP' };
/** A young adult out of school, looking for a first job in Pernambuco. */
export const ADULT_STAGE: LifeStage = { ageBand: '21-24', schoolStage: 'em-concluido', situation: 'primeiro-emprego', uf: 'PE' };

/** Item score wanted per profile (5 = strong agreement): favours profile 7, then 3; 1 and 9 lowest. */
const WANTED: Record<ProfileId, number> = { 1: 2, 2: 3, 3: 4, 4: 3, 5: 3, 6: 3, 7: 5, 8: 3, 9: 2 };

const PERSON = {
  firstName: 'Júlia',
  fullName: 'Júlia Conceição Araújo',
  completedAt: '2026-11-12T15:30:00.000Z',
  attemptId: '3f2b8c1e-6a4d-4f7e-9b1a-2c5d8e9f0a1b',
  generatedAt: '2026-11-13T10:00:00.000Z',
};

/** A clear result: every statement answered at its profile's wanted level. */
export function buildReportData(stage: LifeStage = YOUNG_STAGE): ReportData {
  const answers: Record<number, number> = {};
  for (const statement of STATEMENTS) {
    const wanted = WANTED[statement.profileId as ProfileId];
    answers[statement.id] = statement.reverse ? 6 - wanted : wanted;
  }
  const result = scoreAnswers(answers);
  return { ...PERSON, result, personal: buildPersonalReport({ result, answers, set: CURRENT_QUESTION_SET, pick: null }), stage };
}

/**
 * An attentive person's report (the noise model of docs/scoring.md): with the
 * default profile and seed, a three-way perfil misto, as most results are.
 */
export function buildAttentiveReportData(
  profile: ProfileId = 6,
  seed = 20261123,
  pick: ProfileId | null = null,
  fullName = PERSON.fullName,
  stage: LifeStage = YOUNG_STAGE,
): ReportData {
  const answers = attentiveAnswerSheet(profile, CURRENT_QUESTION_SET, seed);
  const result = scoreAttempt(answers, CURRENT_QUESTION_SET);
  return {
    ...PERSON,
    fullName,
    firstName: fullName.split(' ')[0] ?? PERSON.firstName,
    result,
    personal: buildPersonalReport({ result, answers, set: CURRENT_QUESTION_SET, pick }),
    stage,
  };
}

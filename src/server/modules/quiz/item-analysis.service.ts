import { QUESTION_SETS } from '../../../shared/content/question-sets';
import { analyseItems, type ItemAnalysis } from '../../../shared/scoring/item-analysis';
import { readStoredQuality } from '../../../shared/scoring/stored-result';
import type { QuizRepository } from './quiz.repository';

export interface ItemAnalysisOptions {
  /** Only this question-set version; every version with completed attempts otherwise. */
  version?: string | undefined;
  /** Count inconclusive results too (by default only conclusive ones: careless sheets would blur every statistic). */
  includeInconclusive?: boolean | undefined;
}

/**
 * Staff item analysis (docs/scoring.md, "Item analysis"): the completed
 * attempts' answers, grouped by the question-set version they were taken
 * with, analysed with that version's keys (scoring/item-analysis.ts). Used by
 * scripts/item-analysis.ts and the staff console's "Saúde do teste".
 */
export function createItemAnalysisService(deps: { repository: Pick<QuizRepository, 'completedAnswers'> }) {
  return {
    async byVersion(options: ItemAnalysisOptions = {}): Promise<ItemAnalysis[]> {
      const rows = await deps.repository.completedAnswers();
      const sheets = new Map<string, Map<string, Map<number, number>>>();
      const left = new Set<string>();
      for (const row of rows) {
        if (left.has(row.attemptId)) continue;
        if (!options.includeInconclusive && !readStoredQuality(row.scoreResult).conclusive) {
          left.add(row.attemptId);
          continue;
        }
        const ofVersion = sheets.get(row.version) ?? new Map<string, Map<number, number>>();
        sheets.set(row.version, ofVersion);
        const sheet = ofVersion.get(row.attemptId) ?? new Map<number, number>();
        ofVersion.set(row.attemptId, sheet);
        sheet.set(row.questionId, row.value);
      }
      return QUESTION_SETS.filter((set) => (options.version ? set.version === options.version : sheets.has(set.version))).map((set) =>
        analyseItems(set, [...(sheets.get(set.version)?.values() ?? [])]),
      );
    },
  };
}

export type ItemAnalysisService = ReturnType<typeof createItemAnalysisService>;

import { QUESTION_SETS } from '../../../shared/content/question-sets';
import { addItemSums, analyseItemSums, emptyItemSums, type ItemAnalysis } from '../../../shared/scoring/item-analysis';
import type { QuizRepository } from './quiz.repository';

export interface ItemAnalysisOptions {
  /** Only this question-set version; every version with completed attempts otherwise. */
  version?: string | undefined;
  /** Count inconclusive results too (by default only conclusive ones: careless sheets would blur every statistic). */
  includeInconclusive?: boolean | undefined;
}

/** Attempts added up per query: each batch is a short query, so other requests run between them. */
export const ITEM_ANALYSIS_BATCH = 500;
/** An analysis is kept this long: staff opening "Saúde do teste" again, or together, do not add everything up again. */
export const ITEM_ANALYSIS_CACHE_MS = 5 * 60_000;

/**
 * Staff item analysis (docs/scoring.md, "Item analysis"): the completed
 * attempts' answers, grouped by the question-set version they were taken
 * with, analysed with that version's keys. The database adds up the sums the
 * statistics need (ItemSums), a batch of attempts at a time, leaving
 * inconclusive attempts out in the query; memory holds one batch's sums,
 * whatever the number of attempts (issue 26, F11). Used by
 * scripts/item-analysis.ts and the staff console's "Saúde do teste".
 */
export function createItemAnalysisService(deps: {
  repository: Pick<QuizRepository, 'analysedVersions' | 'analysisBatchEnd' | 'itemSums'>;
  now?: () => Date;
  batchSize?: number;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? ITEM_ANALYSIS_BATCH;
  /** Per options: the analysis (or the one being made, which a second caller waits for) and when it was started. */
  const cache = new Map<string, { at: number; analyses: Promise<ItemAnalysis[]> }>();

  async function analyse(options: ItemAnalysisOptions): Promise<ItemAnalysis[]> {
    const includeInconclusive = options.includeInconclusive ?? false;
    const versions = new Set(await repository.analysedVersions(includeInconclusive));
    const sets = QUESTION_SETS.filter((set) => (options.version ? set.version === options.version : versions.has(set.version)));
    const analyses: ItemAnalysis[] = [];
    for (const set of sets) {
      const sums = emptyItemSums(set);
      let after = '';
      for (;;) {
        const last = await repository.analysisBatchEnd(set.version, after, batchSize, includeInconclusive);
        addItemSums(sums, await repository.itemSums(set, { after, last }, includeInconclusive));
        if (last === null) break;
        after = last;
      }
      analyses.push(analyseItemSums(set, sums));
    }
    return analyses;
  }

  return {
    async byVersion(options: ItemAnalysisOptions = {}): Promise<ItemAnalysis[]> {
      const key = JSON.stringify([options.version ?? null, options.includeInconclusive ?? false]);
      const t = now().getTime();
      const kept = cache.get(key);
      if (kept && t - kept.at < ITEM_ANALYSIS_CACHE_MS) return kept.analyses;
      const analyses = analyse(options);
      cache.set(key, { at: t, analyses });
      // A failed analysis is not kept: the next call tries again.
      void analyses.catch(() => {
        if (cache.get(key)?.analyses === analyses) cache.delete(key);
      });
      return analyses;
    },
  };
}

export type ItemAnalysisService = ReturnType<typeof createItemAnalysisService>;

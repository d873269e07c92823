/**
 * The scoring engine and development plan for one attempt, against a
 * baseline that touches the same data: JSON round-trip of the 100 answers.
 */
import { STATEMENTS } from '../src/shared/content/questions';
import { buildDevelopmentPlan } from '../src/shared/scoring/development-plan';
import { scoreAnswers } from '../src/shared/scoring/scoring';
import { mulberry32, randomInt } from '../src/shared/scoring/simulation';

function perCallMicros(iterations: number, task: (i: number) => unknown): number {
  for (let i = 0; i < Math.min(iterations, 1000); i++) task(i); // warm-up
  const started = performance.now();
  for (let i = 0; i < iterations; i++) task(i);
  return ((performance.now() - started) * 1000) / iterations;
}

export interface ScoringFigures {
  baselineMicros: number;
  scoringMicros: number;
}

export function measureScoring(iterations = 20_000): ScoringFigures {
  const rng = mulberry32(20261122);
  const attempts = Array.from({ length: 256 }, () => Object.fromEntries(STATEMENTS.map((s) => [s.id, randomInt(rng, 1, 5)])));
  const baselineMicros = perCallMicros(iterations, (i) => JSON.parse(JSON.stringify(attempts[i % attempts.length])));
  const scoringMicros = perCallMicros(iterations, (i) => buildDevelopmentPlan(scoreAnswers(attempts[i % attempts.length]!)));
  return { baselineMicros, scoringMicros };
}

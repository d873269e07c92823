/**
 * The scoring engine and the personal parts of one attempt (issue 25: the
 * quotes, the blend and the development plan, from the attempt's answers),
 * against a baseline that touches the same data: a JSON round-trip of the 100
 * answers.
 */
import { CURRENT_QUESTION_SET } from '../src/shared/content/question-sets';
import { STATEMENTS } from '../src/shared/content/questions';
import { buildPersonalReport } from '../src/shared/scoring/personal-report';
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
  /** Scoring and the whole personal report (plan included) of one attempt. */
  scoringMicros: number;
  /** The personal parts alone, from an attempt already scored (what every owner's read and the PDF assemble). */
  personalMicros: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each figure is the median of `rounds` rounds, the three tasks taking turns within a round (so a slow moment of the machine hits all three). */
export function measureScoring(iterations = 20_000, rounds = 5): ScoringFigures {
  const rng = mulberry32(20261122);
  const attempts = Array.from({ length: 256 }, () => Object.fromEntries(STATEMENTS.map((s) => [s.id, randomInt(rng, 1, 5)])));
  const scored = attempts.map((answers) => ({ answers, result: scoreAnswers(answers), set: CURRENT_QUESTION_SET, pick: null }));
  const set = CURRENT_QUESTION_SET;
  const figures = { baselineMicros: [] as number[], scoringMicros: [] as number[], personalMicros: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    figures.baselineMicros.push(perCallMicros(iterations, (i) => JSON.parse(JSON.stringify(attempts[i % attempts.length]))));
    figures.scoringMicros.push(
      perCallMicros(iterations, (i) => {
        const answers = attempts[i % attempts.length]!;
        return buildPersonalReport({ result: scoreAnswers(answers), answers, set, pick: null });
      }),
    );
    figures.personalMicros.push(perCallMicros(iterations, (i) => buildPersonalReport(scored[i % scored.length]!)));
  }
  return { baselineMicros: median(figures.baselineMicros), scoringMicros: median(figures.scoringMicros), personalMicros: median(figures.personalMicros) };
}

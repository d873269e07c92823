import { MIN_SECONDS_PER_ANSWER } from '../../../shared/constants/quiz';

/** The pace is read over this many latest answers: one quick tap is not a pattern. */
export const PACE_WINDOW = 5;

/**
 * The pace of the new answers of one visit of the quiz screen. `record(at)`
 * takes the moment (in ms) a question got its first answer and says whether the
 * latest PACE_WINDOW answers came faster than MIN_SECONDS_PER_ANSWER each on
 * average, the limit under which the answer-quality gate calls a whole attempt
 * too fast. The gap before an answer counts for it, so one answer given after
 * reading slowly brings the average back up. Until PACE_WINDOW gaps are known it
 * says no.
 */
export function createAnswerPace() {
  const moments: number[] = [];
  return {
    record(at: number): boolean {
      moments.push(at);
      if (moments.length > PACE_WINDOW + 1) moments.shift();
      if (moments.length <= PACE_WINDOW) return false;
      const span = moments[PACE_WINDOW]! - moments[0]!;
      return span < PACE_WINDOW * MIN_SECONDS_PER_ANSWER * 1000;
    },
  };
}

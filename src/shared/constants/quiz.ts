/** The number of statements in the test (spec §1). Here, not in the quiz contract, so a screen can use it without loading zod. */
export const TOTAL_QUESTIONS = 100;

/**
 * Too fast to have read the statements: less than this many seconds per answer on average. The
 * answer-quality gate calls a whole attempt answered this fast inconclusive (src/shared/scoring/quality.ts,
 * `minSecondsPerItem`, reads it from here), and the quiz screen tells a person whose latest answers
 * come this fast to take their time. Here, beside TOTAL_QUESTIONS, so the screen reads it without the scoring engine.
 */
export const MIN_SECONDS_PER_ANSWER = 2;

/**
 * An inconclusive result does not use up the year, but a day holds at most this many retakes (issue 26):
 * 1 + RETAKES_PER_DAY new attempts per account in 24 hours. Here so the inconclusive screen states it without zod.
 */
export const RETAKES_PER_DAY = 3;

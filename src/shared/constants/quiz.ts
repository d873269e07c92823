/** The number of statements in the test (spec §1). Here, not in the quiz contract, so a screen can use it without loading zod. */
export const TOTAL_QUESTIONS = 100;

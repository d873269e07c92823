/**
 * What a teacher may see of a class (issue 30): the numbers of the whole class
 * only once enough students finished the test, no group small enough to point
 * at someone, and a student's own result only when that student turns on the
 * switch. One home for these rules and the switch's words, so every text that
 * states them (the lesson kit, the join screen, the dashboard) reads them here.
 */

/** The class's numbers show only when at least this many students finished the test (schools.contract.ts re-exports it). */
export const CLASS_MIN_FINISHED = 5;

/** A profile held by fewer students than this shows as "menos de 3". */
export const CLASS_MIN_CELL = 3;

/** The student's switch that shows their own result to the class's teacher: off by default, off again at any time. */
export const SHOW_RESULT_TO_TEACHER_LABEL = 'Mostrar meu resultado para o(a) professor(a)';

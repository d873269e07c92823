import { z } from 'zod';
import { SUCCESS_SCREEN_MIN_COMPLETENESS } from '../../../shared/curriculum/completeness';
import { QUESTIONS, isAnswered, visibleQuestions, type QuestionId, type QuestionnaireAnswers } from '../../../shared/curriculum/questionnaire';

/**
 * Where the person is in the Jovem questionnaire, and whether they ever
 * finished it (issue 29), kept on this device: the stored curriculum has no
 * place for it without a migration (decision 0187). Keyed by the account, so
 * another person on a shared computer does not inherit it; a logout forgets it.
 */
export const QUESTIONNAIRE_PROGRESS_KEY = 'curriculum-young-progress';

/** Shown at the question the person left when they come back (issue 29). */
export const RESUME_NOTE = 'Continue de onde parou. O que você já respondeu está salvo.';

const QUESTION_IDS = QUESTIONS.map((question) => question.id) as [QuestionId, ...QuestionId[]];

const storedProgressSchema = z.object({
  userId: z.string(),
  /** The question on screen when the person last moved or left. */
  questionId: z.enum(QUESTION_IDS),
  /** True once Finalizar saved: from then on the success screen may open on return. */
  finished: z.boolean(),
});
export type StoredProgress = z.infer<typeof storedProgressSchema>;

export const questionnaireProgress = {
  read(userId: string): StoredProgress | null {
    try {
      const raw = localStorage.getItem(QUESTIONNAIRE_PROGRESS_KEY);
      const parsed = raw === null ? null : storedProgressSchema.safeParse(JSON.parse(raw));
      return parsed?.success && parsed.data.userId === userId ? parsed.data : null;
    } catch {
      return null;
    }
  },
  write(progress: StoredProgress): void {
    try {
      localStorage.setItem(QUESTIONNAIRE_PROGRESS_KEY, JSON.stringify(progress));
    } catch {
      // Storage full or blocked (private mode): the answers are on the server; only the position is lost.
    }
  },
  forget(): void {
    try {
      localStorage.removeItem(QUESTIONNAIRE_PROGRESS_KEY);
    } catch {
      // Nothing stored.
    }
  },
};

export interface QuestionnaireStart {
  /** The question to open at. */
  questionId: QuestionId;
  /** Open at a question other than the first, where the person left: say "continue de onde parou". */
  resumed: boolean;
  /** Open the success screen (spec §4's 60 %, only for someone who finished before). */
  success: boolean;
}

/**
 * Where the questionnaire opens (issue 29): the success screen only for
 * someone who once finished (Finalizar) and whose saved resume is at least
 * 60 % complete (spec §4); otherwise the question the person left, or, on a
 * device that does not know it, the one after the last answered question (or
 * an unanswered required one before it). `savedPercent` is the saved resume's
 * completeness, null before the first save (then: the first question).
 */
export function questionnaireStart(stored: StoredProgress | null, answers: QuestionnaireAnswers, savedPercent: number | null): QuestionnaireStart {
  const visible = visibleQuestions(answers);
  const first = visible[0]!.id;
  if (stored?.finished && savedPercent !== null && savedPercent >= SUCCESS_SCREEN_MIN_COMPLETENESS) {
    return { questionId: stored.questionId, resumed: stored.questionId !== first, success: true };
  }
  let questionId: QuestionId;
  if (stored && visible.some((question) => question.id === stored.questionId)) {
    questionId = stored.questionId;
  } else if (stored) {
    // The question is hidden now (an answer changed elsewhere): the next one shown after it.
    const order = QUESTION_IDS.indexOf(stored.questionId);
    questionId = visible.find((question) => QUESTION_IDS.indexOf(question.id) > order)?.id ?? visible[visible.length - 1]!.id;
  } else if (savedPercent === null) {
    questionId = first;
  } else {
    const lastAnswered = visible.reduce((last, question, index) => (isAnswered(question, answers) ? index : last), -1);
    const missingRequired = visible.findIndex((question) => question.required && !isAnswered(question, answers));
    const index = Math.min(lastAnswered + 1, visible.length - 1, missingRequired === -1 ? Infinity : missingRequired);
    questionId = visible[index]!.id;
  }
  return { questionId, resumed: questionId !== first, success: false };
}

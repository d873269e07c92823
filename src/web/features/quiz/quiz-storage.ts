import { z } from 'zod';
import { questionSchema, type AttemptState, type OwnerResult, type Question } from '../../../shared/contracts/quiz.contract';

/** Local-storage keys of spec §3, plus the queue of answers not yet confirmed by the server. */
export const QUIZ_STORAGE_KEYS = {
  answers: 'assessment-answers',
  questions: 'assessment-questions',
  currentIndex: 'assessment-current-index',
  started: 'assessment-started',
  attemptId: 'quiz-attempt-id',
  totalQuestions: 'quiz-total-questions',
  results: 'quiz-results',
  progress: 'assessmentProgress',
  pending: 'quiz-pending-answers',
} as const;

/** {questionId: value} */
export type AnswerMap = Record<number, number>;

export const pendingAnswerSchema = z.object({
  attemptId: z.string(),
  questionOrder: z.number().int(),
  value: z.number().int().min(1).max(5),
});
export type PendingAnswer = z.infer<typeof pendingAnswerSchema>;

const answerMapSchema = z.record(z.string(), z.number().int().min(1).max(5));

/**
 * The local copy of what the spec calls the assessment progress: the position
 * and the last milestone, updated at every move and sent to the server at each
 * milestone and when the person leaves the quiz.
 */
export const localProgressSchema = z.object({
  attemptId: z.string(),
  currentIndex: z.number().int().min(0),
  lastMilestone: z.number().int().min(0),
  /** Goes up at every change, so a save knows whether the copy moved while it was on its way. */
  revision: z.number().int().min(0),
  /** The server's `savedAt` this copy was last in step with; null when it never was. */
  serverSavedAt: z.string().nullable(),
  /** True when the position or milestone changed since it was last in step with the server. */
  unsynced: z.boolean(),
});
export type LocalProgress = z.infer<typeof localProgressSchema>;

function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the server still has every confirmed answer.
  }
}

export const quizStorage = {
  attemptId: () => localStorage.getItem(QUIZ_STORAGE_KEYS.attemptId),

  /** Remembers the attempt the server started (or resumed). */
  saveAttempt(state: Pick<AttemptState, 'attemptId' | 'totalQuestions'>): void {
    if (localStorage.getItem(QUIZ_STORAGE_KEYS.attemptId) !== state.attemptId) {
      this.clearProgress();
      write(QUIZ_STORAGE_KEYS.started, new Date().toISOString());
    } else if (!localStorage.getItem(QUIZ_STORAGE_KEYS.started)) {
      write(QUIZ_STORAGE_KEYS.started, new Date().toISOString());
    }
    write(QUIZ_STORAGE_KEYS.attemptId, state.attemptId);
    write(QUIZ_STORAGE_KEYS.totalQuestions, String(state.totalQuestions));
  },

  answers(): AnswerMap {
    const stored = readJson(QUIZ_STORAGE_KEYS.answers, answerMapSchema) ?? {};
    return Object.fromEntries(Object.entries(stored).map(([id, value]) => [Number(id), value]));
  },
  saveAnswers: (answers: AnswerMap) => write(QUIZ_STORAGE_KEYS.answers, answers),

  questions: (): Question[] | null => readJson(QUIZ_STORAGE_KEYS.questions, z.array(questionSchema)),
  saveQuestions: (questions: Question[]) => write(QUIZ_STORAGE_KEYS.questions, questions),

  currentIndex(): number | null {
    const raw = localStorage.getItem(QUIZ_STORAGE_KEYS.currentIndex);
    const value = raw === null ? NaN : Number(raw);
    return Number.isInteger(value) && value >= 0 ? value : null;
  },
  saveCurrentIndex: (index: number) => write(QUIZ_STORAGE_KEYS.currentIndex, String(index)),

  /** The saved position of `attemptId`, if this device holds one. */
  progress(attemptId: string): LocalProgress | null {
    const stored = readJson(QUIZ_STORAGE_KEYS.progress, localProgressSchema);
    return stored?.attemptId === attemptId ? stored : null;
  },
  saveProgress: (progress: LocalProgress) => write(QUIZ_STORAGE_KEYS.progress, progress),
  answeredCount(): number {
    return Object.keys(this.answers()).length;
  },

  pending: (): PendingAnswer[] => readJson(QUIZ_STORAGE_KEYS.pending, z.array(pendingAnswerSchema)) ?? [],
  savePending: (queue: PendingAnswer[]) => (queue.length ? write(QUIZ_STORAGE_KEYS.pending, queue) : localStorage.removeItem(QUIZ_STORAGE_KEYS.pending)),

  hasResults: () => localStorage.getItem(QUIZ_STORAGE_KEYS.results) !== null,
  saveResults: (result: OwnerResult) => write(QUIZ_STORAGE_KEYS.results, result),

  /** Forgets everything the quiz kept on this device: on logout, so the next person on a shared computer finds nothing. */
  clearAll(): void {
    this.clearProgress();
    localStorage.removeItem(QUIZ_STORAGE_KEYS.results);
    localStorage.removeItem(QUIZ_STORAGE_KEYS.pending);
  },

  /** Forgets the attempt in progress (after finishing, or when the server has another attempt). */
  clearProgress(): void {
    for (const key of [
      QUIZ_STORAGE_KEYS.answers,
      QUIZ_STORAGE_KEYS.questions,
      QUIZ_STORAGE_KEYS.currentIndex,
      QUIZ_STORAGE_KEYS.started,
      QUIZ_STORAGE_KEYS.attemptId,
      QUIZ_STORAGE_KEYS.totalQuestions,
      QUIZ_STORAGE_KEYS.progress,
    ]) {
      localStorage.removeItem(key);
    }
  },
};

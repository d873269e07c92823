import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/navigation';
import type { SavedProgress } from '../../../../shared/contracts/assessment.contract';
import type { AttemptState, Question } from '../../../../shared/contracts/quiz.contract';
import { ANSWER_HIGHLIGHT_MS, ANSWER_LOCK_TIMEOUT_MS, MILESTONE_EVERY } from '../../../config/timings';
import { ApiError, userMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { quizApi } from '../api/quiz-api';
import type { SendOutcome } from '../answer-queue';
import { createAnswerPace } from '../answer-pace';
import { createProgressSync, lastMilestone, openingIndex, resumeIndex } from '../progress-sync';
import { quizStorage, type AnswerMap } from '../quiz-storage';
import { assessmentProgressKey, assessmentProgressQuery } from './assessment-progress-query';
import { useAnswerQueue } from './use-answer-queue';
import { startProblem, type StartProblem } from './start-problem';

export const FINISH_ERROR_TITLE = 'Erro ao finalizar quiz';
const FINISH_PENDING_MESSAGE = 'Algumas respostas ainda não foram enviadas. Verifique sua conexão e tente novamente.';
const ANSWER_ERROR_MESSAGE = 'Não foi possível salvar sua resposta. Tente novamente.';

type LoadState = { status: 'loading' } | { status: 'problem'; problem: StartProblem } | { status: 'ready' };

/** One for the whole tab: it remembers which save is on its way. */
const progressSync = createProgressSync((progress, options) => quizApi.saveProgress(progress, options));

const countAnswered = (questions: Question[], answers: AnswerMap) => questions.filter((q) => answers[q.id] !== undefined).length;
const firstOpenIndex = (questions: Question[], answers: AnswerMap) => questions.findIndex((q) => answers[q.id] === undefined);

function delay<T>(ms: number, value: T): { promise: Promise<T>; cancel(): void } {
  let timer: ReturnType<typeof setTimeout>;
  const promise = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(value), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * The quiz in progress: loads the questions and the attempt (resuming the
 * server's and the local answers, at the saved position), answers one question
 * at a time, keeps answers locally when there is no connection, saves the
 * position at each milestone and when leaving, and finishes.
 */
export function useQuizSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const { queue, pending, offline } = useAnswerQueue();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [questions, setQuestions] = useState<Question[]>([]);
  const [attemptId, setAttemptId] = useState('');
  const [answers, setAnswers] = useState<AnswerMap>({});
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const [showFinish, setShowFinish] = useState(false);
  const [milestone, setMilestone] = useState<number | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [finishing, setFinishing] = useState<'finish' | 'skip' | null>(null);
  const [finishError, setFinishError] = useState<string | null>(null);
  /** Bumped when an answer moves the screen on (not on Anterior/Próxima), so focus can follow. */
  const [advanceCount, setAdvanceCount] = useState(0);
  /** The latest new answers came too fast to have been read (answer-pace.ts). */
  const [rushed, setRushed] = useState(false);

  const alive = useRef(true);
  const answersRef = useRef<AnswerMap>({});
  const lockedRef = useRef(false);
  const paceRef = useRef(createAnswerPace());
  /** The highest milestone already celebrated (here, or on another device). */
  const milestoneRef = useRef(0);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    let ignore = false;
    void (async () => {
      // The attempt in progress and its saved position come from GET /assessment/progress (read-only);
      // only when there is none (or it cannot be read) does POST /quiz/start open or resume one.
      const [questionsResult, progressResult] = await Promise.allSettled([
        quizApi.questions(),
        queryClient.fetchQuery({ ...assessmentProgressQuery(userId), retry: false }),
      ]);
      if (ignore) return;
      for (const result of [questionsResult, progressResult]) {
        if (result.status === 'rejected' && result.reason instanceof ApiError && result.reason.status === 401) {
          setLoad({ status: 'problem', problem: { kind: 'login' } });
          return;
        }
      }
      const read = progressResult.status === 'fulfilled' ? progressResult.value : null;
      if (read?.cannotTake && !read.progress) {
        setLoad({ status: 'problem', problem: { kind: 'already-done', data: read.cannotTake } });
        return;
      }
      const server: SavedProgress | null = read?.progress ?? null;
      let state: AttemptState;
      if (server) state = server;
      else {
        try {
          state = await quizApi.start();
        } catch (error) {
          if (!ignore) setLoad({ status: 'problem', problem: startProblem(error) });
          return;
        }
        if (ignore) return;
        void queryClient.invalidateQueries({ queryKey: assessmentProgressKey(userId) });
      }
      if (questionsResult.status === 'rejected' || questionsResult.value.length === 0) {
        void navigate('/assessment', { replace: true });
        return;
      }
      const list = questionsResult.value;
      const known = new Set(list.map((q) => q.id));

      // Local copies only count for the same attempt (another user or a new attempt starts clean).
      const sameAttempt = quizStorage.attemptId() === state.attemptId;
      const local = sameAttempt ? quizStorage.answers() : {};
      const localProgress = sameAttempt ? quizStorage.progress(state.attemptId) : null;
      const storedIndex = sameAttempt ? quizStorage.currentIndex() : null;
      quizStorage.saveAttempt(state);
      quizStorage.saveQuestions(list);

      const onServer: AnswerMap = Object.fromEntries(state.answers.map((a) => [a.questionOrder, a.value]));
      const queued = queue.pendingFor(state.attemptId);
      const merged: AnswerMap = { ...local, ...onServer };
      for (const answer of queued) merged[answer.questionOrder] = answer.value;
      for (const id of Object.keys(merged).map(Number)) if (!known.has(id)) delete merged[id];

      // An answer kept here that the server never confirmed and that is not queued: send it again.
      const queuedIds = new Set(queued.map((a) => a.questionOrder));
      for (const [id, value] of Object.entries(local).map(([k, v]) => [Number(k), v] as const)) {
        if (known.has(id) && onServer[id] === undefined && !queuedIds.has(id)) {
          void queue.enqueue({ attemptId: state.attemptId, questionOrder: id, value });
        }
      }

      // Spec §4: the position comes from the server's progress, falling back to the local copy.
      const open = firstOpenIndex(list, merged);
      const start = openingIndex({
        resume: resumeIndex(server, localProgress),
        stored: storedIndex,
        currentQuestion: state.currentQuestion,
        total: list.length,
        firstOpen: open,
      });
      milestoneRef.current = lastMilestone(server, localProgress);
      progressSync.adopt(state.attemptId, {
        currentIndex: start,
        lastMilestone: milestoneRef.current,
        serverSavedAt: server ? server.savedAt : (localProgress?.serverSavedAt ?? null),
        // In step only when the server was read and holds exactly this.
        unsynced: !server || server.currentIndex !== start || server.lastMilestone !== milestoneRef.current,
      });

      answersRef.current = merged;
      quizStorage.saveAnswers(merged);
      setQuestions(list);
      setAttemptId(state.attemptId);
      setAnswers(merged);
      setIndex(start);
      setShowFinish(open < 0);
      setLoad({ status: 'ready' });
    })();
    return () => {
      ignore = true;
    };
    // Once per visit of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = useCallback(
    (next: number) => {
      setIndex(next);
      if (attemptId) progressSync.move(attemptId, next);
    },
    [attemptId],
  );

  // Leaving (another page of the app, another tab or app, closing): the position goes to the server.
  // keepalive lets the request finish after the page is gone.
  useEffect(() => {
    if (load.status !== 'ready' || !attemptId) return;
    const leave = () => void progressSync.sync(attemptId, { keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [load.status, attemptId]);

  const question = questions[index] ?? null;
  const total = questions.length;
  const answeredCount = countAnswered(questions, answers);

  const select = useCallback(
    (value: number) => {
      if (lockedRef.current || !question || !attemptId) return;
      const answeredAt = performance.now();
      lockedRef.current = true;
      setLocked(true);
      setSelected(value);
      setAnswerError(null);
      setMilestone(null);
      const from = index;
      const previous = answersRef.current[question.id];

      const commit = async () => {
        const next = { ...answersRef.current, [question.id]: value };
        answersRef.current = next;
        setAnswers(next);
        quizStorage.saveAnswers(next);

        // Locked while the submission is pending, 30 s at most; the answer stays queued after that.
        const lockLimit = delay<SendOutcome | 'timeout'>(ANSWER_LOCK_TIMEOUT_MS, 'timeout');
        const raced = await Promise.race([queue.enqueue({ attemptId, questionOrder: question.id, value }), lockLimit.promise]);
        lockLimit.cancel();
        if (raced === 'timeout') queue.markOffline();
        const outcome: SendOutcome = raced === 'timeout' ? { kind: 'offline' } : raced;
        if (!alive.current) return;
        lockedRef.current = false;
        setLocked(false);
        setSelected(null);

        if (outcome.kind === 'rejected') {
          const reverted = { ...answersRef.current };
          if (previous === undefined) delete reverted[question.id];
          else reverted[question.id] = previous;
          answersRef.current = reverted;
          setAnswers(reverted);
          quizStorage.saveAnswers(reverted);
          setAnswerError(userMessage(outcome.error, ANSWER_ERROR_MESSAGE));
          return;
        }
        if (outcome.kind === 'unauthorized') {
          setLoginNeeded(true);
          return;
        }

        // Only first answers tell the pace: changing one while reviewing is not reading a new statement.
        if (previous === undefined) setRushed(paceRef.current.record(answeredAt));
        const count = countAnswered(questions, next);
        const open = firstOpenIndex(questions, next);
        setAdvanceCount((n) => n + 1);
        const isLast = from + 1 >= questions.length;
        // The answer that completes the set, or a change to the last one while reviewing: the congratulation panel.
        if (open < 0 && (previous === undefined || isLast)) {
          setShowFinish(true);
          return;
        }
        // Reviewing (all answered): on to the next question. Otherwise the next one, or the first still open.
        const target = !isLast ? from + 1 : open;
        goTo(target);
        if (previous === undefined && count % MILESTONE_EVERY === 0 && count > milestoneRef.current) {
          milestoneRef.current = count;
          setMilestone(count);
          progressSync.milestone(attemptId, count);
          void progressSync.sync(attemptId);
        }
      };
      setTimeout(() => void commit(), ANSWER_HIGHLIGHT_MS);
    },
    [question, attemptId, index, queue, questions, goTo],
  );

  const allAnswered = total > 0 && answeredCount === total;
  const canGoBack = index > 0 && !locked;
  const canGoNext = !locked && question !== null && answers[question.id] !== undefined && index < total - 1;

  async function finish(kind: 'finish' | 'skip') {
    if (finishing) return;
    setFinishError(null);
    setFinishing(kind);
    try {
      await queue.flush();
      if (kind === 'finish' && queue.pendingFor(attemptId).length > 0) {
        if (queue.getSnapshot().offline) setFinishError(FINISH_PENDING_MESSAGE);
        else setLoginNeeded(true);
        return;
      }
      const result = kind === 'finish' ? await quizApi.complete(attemptId) : await quizApi.fill(attemptId);
      quizStorage.saveResults(result);
      // Spec §4: completing clears the saved progress (the server cleared its copy).
      quizStorage.clearProgress();
      void queryClient.invalidateQueries({ queryKey: assessmentProgressKey(userId) });
      void navigate('/pre-result', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setLoginNeeded(true);
      else setFinishError(userMessage(error, 'Tente novamente em alguns instantes.'));
    } finally {
      if (alive.current) setFinishing(null);
    }
  }

  return {
    load,
    question,
    index,
    advanceCount,
    total,
    answeredCount,
    currentAnswer: question ? (answers[question.id] ?? null) : null,
    selected,
    locked,
    showFinish,
    milestone,
    dismissMilestone: () => setMilestone(null),
    rushed,
    answerError,
    loginNeeded,
    dismissLogin: () => setLoginNeeded(false),
    pendingAnswers: pending,
    offline: offline && pending > 0,
    finishing,
    finishError,
    select,
    previous: () => canGoBack && goTo(index - 1),
    next: () => canGoNext && goTo(index + 1),
    canGoBack,
    canGoNext,
    /** All answered: the question screen offers Finalizar too (spec: Next stays for 1..99). */
    allAnswered,
    review: () => {
      setShowFinish(false);
      setAdvanceCount((n) => n + 1);
      goTo(0);
    },
    /** Back from reviewing to the congratulation panel. */
    endReview: () => {
      setShowFinish(true);
      setAdvanceCount((n) => n + 1);
    },
    finish: () => finish('finish'),
    skipToResult: () => finish('skip'),
  };
}

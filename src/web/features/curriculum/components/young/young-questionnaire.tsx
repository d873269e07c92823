import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { PHONE_MESSAGES, type User } from '../../../../../shared/contracts/auth.contract';
import type { Curriculum, CurriculumInput, ProfileSeed } from '../../../../../shared/contracts/curriculum.contract';
import { isAmong } from '../../../../../shared/curriculum/test-result-suggestions';
import { withoutFinalStop } from '../../../../../shared/curriculum/objective';
import type { CurriculumSuggestions } from '../../../../../shared/content/curriculum-suggestions';
import { curriculumCompleteness } from '../../../../../shared/curriculum/completeness';
import {
  EMPTY_ANSWERS,
  answersToCurriculum,
  curriculumToAnswers,
  isAnswered,
  setAnswer,
  visibleQuestions,
  withSchoolStage,
  type Question,
  type QuestionId,
  type QuestionnaireAnswers,
} from '../../../../../shared/curriculum/questionnaire';
import { CURRICULUM_MESSAGES, type CurriculumDesign } from '../../../../../shared/curriculum/rules';
import { EMAIL_MESSAGES, isValidEmail } from '../../../../../shared/domain/email';
import { formatPhone, isValidPhone } from '../../../../../shared/domain/phone';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { curriculumApi } from '../../api/curriculum-api';
import { answersAutosaveRules, autosaveBanner, autosaveLabel } from '../../autosave-rules';
import { useAutosave } from '../../hooks/use-autosave';
import { usePdfDownload } from '../../hooks/use-pdf-download';
import { documentInputOf } from '../../preview-input';
import { RESUME_NOTE, questionnaireProgress, questionnaireStart, type StoredProgress } from '../../questionnaire-progress';
import { UseTestResult } from '../use-test-result';
import { QuestionField } from './question-field';

type Account = Pick<User, 'id' | 'name' | 'email' | 'phone' | 'schoolStage'> | null;

/**
 * The saved answers; the account fills the name, e-mail and phone while they are blank,
 * and the school stage it holds answers studying and the grade while studying is unanswered.
 */
function initialAnswers(saved: Curriculum | null, account: Account): QuestionnaireAnswers {
  const answers = withSchoolStage(saved ? curriculumToAnswers(saved) : EMPTY_ANSWERS, account?.schoolStage);
  const orAccount = (value: string, fromAccount: string | null | undefined) => (value.trim() === '' ? (fromAccount ?? '') : value);
  return {
    ...answers,
    fullName: orAccount(answers.fullName, account?.name),
    email: orAccount(answers.email, account?.email),
    phone: orAccount(answers.phone, account?.phone ? formatPhone(account.phone) : null),
  };
}

/** An e-mail or phone that is filled but would be refused (the same rules as the server's). */
function formatProblem(question: Question, answers: QuestionnaireAnswers): string | null {
  const value = answers[question.id];
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (question.kind === 'email' && !isValidEmail(value.trim())) return EMAIL_MESSAGES.invalid;
  if (question.kind === 'tel' && !isValidPhone(value)) return PHONE_MESSAGES.invalid;
  return null;
}

/**
 * The Currículo Jovem (spec §2, §4): one question at a time, with its section,
 * a progress bar and 'Pergunta X de Y' (Y counts only the questions shown).
 * Answers are saved 2 s after the last change (see autosave.ts), at once when
 * the page is left and with Finalizar; the success screen then offers the PDF.
 * On return it opens where the person left (questionnaire-progress.ts), and
 * the success screen only for someone who once finished (issue 29).
 */
export function YoungQuestionnaire({
  saved,
  account,
  design,
  suggestions,
  onSaved,
  onDraft,
  registerBeforeLeave,
}: {
  saved: Curriculum | null;
  account: Account;
  design: CurriculumDesign;
  suggestions: CurriculumSuggestions | null;
  onSaved: (curriculum: Curriculum) => void;
  onDraft: (input: CurriculumInput) => void;
  /** Lets the builder save what is pending before switching to the other type. */
  registerBeforeLeave: (check: () => Promise<boolean>) => void;
}) {
  const [answers, setAnswers] = useState(() => initialAnswers(saved, account));
  const progressRef = useRef<StoredProgress | null>(null);
  const [start] = useState(() => {
    progressRef.current = account ? questionnaireProgress.read(account.id) : null;
    return questionnaireStart(progressRef.current, answers, saved ? curriculumCompleteness(saved).percent : null);
  });
  const [currentId, setCurrentId] = useState<QuestionId>(start.questionId);
  const [showSuccess, setShowSuccess] = useState(start.success);
  const [resumed, setResumed] = useState(start.resumed && !start.success);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // The saved curriculum the answers are mapped onto (what the questionnaire cannot show is kept), and the design to save with.
  const savedRef = useRef(saved);
  const designRef = useRef(design);
  designRef.current = design;
  useEffect(() => {
    savedRef.current = saved;
  }, [saved]);
  const controlRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const pdf = usePdfDownload();
  const docx = usePdfDownload('docx');

  const { state, autosaver } = useAutosave(saved ? curriculumToAnswers(saved) : EMPTY_ANSWERS, {
    ...answersAutosaveRules,
    save: async (value, options) => {
      // No reason sent: an autosave (decision 0193); a save button or a finished step says why.
      const result = await curriculumApi.save(
        { ...answersToCurriculum(value, savedRef.current), design: designRef.current, ...options?.why },
        { keepalive: options?.keepalive },
      );
      savedRef.current = result;
      onSaved(result);
    },
  });

  // Answers filled from the account are a change like any other: saved after the pause.
  useEffect(() => {
    autosaver.change(answers);
    // Only once, for the first answers; later changes go through `update`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => registerBeforeLeave(() => autosaver.flush()), [registerBeforeLeave, autosaver]);

  // This device now knows where the person is, even before they move.
  useEffect(() => {
    if (!progressRef.current) remember(start.questionId);
    // Only once, for the question the screen opened at.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    onDraft(answersToCurriculum(answers, savedRef.current));
  }, [answers, onDraft]);

  // After Próxima/Anterior: back to the top of the questionnaire, focus on the new question (spec §4: Próxima scrolls to top).
  useEffect(() => {
    if (focusRequest === 0) return;
    topRef.current?.scrollIntoView({ block: 'start' });
    const target = controlRef.current ?? cardRef.current?.querySelector<HTMLInputElement>('input');
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  const visible = visibleQuestions(answers);
  const position = Math.max(
    0,
    visible.findIndex((question) => question.id === currentId),
  );
  const question = visible[position]!;
  const total = visible.length;
  const isLast = position === total - 1;
  const canAdvance = !question.required || isAnswered(question, answers);

  function update(value: string | string[]) {
    const next = setAnswer(answers, question.id, value as never);
    setAnswers(next);
    setFieldError(null);
    autosaver.change(next);
  }

  /** The question on screen, remembered on this device; `finished` once Finalizar saved. */
  function remember(questionId: QuestionId, finished = progressRef.current?.finished ?? false) {
    if (!account) return;
    progressRef.current = { userId: account.id, questionId, finished };
    questionnaireProgress.write(progressRef.current);
  }

  function go(offset: number) {
    const target = visible[position + offset];
    if (!target) return;
    // Moving on past a step's last question finishes the step: a version the person may want back.
    if (offset > 0 && target.section !== question.section) void autosaver.flush(true, { reason: 'section', section: question.section });
    setFieldError(null);
    setResumed(false);
    setCurrentId(target.id);
    remember(target.id);
    setFocusRequest((n) => n + 1);
  }

  async function finish() {
    setFinishing(true);
    const ok = await autosaver.flush(true, { reason: 'section', section: question.section });
    setFinishing(false);
    if (!ok) return;
    // Editing again starts at the first question.
    remember(visible[0]!.id, true);
    setShowSuccess(true);
    requestAnimationFrame(() => {
      successRef.current?.scrollIntoView({ block: 'center' });
      successRef.current?.focus({ preventScroll: true });
    });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canAdvance) return;
    const problem = formatProblem(question, answers);
    if (problem) {
      setFieldError(problem);
      controlRef.current?.focus();
      return;
    }
    if (isLast) void finish();
    else go(1);
  }

  /** The test result's suggestions, once asked for: each pick is one more answer line, saved like any other answer (decision 0193). */
  const [seed, setSeed] = useState<ProfileSeed | null>(null);
  function changeAnswer(id: QuestionId, value: string) {
    setAnswers((current) => {
      const next = setAnswer(current, id, value as never);
      autosaver.change(next);
      return next;
    });
  }
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  const pickLine = (id: 'strengths' | 'skills') => ({
    isUsed: (text: string) => isAmong(lines(answers[id]), text) || (id === 'strengths' && isAmong([answers.mainQuality], text)),
    onAdd: (text: string) => {
      if (!isAmong(lines(answers[id]), text)) changeAnswer(id, [...lines(answers[id]), text].join('\n'));
    },
  });

  const banner = autosaveBanner(state);
  const status = autosaveLabel(state);
  const chips =
    question.id === 'strengths'
      ? (suggestions?.strengths ?? [])
      : question.id === 'mainQuality'
        ? (suggestions?.mainQualities ?? [])
        : question.id === 'skills'
          ? (suggestions?.skills ?? [])
          : [];
  const downloadPdf = () => void pdf.download('young', design, answers.fullName, () => autosaver.flush());
  const downloadDocx = () => void docx.download('young', design, answers.fullName, () => autosaver.flush());

  if (showSuccess) {
    const completeness = curriculumCompleteness(savedRef.current ?? documentInputOf(answersToCurriculum(answers, null)));
    return (
      <Card className="text-center">
        <p className="text-5xl" aria-hidden="true">
          🎉
        </p>
        <h2 ref={successRef} tabIndex={-1} className="mt-3 text-2xl font-bold text-slate-900 outline-none">
          {CURRICULUM_MESSAGES.savedTitle}
        </h2>
        <p className="mt-2 text-slate-700">
          Seu currículo está {completeness.percent}% completo. Baixe o PDF para enviar às empresas, ou edite suas respostas quando quiser.
        </p>
        {(pdf.error ?? docx.error) && (
          <div className="mt-4 text-left">
            <Alert tone="error">{pdf.error ?? docx.error}</Alert>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={downloadPdf} loading={pdf.downloading}>
            Baixar PDF
          </Button>
          <Button variant="secondary" onClick={downloadDocx} loading={docx.downloading}>
            Baixar Word (.docx)
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              // Where the person left, if they left while editing; else the first question.
              const target = visible.find((each) => each.id === progressRef.current?.questionId) ?? visible[0]!;
              setShowSuccess(false);
              setResumed(target.id !== visible[0]!.id);
              setCurrentId(target.id);
              setFocusRequest((n) => n + 1);
            }}
          >
            Editar Respostas
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <div ref={topRef} className="scroll-mt-24 space-y-4">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="text-lg font-semibold text-brand-800">{question.section}</h2>
          <p className="text-sm text-slate-700">
            Pergunta {position + 1} de {total}
            {status && (
              <>
                {' · '}
                <span className={state.kind === 'failed' ? 'font-medium text-amber-900' : ''}>{status}</span>
              </>
            )}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Progresso do questionário"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={position + 1}
          aria-valuetext={`Pergunta ${position + 1} de ${total}`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${((position + 1) / total) * 100}%` }} />
        </div>
      </div>

      {resumed && <Alert tone="info">{RESUME_NOTE}</Alert>}

      <div aria-live="polite" className="empty:hidden">
        {banner && (
          <Alert tone="warning">
            {banner}{' '}
            <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void autosaver.flush()}>
              Tentar agora
            </button>
          </Alert>
        )}
      </div>

      <Card>
        <form noValidate onSubmit={submit}>
          <div ref={cardRef}>
            <QuestionField
              key={question.id}
              question={question}
              answers={answers}
              error={fieldError}
              suggestions={chips}
              controlRef={controlRef}
              onChange={update}
            />
          </div>
          <div className="mt-6 flex items-center justify-between gap-3">
            <Button variant="secondary" onClick={() => go(-1)} disabled={position === 0}>
              <span aria-hidden="true">←</span> Anterior
            </Button>
            {isLast ? (
              <Button type="submit" disabled={!canAdvance} loading={finishing}>
                Finalizar
              </Button>
            ) : (
              <Button type="submit" disabled={!canAdvance}>
                Próxima <span aria-hidden="true">→</span>
              </Button>
            )}
          </div>
          {!canAdvance && <p className="mt-2 text-right text-sm text-slate-700">Responda para continuar.</p>}
        </form>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void autosaver.flush(true, { reason: 'manual' })} loading={state.kind === 'saving'}>
          Salvar Currículo
        </Button>
        <Button variant="secondary" onClick={downloadPdf} loading={pdf.downloading}>
          Baixar PDF
        </Button>
        <Button variant="secondary" onClick={downloadDocx} loading={docx.downloading}>
          Baixar Word (.docx)
        </Button>
      </div>
      {pdf.error && <Alert tone="error">{pdf.error}</Alert>}
      {docx.error && <Alert tone="error">{docx.error}</Alert>}

      <UseTestResult
        seed={seed}
        onLoaded={setSeed}
        objective={{ written: answers.desiredWork.trim() !== '', onUse: (text) => changeAnswer('desiredWork', withoutFinalStop(text)) }}
        differentials={pickLine('strengths')}
        skills={pickLine('skills')}
      />
    </div>
  );
}

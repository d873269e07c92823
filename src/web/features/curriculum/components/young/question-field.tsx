import type { Ref } from 'react';
import { answerLines, type Question, type QuestionnaireAnswers } from '../../../../../shared/curriculum/questionnaire';
import { CURRICULUM_LIMITS, joinAvailability } from '../../../../../shared/curriculum/rules';
import { formatPhone } from '../../../../../shared/domain/phone';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { inputClasses } from '../../../../components/ui/text-field';
import { MinorNightNote } from '../minor-night-note';
import { SuggestionChips } from '../suggestion-chips';

const AUTOCOMPLETE: Partial<Record<Question['id'], string>> = { fullName: 'name', address: 'street-address', phone: 'tel', email: 'email' };
/** The curriculum's limits (the server refuses longer text), as the fields' maxLength; the phone's mask is 15 characters. */
const MAX_LENGTH: Partial<Record<Question['id'], number>> = {
  fullName: CURRICULUM_LIMITS.fullName,
  age: CURRICULUM_LIMITS.age,
  address: CURRICULUM_LIMITS.address,
  phone: 15,
  email: CURRICULUM_LIMITS.email,
  currentGrade: CURRICULUM_LIMITS.level,
  schoolName: CURRICULUM_LIMITS.shortText,
  completedYear: 4,
  // "Nome | onde fez | ano" and "Título - onde - ano": two short texts and a year, with their separators.
  technicalCourse: 2 * CURRICULUM_LIMITS.shortText + 10,
  projectTitle: 2 * CURRICULUM_LIMITS.shortText + 10,
  informalTitle: 2 * CURRICULUM_LIMITS.shortText + 10,
  proudTitle: 2 * CURRICULUM_LIMITS.shortText + 10,
  desiredWork: CURRICULUM_LIMITS.objective,
  mainQuality: CURRICULUM_LIMITS.differential,
  projectExperience: CURRICULUM_LIMITS.description,
  informalExperience: CURRICULUM_LIMITS.description,
  proudMoment: CURRICULUM_LIMITS.description,
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A chip's text added to an answer: a new line in a list, or appended to a short text. Never replaces what was typed. */
export function addSuggestion(kind: Question['kind'], current: string, text: string): string {
  if (current.trim() === '') return text;
  if (kind === 'lines') return `${current.replace(/\s+$/, '')}\n${text}`;
  return `${current.trim().replace(/[.,;]+$/, '')}, ${lowerFirst(text)}`;
}

export function hasSuggestion(kind: Question['kind'], current: string, text: string): boolean {
  if (kind === 'lines') return answerLines(current).some((line) => line.toLowerCase() === text.toLowerCase());
  return current.toLowerCase().includes(text.toLowerCase());
}

/**
 * One question of the Jovem questionnaire: its label is the big question, its
 * hint the line under it. Text, e-mail and phone are inputs; multi-line
 * answers are textareas (one item per line); choices are radios or checkboxes.
 */
export function QuestionField({
  question,
  answers,
  error,
  suggestions,
  controlRef,
  onChange,
}: {
  question: Question;
  answers: QuestionnaireAnswers;
  error: string | null;
  suggestions: readonly string[];
  controlRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onChange: (value: string | string[]) => void;
}) {
  const id = `pergunta-${question.id}`;
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const noteId = `${id}-nota`;
  const value = answers[question.id];
  const label = (
    <>
      {question.label}
      {question.required && (
        <span aria-hidden="true" className="text-red-800">
          {' '}
          *
        </span>
      )}
    </>
  );
  const hint = (
    <p id={hintId} className="mt-1 text-sm text-slate-700">
      {question.hint}
    </p>
  );
  const errorLine = error && (
    <p id={errorId} className="mt-2 text-sm font-medium text-red-800">
      {error}
    </p>
  );
  const described = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  if (question.kind === 'single' || question.kind === 'multi') {
    const options = question.options ?? [];
    const showNote = question.id === 'availability';
    return (
      <fieldset aria-describedby={[described, showNote ? noteId : null].filter(Boolean).join(' ')}>
        <legend id={id} className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {label}
        </legend>
        {hint}
        <div className="mt-4">
          {question.kind === 'multi' ? (
            <ChoiceGroup labelledBy={id} multiple options={options} value={Array.isArray(value) ? value : []} onChange={onChange} />
          ) : (
            <ChoiceGroup labelledBy={id} options={options} value={typeof value === 'string' ? value : ''} onChange={onChange} />
          )}
        </div>
        {showNote && <MinorNightNote id={noteId} age={answers.age} availability={joinAvailability(answers.availability)} />}
        {errorLine}
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    ref: controlRef,
    value: text,
    required: question.required,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
    className: inputClasses(Boolean(error)),
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-xl font-semibold text-slate-900 sm:text-2xl">
        {label}
      </label>
      {hint}
      <div className="mt-4">
        {question.kind === 'lines' ? (
          <textarea
            {...common}
            rows={5}
            maxLength={MAX_LENGTH[question.id]}
            className={`${common.className} resize-y`}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...common}
            type={question.kind === 'email' ? 'email' : question.kind === 'tel' ? 'tel' : 'text'}
            inputMode={question.kind === 'tel' ? 'tel' : question.kind === 'email' ? 'email' : question.numeric ? 'numeric' : undefined}
            autoComplete={AUTOCOMPLETE[question.id]}
            maxLength={MAX_LENGTH[question.id]}
            onChange={(event) => onChange(question.kind === 'tel' ? formatPhone(event.target.value) : event.target.value)}
          />
        )}
      </div>
      {errorLine}
      <SuggestionChips
        suggestions={suggestions}
        isUsed={(chip) => hasSuggestion(question.kind, text, chip)}
        onAdd={(chip) => onChange(addSuggestion(question.kind, text, chip))}
      />
    </div>
  );
}

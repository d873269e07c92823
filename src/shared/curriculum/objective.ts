import type { AgeBand } from '../domain/age-band';
import { isStudying, type SchoolStage } from '../domain/life-stage';
import { apprenticeAgeAllowed, internshipAgeAllowed } from '../domain/work-rules';
import { CURRICULUM_MESSAGES } from './rules';

/**
 * Which programmes a suggested resume objective may name for the person's
 * age (issue 27), from the ages of domain/work-rules.ts:
 * - Jovem Aprendiz, from 14 to 24: every band but '25+'.
 * - Estágio, from 16 and for students: not at '14-15', and not for someone
 *   who is not studying.
 * An unknown age keeps today's suggestions (estágio allowed), with a note
 * that estágio is from 16 (`needsAgeNote`).
 */
export interface ObjectiveRule {
  jovemAprendiz: boolean;
  estagio: boolean;
  /** Estágio is allowed only because the age is unknown: say it is from 16. */
  needsAgeNote: boolean;
}

/** `studying`: true, false, or null when unknown. */
export function objectiveRule(ageBand: AgeBand | null, studying: boolean | null): ObjectiveRule {
  const jovemAprendiz = apprenticeAgeAllowed(ageBand);
  const estagio = internshipAgeAllowed(ageBand) && studying !== false;
  return { jovemAprendiz, estagio, needsAgeNote: estagio && ageBand === null };
}

/**
 * Whether the person studies: a current (ongoing) education in their
 * curriculum says yes; else the school stage they told; else unknown.
 */
export function studyingFrom(schoolStage: SchoolStage | null, hasOngoingEducation: boolean): boolean | null {
  if (hasOngoingEducation) return true;
  return schoolStage === null ? null : isStudying(schoolStage);
}

/** Every profile's objective starts like this (curriculum-suggestions.ts; objective.test.ts checks it). */
const OBJECTIVE_PATTERN = /^Busco uma vaga de Jovem Aprendiz( ou estágio)? (em que .+)$/;

/**
 * A profile's suggested objective for the person's age: it names only the
 * programmes the rule allows among those it names (or the other allowed one,
 * or none: "Busco uma vaga em que..."), and carries a note when it names
 * estágio for someone whose age is unknown.
 */
export function objectiveForAge(objective: string, rule: ObjectiveRule): { objective: string; note: string | null } {
  const match = OBJECTIVE_PATTERN.exec(objective);
  if (!match) return { objective, note: null };
  const [, withInternship, rest] = match;
  const jovemAprendiz = rule.jovemAprendiz;
  // A profile that names only Jovem Aprendiz, for someone who cannot take it, gets estágio when they can.
  const estagio = rule.estagio && (withInternship !== undefined || !jovemAprendiz);
  const programmes = [jovemAprendiz ? 'Jovem Aprendiz' : null, estagio ? 'estágio' : null].filter((name) => name !== null);
  const head = programmes.length === 0 ? 'Busco uma vaga' : `Busco uma vaga de ${programmes.join(' ou ')}`;
  return { objective: `${head} ${rest}`, note: estagio && rule.needsAgeNote ? CURRICULUM_MESSAGES.internshipFrom16 : null };
}

// ---------------------------------------------------------------------------
// The Jovem questionnaire's objective (issue 29): one natural sentence

/** What "O que é mais importante para você num trabalho?" adds to the objective, after "em que eu possa". */
export const WORK_PRIORITY_PHRASES = {
  Aprender: 'aprender',
  'Ganhar dinheiro': 'ter minha própria renda',
  'Fazer algo que gosta': 'fazer algo de que gosto',
  'Ajudar pessoas': 'ajudar pessoas',
} as const;
/** What "Você prefere trabalhar com:" adds to the objective. */
export const WORK_PREFERENCE_PHRASES = {
  Pessoas: 'trabalhar com pessoas',
  Números: 'trabalhar com números',
  'Computador / tecnologia': 'usar computador e tecnologia',
  'Coisas práticas / manuais': 'fazer atividades práticas',
} as const;
export type WorkPriority = keyof typeof WORK_PRIORITY_PHRASES;
export type WorkPreference = keyof typeof WORK_PREFERENCE_PHRASES;

/** The head of an objective whose desired work was left blank. */
export const OBJECTIVE_WITHOUT_WORK = 'Busco uma vaga';
/** The spec §3 form older saves carry ("… Valorizo: Aprender. Gosto de trabalhar com: Pessoas"), still read back. */
const LEGACY_VALUES_PREFIX = 'Valorizo: ';
const LEGACY_LIKES_PREFIX = 'Gosto de trabalhar com: ';

/** A desired work as the objective starts with it: trimmed, without a final period or exclamation mark. */
export const withoutFinalStop = (value: string) =>
  value
    .trim()
    .replace(/[.!]+$/, '')
    .trim();

const wishesOf = (priority: WorkPriority | '', preference: WorkPreference | '') =>
  [priority ? WORK_PRIORITY_PHRASES[priority] : '', preference ? WORK_PREFERENCE_PHRASES[preference] : ''].filter((part) => part !== '').join(' e ');

/**
 * The objective as one sentence: the desired work, then what the person
 * values and likes, as in "Jovem Aprendiz na área administrativa, em que eu
 * possa aprender e trabalhar com pessoas." Spec §3 joined them as
 * "Valorizo: Aprender. Gosto de trabalhar com: Pessoas", which a recruiter
 * reads as a form left half-filled (issue 29).
 */
export function objectiveSentence(desiredWork: string, priority: WorkPriority | '', preference: WorkPreference | ''): string {
  const work = withoutFinalStop(desiredWork);
  const wishes = wishesOf(priority, preference);
  if (wishes === '') return work;
  if (work === '') return `${OBJECTIVE_WITHOUT_WORK} em que eu possa ${wishes}.`;
  // A suggested objective already says "em que eu possa …": the wishes join it.
  return work.includes(POSSA) ? `${work}, e também ${wishes}.` : `${work},${POSSA}${wishes}.`;
}

const POSSA = ' em que eu possa ';

/** The answers an objective was written from: this module's sentence, the spec's older form, or free text (all of it the desired work). */
export function parseObjectiveSentence(objective: string): { desiredWork: string; workPriority: WorkPriority | ''; workPreference: WorkPreference | '' } {
  const text = objective.trim();
  const priorities = Object.keys(WORK_PRIORITY_PHRASES) as WorkPriority[];
  const preferences = Object.keys(WORK_PREFERENCE_PHRASES) as WorkPreference[];
  for (const workPriority of ['', ...priorities] as const) {
    for (const workPreference of ['', ...preferences] as const) {
      const wishes = wishesOf(workPriority, workPreference);
      if (wishes === '') continue;
      if (text === `${OBJECTIVE_WITHOUT_WORK} em que eu possa ${wishes}.`) return { desiredWork: '', workPriority, workPreference };
      for (const suffix of [`, em que eu possa ${wishes}.`, `, e também ${wishes}.`]) {
        const desiredWork = text.slice(0, -suffix.length);
        if (text.endsWith(suffix) && desiredWork !== '' && objectiveSentence(desiredWork, workPriority, workPreference) === text) {
          return { desiredWork, workPriority, workPreference };
        }
      }
    }
  }
  // The spec's older form.
  let rest = text;
  const takeSuffix = <T extends string>(prefix: string, options: readonly T[]): T | '' => {
    for (const option of options) {
      const suffix = `${prefix}${option}`;
      if (rest === suffix) {
        rest = '';
        return option;
      }
      if (rest.endsWith(`. ${suffix}`)) {
        rest = rest.slice(0, -(suffix.length + 2));
        return option;
      }
    }
    return '';
  };
  const workPreference = takeSuffix(LEGACY_LIKES_PREFIX, preferences);
  const workPriority = takeSuffix(LEGACY_VALUES_PREFIX, priorities);
  return { desiredWork: withoutFinalStop(rest), workPriority, workPreference };
}

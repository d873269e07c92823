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

import type { User } from '../../../shared/contracts/auth.contract';
import { AGE_BANDS, AGE_BAND_LABELS } from '../../../shared/domain/age-band';
import {
  LIFE_STAGE_MESSAGES,
  SCHOOL_STAGES,
  SCHOOL_STAGE_LABELS,
  SITUATIONS,
  SITUATION_LABELS,
  UFS,
  UF_NAMES,
  type LifeStage,
} from '../../../shared/domain/life-stage';

/** The four questions in the order they are asked. */
export const LIFE_STAGE_FIELDS = ['ageBand', 'schoolStage', 'situation', 'uf'] as const;
export type LifeStageField = (typeof LIFE_STAGE_FIELDS)[number];

/** What the form holds: each answer's code, or '' for "Prefiro não dizer". */
export type LifeStageValues = Record<LifeStageField, string>;

const SKIP = { value: '', label: LIFE_STAGE_MESSAGES.skip };

/** Each question's label and options, "Prefiro não dizer" first; every text comes from the shared domain lists. */
export const LIFE_STAGE_QUESTIONS: ReadonlyArray<{ field: LifeStageField; label: string; options: ReadonlyArray<{ value: string; label: string }> }> = [
  { field: 'ageBand', label: LIFE_STAGE_MESSAGES.ageBand, options: [SKIP, ...AGE_BANDS.map((value) => ({ value, label: AGE_BAND_LABELS[value] }))] },
  {
    field: 'schoolStage',
    label: LIFE_STAGE_MESSAGES.schoolStage,
    options: [SKIP, ...SCHOOL_STAGES.map((value) => ({ value, label: SCHOOL_STAGE_LABELS[value] }))],
  },
  { field: 'situation', label: LIFE_STAGE_MESSAGES.situation, options: [SKIP, ...SITUATIONS.map((value) => ({ value, label: SITUATION_LABELS[value] }))] },
  { field: 'uf', label: LIFE_STAGE_MESSAGES.uf, options: [SKIP, ...UFS.map((value) => ({ value, label: `${UF_NAMES[value]} (${value})` }))] },
];

/** The form's starting values: the account's answers, '' where there is none. */
export function lifeStageValuesOf(user: Pick<User, LifeStageField> | null): LifeStageValues {
  return {
    ageBand: user?.ageBand ?? '',
    schoolStage: user?.schoolStage ?? '',
    situation: user?.situation ?? '',
    uf: user?.uf ?? '',
  };
}

const pick = <T extends string>(list: readonly T[], value: string): T | null => list.find((item) => item === value) ?? null;

/** The body to save: every answer, null for "Prefiro não dizer" (and for anything not on the lists). */
export function lifeStageOf(values: LifeStageValues): LifeStage {
  return {
    ageBand: pick(AGE_BANDS, values.ageBand),
    schoolStage: pick(SCHOOL_STAGES, values.schoolStage),
    situation: pick(SITUATIONS, values.situation),
    uf: pick(UFS, values.uf),
  };
}

/** Whether the account has at least one answer stored (so there is something to erase). */
export function hasAnyAnswer(user: Pick<User, LifeStageField> | null): boolean {
  return LIFE_STAGE_FIELDS.some((field) => Boolean(user?.[field]));
}

/** Whether some question is still unanswered (or was skipped). */
export function hasOpenQuestion(user: Pick<User, LifeStageField> | null): boolean {
  return LIFE_STAGE_FIELDS.some((field) => !user?.[field]);
}

import { z } from 'zod';
import { AGE_BANDS, AGE_BAND_MESSAGES } from './age-band';

/**
 * The four optional questions about the person's stage of life (issue 27):
 * age band (age-band.ts), school stage, situation and state (UF). Asked after
 * the test, on the result and on /profile; each can be skipped, stored with
 * the account, in the LGPD export, erased with the account. Read by
 * scoring/next-steps.ts for "o que dá para fazer agora" and by the resume
 * builder for its first answers.
 */

export const SCHOOL_STAGES = ['9-ano', 'em-1', 'em-2', 'em-3', 'em-concluido', 'tecnico', 'faculdade', 'fora-da-escola'] as const;
export type SchoolStage = (typeof SCHOOL_STAGES)[number];

export const SCHOOL_STAGE_LABELS: Record<SchoolStage, string> = {
  '9-ano': '9º ano do ensino fundamental',
  'em-1': '1ª série do ensino médio',
  'em-2': '2ª série do ensino médio',
  'em-3': '3ª série do ensino médio',
  'em-concluido': 'Ensino médio concluído',
  tecnico: 'Curso técnico',
  faculdade: 'Faculdade',
  'fora-da-escola': 'Fora da escola',
};

/** Stages in which the person is enrolled in a course (so estágio and, before the end of ensino médio, Jovem Aprendiz apply). */
export function isStudying(stage: SchoolStage): boolean {
  return stage !== 'em-concluido' && stage !== 'fora-da-escola';
}

export const SITUATIONS = ['so-estudo', 'estudo-e-trabalho', 'primeiro-emprego', 'ja-trabalho'] as const;
export type Situation = (typeof SITUATIONS)[number];

export const SITUATION_LABELS: Record<Situation, string> = {
  'so-estudo': 'Só estudo',
  'estudo-e-trabalho': 'Estudo e trabalho',
  'primeiro-emprego': 'Procuro o primeiro emprego',
  'ja-trabalho': 'Já trabalho',
};

/** The 27 federative units, by code, with their names. */
export const UF_NAMES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;
export type Uf = keyof typeof UF_NAMES;
export const UFS = Object.keys(UF_NAMES) as [Uf, ...Uf[]];

export const LIFE_STAGE_MESSAGES = {
  title: 'Para te mostrar próximos passos que fazem sentido agora',
  why: 'Com a sua idade, a sua etapa na escola e o seu estado, mostramos o que você já pode fazer hoje em cada carreira. As respostas ficam só na sua conta. Nada aparece no link que você compartilha. Você pode pular, mudar ou apagar quando quiser.',
  optional: 'Todas as perguntas são opcionais.',
  invite: 'Conte a sua idade e a sua etapa na escola para ver o que dá para fazer agora em cada carreira.',
  ageBand: AGE_BAND_MESSAGES.label,
  schoolStage: 'Etapa na escola',
  situation: 'Situação hoje',
  uf: 'Estado (UF)',
  skip: 'Prefiro não dizer',
  invalidSchoolStage: 'Escolha uma das etapas da lista.',
  invalidSituation: 'Escolha uma das situações da lista.',
  invalidUf: 'Escolha um dos estados da lista.',
  saved: 'Respostas salvas. Os próximos passos já usam o que você contou.',
  cleared: 'Respostas apagadas.',
} as const;

/** The answers, each null when skipped. */
export const lifeStageSchema = z.object({
  ageBand: z.enum(AGE_BANDS, { error: AGE_BAND_MESSAGES.invalid }).nullable(),
  schoolStage: z.enum(SCHOOL_STAGES, { error: LIFE_STAGE_MESSAGES.invalidSchoolStage }).nullable(),
  situation: z.enum(SITUATIONS, { error: LIFE_STAGE_MESSAGES.invalidSituation }).nullable(),
  uf: z.enum(UFS, { error: LIFE_STAGE_MESSAGES.invalidUf }).nullable(),
});
export type LifeStage = z.infer<typeof lifeStageSchema>;

export const EMPTY_LIFE_STAGE: LifeStage = { ageBand: null, schoolStage: null, situation: null, uf: null };

/**
 * Where the person's days are spent, for the report's portrait and "um dia na
 * vida": at school (9º ano to the 3ª série, or a técnico before 18, or under 18
 * with the stage untold), after school (ensino médio done, faculdade, out of
 * school, a técnico from 18, or 18+ with the stage untold), or unknown.
 */
export type LifePhase = 'school' | 'after-school';
export function lifePhaseOf(stage: LifeStage): LifePhase | null {
  const minor = stage.ageBand === '14-15' || stage.ageBand === '16-17';
  switch (stage.schoolStage) {
    case '9-ano':
    case 'em-1':
    case 'em-2':
    case 'em-3':
      return 'school';
    case 'em-concluido':
    case 'faculdade':
    case 'fora-da-escola':
      return 'after-school';
    case 'tecnico':
      return stage.ageBand === null || minor ? 'school' : 'after-school';
    case null:
      return stage.ageBand === null ? null : minor ? 'school' : 'after-school';
  }
}

/** Whether the person told enough for stage-specific steps: an age band or a school stage. */
export function hasLifeStage(stage: LifeStage): boolean {
  return stage.ageBand !== null || stage.schoolStage !== null;
}

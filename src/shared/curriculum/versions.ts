import { CURRICULUM_AUTOSAVES_KEPT, CURRICULUM_VERSIONS_KEPT } from '../constants/resume-keeping';
import { QUESTIONS } from './questionnaire';
import { OBJECTIVE_SECTION_LABEL, SECTION_LABELS } from './sections';

/**
 * Why a version was kept (issue 29, decision 0193). The client says why it saves
 * (`SAVE_REASONS`); the server adds the moments it knows itself:
 * - `manual`: the person pressed a save button;
 * - `section`: the person finished a Formal section or a Jovem step (its name in `section`);
 * - `autosave`: a save nobody asked for (the questionnaire's pause, leaving the page, a single item's call);
 * - `day`: an autosave that was the first save of its day in Brasília time;
 * - `restore`: a version written back;
 * - `before-restore`: the newest autosave a restore replaced, kept so the promise "o atual continua guardado" holds;
 * - `earlier`: versions saved before reasons existed (migration 0027): we do not know why, and none is lost.
 */
export const SAVE_REASONS = ['autosave', 'manual', 'section'] as const;
export type SaveReason = (typeof SAVE_REASONS)[number];

export const VERSION_REASONS = ['autosave', 'manual', 'section', 'day', 'restore', 'before-restore', 'earlier'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

/** The time zone the "day" of "first save of the day" is counted in. */
export const VERSION_DAY_TIME_ZONE = 'America/Sao_Paulo';

/** The names a finished section may carry: the Formal form's sections (from the registry) and the questionnaire's steps. */
export const VERSION_SECTION_NAMES: readonly string[] = [
  ...new Set([SECTION_LABELS.basic, OBJECTIVE_SECTION_LABEL, ...Object.values(SECTION_LABELS), ...QUESTIONS.map((question) => question.section)]),
];

/** Only autosaves roll: every other reason is a moment the person would want back. */
export const isMeaningful = (reason: VersionReason): boolean => reason !== 'autosave';

/** "2026-11-27": the calendar day of `at` in Brasília time. */
export function versionDay(at: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: VERSION_DAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

/**
 * The reason a new version is kept with: an autosave that is the first save of its day (no version
 * yet on that day in Brasília time) becomes `day`; every other reason stays.
 */
export function versionReasonFor(asked: SaveReason | 'restore', at: Date, latestAt: string | null): VersionReason {
  if (asked === 'autosave' && (latestAt === null || versionDay(latestAt) !== versionDay(at))) return 'day';
  return asked;
}

/**
 * The versions to drop, given all of a curriculum's versions: of the meaningful ones the newest
 * CURRICULUM_VERSIONS_KEPT stay, of the autosaves the newest CURRICULUM_AUTOSAVES_KEPT, so autosaves never push a
 * meaningful version out. The newest version (the resume as saved) always stays.
 */
export function versionsToDrop(versions: ReadonlyArray<{ number: number; reason: VersionReason }>): number[] {
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  let meaningful = 0;
  let autosaves = 0;
  const drop: number[] = [];
  newestFirst.forEach((version, index) => {
    const seen = isMeaningful(version.reason) ? ++meaningful : ++autosaves;
    const limit = isMeaningful(version.reason) ? CURRICULUM_VERSIONS_KEPT : CURRICULUM_AUTOSAVES_KEPT;
    if (index > 0 && seen > limit) drop.push(version.number);
  });
  return drop;
}

/** The moment a version stands for, as the versions list says it. */
export function versionMoment(reason: VersionReason, section: string | null): string {
  switch (reason) {
    case 'manual':
      return 'Salvo por você';
    case 'section':
      return section ? `Seção concluída: ${section}` : 'Seção concluída';
    case 'day':
      return 'Primeiro salvamento do dia';
    case 'restore':
      return 'Versão restaurada';
    case 'before-restore':
      return 'Antes de restaurar uma versão';
    case 'earlier':
      return 'Versão salva';
    case 'autosave':
      return 'Salvamento automático';
  }
}

/** The versions list's opening sentence, with the number of autosaves it keeps. */
export const VERSIONS_INTRO = `Guardamos uma cópia quando você salva, quando acaba uma parte e na primeira vez que salva no dia. Das cópias automáticas, ficam só as ${CURRICULUM_AUTOSAVES_KEPT} últimas. Se algo der errado, volte para uma cópia de antes.`;

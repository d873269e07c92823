import type { Curriculum } from '../contracts/curriculum.contract';
import { isValidEmail } from '../domain/email';
import { isValidPhone } from '../domain/phone';
import { isBlankValue, parseAvailability } from './rules';
import { ITEM_KINDS, isCompleteItem, sectionOf, type CompletenessStep, type ItemKind } from './sections';

/**
 * How complete a resume is, as a percentage and a checklist with a tip for
 * each missing step. One function for the server and the web app, so that the
 * questionnaire's "success screen at 60%" rule (spec §4) is the same on both.
 */

/** Spec §4/§9: the success screen shows on load at this completeness or more. */
export const SUCCESS_SCREEN_MIN_COMPLETENESS = 60;
/** An objective shorter than this says too little ("Trabalhar"). */
export const MIN_OBJECTIVE_LENGTH = 15;

export interface CompletenessItem {
  key: string;
  label: string;
  done: boolean;
  /** What to do, in plain words, when not done. */
  tip: string;
}

/** A line with its share of the percentage: 1 for every fixed line; a list section's line says its own. */
type WeightedItem = CompletenessItem & { weight?: number };

export interface Completeness {
  /** 0-100, whole number. */
  percent: number;
  items: CompletenessItem[];
}

type Item = Readonly<Record<string, unknown>>;
/** A saved curriculum, or the screens' draft of one (items may be incomplete or unsaved). */
export type CompletenessInput = Pick<Curriculum, 'fullName' | 'address' | 'phone' | 'email' | 'objective' | 'availability'> & {
  differentials: readonly string[];
} & { [K in ItemKind]: readonly Item[] };

/**
 * The checklist lines the list sections tick (sections.ts), in registry order of
 * the section that declares each; a section that joins a line adds its rows to it.
 */
function listSteps(curriculum: CompletenessInput): WeightedItem[] {
  const count = (kind: ItemKind) => curriculum[kind].filter((item) => isCompleteItem(kind, item)).length;
  const steps = new Map<string, CompletenessStep & { rows: number }>();
  for (const kind of ITEM_KINDS) {
    const line = sectionOf(kind).completeness;
    if ('step' in line) steps.set(line.step, { ...line, rows: (steps.get(line.step)?.rows ?? 0) + count(kind) });
  }
  for (const kind of ITEM_KINDS) {
    const line = sectionOf(kind).completeness;
    if ('joins' in line) steps.get(line.joins)!.rows += count(kind);
  }
  return [...steps.values()].map((step) => ({ key: step.step, label: step.label, done: step.rows >= step.min, tip: step.tip, weight: step.weight }));
}

export function curriculumCompleteness(curriculum: CompletenessInput): Completeness {
  const lines: WeightedItem[] = [
    { key: 'name', label: 'Nome completo', done: !isBlankValue(curriculum.fullName), tip: 'Escreva seu nome completo.' },
    {
      key: 'contact',
      label: 'Telefone e email',
      done: isValidPhone(curriculum.phone) && isValidEmail(curriculum.email.trim()),
      tip: 'Coloque um telefone com DDD e um email válido, para a empresa falar com você.',
    },
    { key: 'address', label: 'Onde você mora', done: !isBlankValue(curriculum.address), tip: 'Informe bairro, cidade e estado.' },
    {
      key: 'objective',
      label: 'Objetivo',
      done: curriculum.objective.trim().length >= MIN_OBJECTIVE_LENGTH,
      tip: 'Diga em uma frase a vaga ou a área que você procura.',
    },
    ...listSteps(curriculum),
    {
      key: 'differentials',
      label: 'Seus diferenciais',
      done: curriculum.differentials.some((item) => !isBlankValue(item)),
      tip: 'Escreva uma qualidade sua que ajuda no trabalho.',
    },
    {
      key: 'availability',
      label: 'Disponibilidade',
      done: parseAvailability(curriculum.availability).length > 0,
      tip: 'Marque os turnos em que você pode trabalhar.',
    },
  ];
  const weight = (some: WeightedItem[]) => some.reduce((sum, line) => sum + (line.weight ?? 1), 0);
  const items = lines.map(({ weight: _weight, ...item }) => item);
  return { percent: Math.round((weight(lines.filter((line) => line.done)) / weight(lines)) * 100), items };
}

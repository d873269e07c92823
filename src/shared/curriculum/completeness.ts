import type { Curriculum } from '../contracts/curriculum.contract';
import { isValidEmail } from '../domain/email';
import { isValidPhone } from '../domain/phone';
import { isBlankValue, isCompleteItem, parseAvailability } from './rules';

/**
 * How complete a resume is, as a percentage and a checklist with a tip for
 * each missing step. One function for the server and the web app, so that the
 * questionnaire's "success screen at 60%" rule (spec §4) is the same on both.
 */

/** Spec §4/§9: the success screen shows on load at this completeness or more. */
export const SUCCESS_SCREEN_MIN_COMPLETENESS = 60;
/** Skills a resume should list to count the step as done. */
export const MIN_SKILLS = 3;
/** An objective shorter than this says too little ("Trabalhar"). */
export const MIN_OBJECTIVE_LENGTH = 15;

export interface CompletenessItem {
  key: string;
  label: string;
  done: boolean;
  /** What to do, in plain words, when not done. */
  tip: string;
}

export interface Completeness {
  /** 0-100, whole number. */
  percent: number;
  items: CompletenessItem[];
}

type Item = Readonly<Record<string, unknown>>;
/** A saved curriculum, or the screens' draft of one (items may be incomplete or unsaved). */
export type CompletenessInput = Pick<Curriculum, 'fullName' | 'address' | 'phone' | 'email' | 'objective' | 'availability'> & {
  differentials: readonly string[];
  education: readonly Item[];
  courses: readonly Item[];
  skills: readonly Item[];
  experiences: readonly Item[];
  recognitions: readonly Item[];
};

export function curriculumCompleteness(curriculum: CompletenessInput): Completeness {
  const count = (kind: 'education' | 'courses' | 'skills' | 'experiences' | 'recognitions') =>
    curriculum[kind].filter((item) => isCompleteItem(kind, item)).length;
  const items: CompletenessItem[] = [
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
    { key: 'education', label: 'Formação', done: count('education') > 0, tip: 'Conte onde você estuda ou estudou, e em que ano.' },
    {
      key: 'skills',
      label: `Pelo menos ${MIN_SKILLS} habilidades`,
      done: count('skills') >= MIN_SKILLS,
      tip: 'Liste o que você sabe fazer: programas, idiomas, atendimento...',
    },
    {
      key: 'experiences',
      label: 'Uma experiência',
      done: count('experiences') > 0,
      tip: 'Vale projeto da escola, voluntariado ou ajuda num negócio da família.',
    },
    {
      key: 'extras',
      label: 'Um curso ou reconhecimento',
      done: count('courses') + count('recognitions') > 0,
      tip: 'Cursos livres, online ou premiações contam pontos.',
    },
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
  const done = items.filter((item) => item.done).length;
  return { percent: Math.round((done / items.length) * 100), items };
}

import type { Curriculum } from '../contracts/curriculum.contract';
import { QUESTIONNAIRE_SCHOOL } from './questionnaire';
import { EDUCATION_STATUS_LABELS, EXPERIENCE_TYPE_LABELS, SKILL_LEVEL_LABELS, isBlankValue, isCompleteItem, isTempId, parseAvailability } from './rules';

/**
 * What a resume says, in reading order, independent of how it is drawn. The
 * PDF (server, @react-pdf) and the live preview (web, HTML) both render this
 * one structure, so the preview shows exactly what the PDF will contain, in
 * the same order.
 *
 * Rules (issue: "an ATS-clean PDF"):
 * - one column, one reading order: header, then sections top to bottom;
 * - an empty value, or the spec's placeholder 'Não informado', is left out;
 *   so is the questionnaire's default institution 'Escola';
 * - incomplete rows are left out, as the save leaves them out (spec §5);
 * - nothing the user did not type is printed except headings and fixed labels
 *   (status, type, level); no photo, CPF, RG or marital status exist at all.
 */

export type DocumentKind = 'formal' | 'young';

export interface DocumentEntry {
  /** Bold first line (a course, a job title); may be empty for plain text sections. */
  title: string;
  /** Smaller line under the title: organisation · period, institution · year. */
  meta: string;
  /** Body lines: a description split by line, or the section's plain text. */
  lines: string[];
}

export type SectionKey = 'objective' | 'differentials' | 'education' | 'courses' | 'skills' | 'experiences' | 'recognitions' | 'availability';

export interface DocumentSection {
  key: SectionKey;
  heading: string;
  entries: DocumentEntry[];
}

export interface CurriculumDocument {
  /** PDF metadata title: "Currículo – {nome}". */
  title: string;
  name: string;
  /** Contact lines under the name: address; phone · email; LinkedIn; age. */
  contact: string[];
  sections: DocumentSection[];
}

export const SECTION_HEADINGS: Readonly<Record<SectionKey, string>> = {
  objective: 'Objetivo',
  differentials: 'Diferenciais',
  education: 'Formação',
  courses: 'Cursos',
  skills: 'Habilidades',
  experiences: 'Experiências',
  recognitions: 'Reconhecimentos',
  availability: 'Disponibilidade',
};

/**
 * Formação before Experiências, as first-job guidance advises. The young kind
 * puts the differentials right after the objective: with little experience,
 * what the person is good at comes first.
 */
const ORDER: Readonly<Record<DocumentKind, readonly SectionKey[]>> = {
  formal: ['objective', 'education', 'courses', 'skills', 'experiences', 'recognitions', 'differentials', 'availability'],
  young: ['objective', 'differentials', 'education', 'courses', 'skills', 'experiences', 'recognitions', 'availability'],
};

type Loose<T> = { [K in Exclude<keyof T, 'id'>]?: T[K] | undefined } & { id?: string | null | undefined };
/** A saved curriculum or the screens' draft (rows may be incomplete or carry temp ids). */
export type DocumentInput = Pick<Curriculum, 'fullName' | 'age' | 'address' | 'phone' | 'email' | 'linkedin' | 'objective' | 'availability'> & {
  differentials: readonly string[];
  education: ReadonlyArray<Loose<Curriculum['education'][number]>>;
  courses: ReadonlyArray<Loose<Curriculum['courses'][number]>>;
  skills: ReadonlyArray<Loose<Curriculum['skills'][number]>>;
  experiences: ReadonlyArray<Loose<Curriculum['experiences'][number]>>;
  recognitions: ReadonlyArray<Loose<Curriculum['recognitions'][number]>>;
};

/** The value, or '' when it says nothing. Never lets a temp id or a placeholder through. */
/** Soft hyphens (U+00AD) are invisible in the preview and dropped by the PDF renderer: printed text never carries them. */
const withoutSoftHyphens = (value: string) => value.replace(/\u00ad/g, '');

function shown(value: string | null | undefined): string {
  const text = withoutSoftHyphens(value ?? '').trim();
  return isBlankValue(text) || isTempId(text) ? '' : text;
}

const joinMeta = (...parts: string[]) => parts.filter((part) => part !== '').join(' · ');
const bodyLines = (text: string | undefined) =>
  withoutSoftHyphens(text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

function byOrder<T extends { order?: number | undefined }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.order ?? a.index) - (b.item.order ?? b.index) || a.index - b.index)
    .map(({ item }) => item);
}

/** "16" -> "16 anos"; any other wording is printed as typed. */
function ageText(age: string): string {
  const text = shown(age);
  return /^\d{1,2}$/.test(text) ? `${text} anos` : text;
}

function educationEntry(item: Loose<Curriculum['education'][number]>): DocumentEntry {
  const level = shown(item.level);
  const course = shown(item.course);
  const institution = item.institution?.trim() === QUESTIONNAIRE_SCHOOL ? '' : shown(item.institution);
  const year = shown(item.year);
  const status = EDUCATION_STATUS_LABELS[item.status ?? 'ONGOING'];
  const when = year === '' ? status : item.status === 'COMPLETED' ? `${status} em ${year}` : `${status} · ${year}`;
  return { title: course ? `${level} – ${course}` : level, meta: joinMeta(institution, when), lines: [] };
}

function experienceEntry(item: Loose<Curriculum['experiences'][number]>): DocumentEntry {
  return {
    title: shown(item.title),
    meta: joinMeta(EXPERIENCE_TYPE_LABELS[item.type ?? 'WORK'], shown(item.organization), shown(item.period) || shown(item.year)),
    lines: bodyLines(item.description).filter((line) => shown(line) !== ''),
  };
}

export function buildCurriculumDocument(curriculum: DocumentInput, kind: DocumentKind): CurriculumDocument {
  const complete = <K extends 'education' | 'courses' | 'skills' | 'experiences' | 'recognitions'>(list: K) =>
    byOrder(curriculum[list] as ReadonlyArray<Loose<Record<string, unknown>> & { order?: number }>).filter((item) => isCompleteItem(list, item));

  const skillEntries = (complete('skills') as Array<Loose<Curriculum['skills'][number]>>).map((skill) => {
    const level = skill.level ?? 'BASIC';
    // Básico is the default every questionnaire skill gets: printing it on each line says nothing.
    return { title: level === 'BASIC' ? shown(skill.name) : `${shown(skill.name)} – ${SKILL_LEVEL_LABELS[level]}`, meta: '', lines: [] };
  });

  const entriesBySection: Record<SectionKey, DocumentEntry[]> = {
    objective: shown(curriculum.objective) ? [{ title: '', meta: '', lines: bodyLines(curriculum.objective) }] : [],
    differentials: curriculum.differentials
      .map(shown)
      .filter((item) => item !== '')
      .map((item) => ({ title: '', meta: '', lines: [item] })),
    education: (complete('education') as Array<Loose<Curriculum['education'][number]>>).map(educationEntry),
    courses: (complete('courses') as Array<Loose<Curriculum['courses'][number]>>).map((course) => ({
      title: shown(course.name),
      meta: joinMeta(shown(course.institution), shown(course.year)),
      lines: [],
    })),
    skills: skillEntries,
    experiences: (complete('experiences') as Array<Loose<Curriculum['experiences'][number]>>).map(experienceEntry),
    recognitions: (complete('recognitions') as Array<Loose<Curriculum['recognitions'][number]>>).map((item) => ({
      title: shown(item.title),
      meta: joinMeta(shown(item.organization), shown(item.year)),
      lines: [],
    })),
    availability: parseAvailability(curriculum.availability).length
      ? [{ title: '', meta: '', lines: [parseAvailability(curriculum.availability).join(', ')] }]
      : [],
  };

  const name = shown(curriculum.fullName);
  const contact = [
    shown(curriculum.address),
    joinMeta(shown(curriculum.phone), shown(curriculum.email)),
    shown(curriculum.linkedin),
    ageText(curriculum.age),
  ].filter((line) => line !== '');
  return {
    title: name ? `Currículo – ${name}` : 'Currículo',
    name,
    contact,
    sections: ORDER[kind]
      .map((key) => ({ key, heading: SECTION_HEADINGS[key], entries: entriesBySection[key] }))
      .filter((section) => section.entries.length > 0),
  };
}

/** The document as plain lines, in reading order: what a text extractor should find in the PDF, and what the preview shows. */
export function curriculumDocumentLines(document: CurriculumDocument): string[] {
  const lines = [document.name, ...document.contact];
  for (const section of document.sections) {
    lines.push(section.heading);
    for (const entry of section.entries) lines.push(...[entry.title, entry.meta, ...entry.lines].filter((line) => line !== ''));
  }
  return lines.filter((line) => line !== '');
}

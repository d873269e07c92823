import type { Curriculum } from '../contracts/curriculum.contract';
import { bodyLines, joinMeta, shown } from './printed-text';
import { parseAvailability } from './rules';
import { ITEM_KINDS, LIST_SECTIONS, filledItem, isCompleteItem, sectionOf, type ItemKind } from './sections';

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
  /** Each body line printed as a bullet point (an experience's description: one task or achievement per line); absent, plain lines. */
  bullets?: boolean;
}

/** The fixed sections, and the list sections of the registry (sections.ts). */
export type SectionKey = 'objective' | 'differentials' | ItemKind | 'availability';

export interface DocumentSection {
  key: SectionKey;
  heading: string;
  /** Short entries printed as a bulleted list. */
  bulleted: boolean;
  entries: DocumentEntry[];
}

export interface CurriculumDocument {
  /** PDF metadata title: "Currículo – {nome}". */
  title: string;
  name: string;
  /** Contact lines under the name: address; phone · email; LinkedIn; age. */
  contact: string[];
  /** The contact values a reader can open (the e-mail, the LinkedIn profile), each with its address: drawn as links where they appear. */
  links: ContactLink[];
  sections: DocumentSection[];
}

export interface ContactLink {
  /** The value as printed in a contact line. */
  text: string;
  /** `mailto:` the e-mail; the LinkedIn profile's https address. */
  url: string;
}

/** "linkedin.com/in/ana" -> "https://linkedin.com/in/ana"; an address with its scheme is kept. */
export function linkedinUrl(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** A contact line cut into its plain and linked parts, in order (the whole line, unlinked, when it holds no link). */
export function contactLineParts(line: string, links: readonly ContactLink[]): Array<{ text: string; url?: string }> {
  const parts: Array<{ text: string; url?: string }> = [];
  let rest = line;
  while (rest !== '') {
    const found = links
      .map((link) => ({ link, at: rest.indexOf(link.text) }))
      .filter(({ at, link }) => at >= 0 && link.text !== '')
      .sort((a, b) => a.at - b.at)[0];
    if (!found) {
      parts.push({ text: rest });
      break;
    }
    if (found.at > 0) parts.push({ text: rest.slice(0, found.at) });
    parts.push({ text: found.link.text, url: found.link.url });
    rest = rest.slice(found.at + found.link.text.length);
  }
  return parts;
}

type FixedSection = 'objective' | 'differentials' | 'availability';
const FIXED_SECTIONS: Readonly<Record<FixedSection, { heading: string; bulleted: boolean }>> = {
  objective: { heading: 'Objetivo', bulleted: false },
  differentials: { heading: 'Diferenciais', bulleted: true },
  availability: { heading: 'Disponibilidade', bulleted: false },
};

/** Every section's heading. */
export const SECTION_HEADINGS: Readonly<Record<SectionKey, string>> = {
  ...Object.fromEntries(Object.entries(FIXED_SECTIONS).map(([key, fixed]) => [key, fixed.heading])),
  ...Object.fromEntries(ITEM_KINDS.map((kind) => [kind, LIST_SECTIONS[kind].document.heading])),
} as Record<SectionKey, string>;

/**
 * The list sections in registry order: Formação before Experiências, as
 * first-job guidance advises. The young kind puts the differentials right
 * after the objective: with little experience, what the person is good at comes first.
 */
const ORDER: Readonly<Record<DocumentKind, readonly SectionKey[]>> = {
  formal: ['objective', ...ITEM_KINDS, 'differentials', 'availability'],
  young: ['objective', 'differentials', ...ITEM_KINDS, 'availability'],
};

type Loose<T> = { [K in Exclude<keyof T, 'id'>]?: T[K] | undefined } & { id?: string | null | undefined };
/** A saved curriculum or the screens' draft (rows may be incomplete or carry temp ids). */
export type DocumentInput = Pick<Curriculum, 'fullName' | 'age' | 'address' | 'phone' | 'email' | 'linkedin' | 'objective' | 'availability'> & {
  differentials: readonly string[];
} & { [K in ItemKind]: ReadonlyArray<Loose<Curriculum[K][number]>> };

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

const bulleted = (key: SectionKey): boolean =>
  key in FIXED_SECTIONS ? FIXED_SECTIONS[key as FixedSection].bulleted : LIST_SECTIONS[key as ItemKind].document.bulleted === true;

export function buildCurriculumDocument(curriculum: DocumentInput, kind: DocumentKind): CurriculumDocument {
  /** A list's complete rows, in order, as the registry prints them. */
  const documentKind = kind;
  const listEntries = (kind: ItemKind): DocumentEntry[] =>
    byOrder(curriculum[kind] as ReadonlyArray<Readonly<Record<string, unknown>> & { order?: number }>)
      .filter((item) => isCompleteItem(kind, item))
      .map((item) => sectionOf(kind).document.entry(filledItem(kind, item), documentKind));

  const entriesBySection: Record<SectionKey, DocumentEntry[]> = {
    objective: shown(curriculum.objective) ? [{ title: '', meta: '', lines: bodyLines(curriculum.objective) }] : [],
    differentials: curriculum.differentials
      .map(shown)
      .filter((item) => item !== '')
      .map((item) => ({ title: '', meta: '', lines: [item] })),
    ...(Object.fromEntries(ITEM_KINDS.map((kind) => [kind, listEntries(kind)])) as Record<ItemKind, DocumentEntry[]>),
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
  const email = shown(curriculum.email);
  const linkedin = shown(curriculum.linkedin);
  const links: ContactLink[] = [
    ...(email ? [{ text: email, url: `mailto:${email}` }] : []),
    ...(linkedin ? [{ text: linkedin, url: linkedinUrl(linkedin) }] : []),
  ];
  return {
    title: name ? `Currículo – ${name}` : 'Currículo',
    name,
    contact,
    links,
    sections: ORDER[kind]
      .map((key) => ({ key, heading: SECTION_HEADINGS[key], bulleted: bulleted(key), entries: entriesBySection[key] }))
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

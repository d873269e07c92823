/**
 * The cover letter ("carta de apresentação", issue 29 item 2; decision 0189):
 * its targets, paragraphs, limits and messages, the paragraphs suggested from
 * the saved resume and the test result, and the document both files print.
 * Pure and zod-free: the API, the PDF/DOCX writers and the web form all read it.
 */
import type { CurriculumSuggestions } from '../content/curriculum-suggestions';
import { buildCurriculumDocument, type ContactLink, type DocumentInput, type DocumentKind } from './document';
import { shown } from './printed-text';
import { curriculumFileName, type EducationStatus, type ExperienceType } from './rules';

export const LETTER_TARGETS = ['APPRENTICE', 'INTERNSHIP', 'FIRST_JOB'] as const;
export type LetterTarget = (typeof LETTER_TARGETS)[number];
export const LETTER_TARGET_LABELS: Readonly<Record<LetterTarget, string>> = {
  APPRENTICE: 'Jovem Aprendiz',
  INTERNSHIP: 'Estágio',
  FIRST_JOB: 'Primeiro emprego',
};

/** The three guided paragraphs, in the letter's order. */
export const LETTER_PARAGRAPHS = ['intro', 'motivation', 'contribution'] as const;
export type LetterParagraph = (typeof LETTER_PARAGRAPHS)[number];
export type LetterParagraphs = Record<LetterParagraph, string>;

/** Each paragraph's label and the short hint under it, as the form shows them. */
export const LETTER_PARAGRAPH_FIELDS: Readonly<Record<LetterParagraph, { label: string; hint: string }>> = {
  intro: { label: 'Quem sou e a vaga que procuro', hint: 'Diga seu nome, o que você estuda e a vaga que você quer.' },
  motivation: { label: 'Por que este programa ou empresa', hint: 'Conte o que você sabe do lugar e por que quer entrar nele.' },
  contribution: { label: 'O que eu ofereço', hint: 'Fale do que você sabe fazer e de uma experiência que mostre isso.' },
};

export const LETTER_FIELD_LABELS = { target: 'Vaga', organization: 'Programa ou empresa' } as const;
export const LETTER_SECTION_LABEL = 'Carta de apresentação';

/** Length limits (decision 0189): three short paragraphs fit one A4 page in both designs. */
export const LETTER_LIMITS = { organization: 100, paragraph: 600 } as const;

/** How many saves are kept as versions (the resume's number). */
export const LETTER_VERSIONS_KEPT = 10;

export const LETTER_MESSAGES = {
  noCurriculum: 'Salve seu currículo antes de escrever a carta de apresentação.',
  notSaved: 'Você ainda não salvou uma carta de apresentação. Escreva e salve antes de baixar.',
  versionNotFound: 'Versão da carta de apresentação não encontrada.',
  incomplete: 'Escreva os três parágrafos e o nome do programa ou da empresa antes de baixar a carta.',
  pdfError: 'Erro ao gerar o PDF da carta. Tente novamente.',
  docxError: 'Erro ao gerar o arquivo Word da carta. Tente novamente.',
  /** Shown on the form before any download while a paragraph is still the suggestion. */
  editFirst: 'As sugestões são um ponto de partida. Mude cada parágrafo com as suas palavras antes de baixar ou compartilhar a carta.',
} as const;

/** The 4xx of a download (or a review link) while paragraphs are still exactly the suggestion. */
export function uneditedMessage(paragraphs: readonly LetterParagraph[]): string {
  const names = paragraphs.map((paragraph) => `"${LETTER_PARAGRAPH_FIELDS[paragraph].label}"`);
  const list = names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
  const which = paragraphs.length === 1 ? `O parágrafo ${list} ainda é a sugestão` : `Os parágrafos ${list} ainda são a sugestão`;
  return `${which}. Escreva com as suas palavras antes de baixar ou compartilhar a carta.`;
}

/** Whitespace runs count as one space, and the ends are trimmed: how a paragraph is compared with its suggestion. */
export const normaliseParagraph = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The paragraphs still exactly (whitespace aside) one of the suggestions given; empty ones are not "unedited". */
export function uneditedParagraphs(letter: LetterParagraphs, suggestions: ReadonlyArray<LetterParagraphs | null>): LetterParagraph[] {
  return LETTER_PARAGRAPHS.filter((paragraph) => {
    const written = normaliseParagraph(letter[paragraph]);
    return written !== '' && suggestions.some((suggestion) => suggestion !== null && normaliseParagraph(suggestion[paragraph]) === written);
  });
}

/** A letter that can be sent: every paragraph and the organisation filled. */
export function isLetterComplete(letter: LetterParagraphs & { organization: string }): boolean {
  return letter.organization.trim() !== '' && LETTER_PARAGRAPHS.every((paragraph) => letter[paragraph].trim() !== '');
}

// ---------------------------------------------------------------------------
// Suggestions

/** What the suggestions are drawn from: the saved resume and the test result's profile, nothing else. */
export interface LetterSource {
  fullName: string;
  education: Array<{ level: string; course: string; institution: string; status: EducationStatus }>;
  skills: string[];
  experiences: Array<{ title: string; organization: string; type: ExperienceType }>;
  /** The profile's strengths (content/curriculum-suggestions.ts), empty without a completed test. */
  strengths: string[];
}

type SourceCurriculum = Pick<DocumentInput, 'fullName'> & {
  education: ReadonlyArray<{
    level?: string | undefined;
    course?: string | undefined;
    institution?: string | undefined;
    status?: EducationStatus | undefined;
    order?: number | undefined;
  }>;
  skills: ReadonlyArray<{ name?: string | undefined; order?: number | undefined }>;
  experiences: ReadonlyArray<{ title?: string | undefined; organization?: string | undefined; type?: ExperienceType | undefined; order?: number | undefined }>;
};

const inOrder = <T extends { order?: number | undefined }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.order ?? a.index) - (b.item.order ?? b.index) || a.index - b.index)
    .map(({ item }) => item);

export function letterSourceOf(curriculum: SourceCurriculum, profile: Pick<CurriculumSuggestions, 'strengths'> | null): LetterSource {
  return {
    fullName: shown(curriculum.fullName),
    education: inOrder(curriculum.education)
      .filter((item) => shown(item.level) !== '')
      .map((item) => ({ level: shown(item.level), course: shown(item.course), institution: shown(item.institution), status: item.status ?? 'ONGOING' })),
    skills: inOrder(curriculum.skills)
      .map((item) => shown(item.name))
      .filter((name) => name !== ''),
    experiences: inOrder(curriculum.experiences)
      .filter((item) => shown(item.title) !== '')
      .map((item) => ({ title: shown(item.title), organization: shown(item.organization), type: item.type ?? 'WORK' })),
    strengths: profile?.strengths ?? [],
  };
}

/** "a, b e c". */
const andList = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} e ${words[words.length - 1]}`);
const lowerFirst = (text: string) => (text === '' ? text : text[0]!.toLowerCase() + text.slice(1));

const APPLYING: Readonly<Record<LetterTarget, string>> = {
  APPRENTICE: 'entrar no programa Jovem Aprendiz',
  INTERNSHIP: 'uma vaga de estágio',
  FIRST_JOB: 'uma vaga de primeiro emprego',
};

const WHY: Readonly<Record<LetterTarget, string>> = {
  APPRENTICE: 'O programa Jovem Aprendiz une estudo e trabalho. Quero aprender uma profissão na prática sem deixar os estudos.',
  INTERNSHIP: 'O estágio me deixa usar na prática o que aprendo no curso, com alguém mais experiente por perto.',
  FIRST_JOB: 'Quero começar a minha vida profissional em um lugar onde eu possa aprender e crescer.',
};

function studySentence(source: LetterSource): string {
  const current = source.education.find((item) => item.status === 'ONGOING') ?? source.education[0];
  if (!current) return '';
  const what = current.course ? `${current.level} em ${current.course}` : current.level;
  const where = current.institution ? ` (${current.institution})` : '';
  return current.status === 'ONGOING' ? ` Estou cursando ${what}${where}.` : ` Concluí ${what}${where}.`;
}

/**
 * The three paragraphs suggested for this target and organisation, from the
 * resume and the profile. A starting point the person must rewrite: a letter
 * whose paragraph is still exactly this text is never downloaded or shared.
 */
export function suggestLetter(source: LetterSource, target: LetterTarget, organization: string): LetterParagraphs {
  const place = organization.trim();
  const at = place ? ` em ${place}` : '';
  const name = source.fullName ? `Meu nome é ${source.fullName}.` : 'Olá!';
  const intro = `${name}${studySentence(source)} Quero ${APPLYING[target]}${at}.`;

  const motivation = `${place ? `Quero fazer parte de ${place}.` : 'Quero fazer parte da sua equipe.'} ${WHY[target]}`;

  const skills = source.skills.slice(0, 2);
  const experience = source.experiences[0];
  const strength = source.strengths[0];
  const contribution = [
    skills.length > 0 ? `Tenho prática em ${andList(skills)}.` : '',
    experience ? `Já atuei como ${lowerFirst(experience.title)}${experience.organization ? `, em ${experience.organization}` : ''}.` : '',
    strength ? `Meu ponto forte é ${lowerFirst(strength)}.` : '',
    'Quero aprender e ajudar no que for preciso.',
  ]
    .filter((sentence) => sentence !== '')
    .join(' ');
  return { intro, motivation, contribution };
}

// ---------------------------------------------------------------------------
// The document both files print

/** The city in a resume's address: its last comma part without the state ("…, São Paulo – SP" → "São Paulo"); null when it holds a number. */
export function letterCity(address: string): string | null {
  const last = shown(address).split(',').pop()?.trim() ?? '';
  const city = last.replace(/\s*[-–—/]\s*[A-Za-z]{2}$/, '').trim();
  return city === '' || /\d/.test(city) ? null : city;
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "São Paulo, 7 de março de 2026" (the day in Brasília time); null without a city. */
export function letterDateLine(city: string | null, at: Date): string | null {
  if (!city) return null;
  // Brasília time (UTC−3, no daylight saving since 2019).
  const local = new Date(at.getTime() - 3 * 3_600_000);
  return `${city}, ${local.getUTCDate()} de ${MONTHS[local.getUTCMonth()]} de ${local.getUTCFullYear()}`;
}

export const LETTER_GREETING = 'Prezada equipe de seleção,';
export const LETTER_CLOSING = 'Atenciosamente,';

export interface LetterDocument {
  /** PDF metadata title. */
  title: string;
  /** The resume's header, exactly: the name, the contact lines and their links. */
  name: string;
  contact: string[];
  links: ContactLink[];
  dateLine: string | null;
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}

/** The letter as printed under the header of the resume of `kind` (the same name and contact lines). */
export function buildLetterDocument(curriculum: DocumentInput, letter: LetterParagraphs, kind: DocumentKind, at: Date): LetterDocument {
  const header = buildCurriculumDocument(curriculum, kind);
  return {
    title: header.name ? `${LETTER_SECTION_LABEL} – ${header.name}` : LETTER_SECTION_LABEL,
    name: header.name,
    contact: header.contact,
    links: header.links,
    dateLine: letterDateLine(letterCity(curriculum.address), at),
    greeting: LETTER_GREETING,
    paragraphs: LETTER_PARAGRAPHS.map((paragraph) => normaliseParagraph(letter[paragraph])).filter((text) => text !== ''),
    closing: LETTER_CLOSING,
    signature: header.name,
  };
}

/** The letter's lines in reading order: what pdftotext and mammoth should find. */
export function letterDocumentLines(document: LetterDocument): string[] {
  return [document.name, ...document.contact, document.dateLine ?? '', document.greeting, ...document.paragraphs, document.closing, document.signature].filter(
    (line) => line !== '',
  );
}

/** "carta-ana-julia-souza.pdf": the resume's file name (curriculumFileName) with "carta" for "curriculo"; "carta.pdf" without a name. */
export function letterFileName(fullName: string, format: 'pdf' | 'docx'): string {
  return curriculumFileName('formal', fullName)
    .replace(/^curriculo/, 'carta')
    .replace(/\.pdf$/, () => `.${format}`);
}

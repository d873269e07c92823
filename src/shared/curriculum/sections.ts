import type { DocumentEntry, DocumentKind } from './document';
import { compact, exportValue, isoDates, isoYear, joinMeta, bodyLines, shown, withoutLineMark, type JsonObject } from './printed-text';
import { QUESTIONNAIRE_SCHOOL } from './questionnaire';
import {
  CURRICULUM_LIMITS as LIMITS,
  EDUCATION_STATUSES,
  EDUCATION_STATUS_LABELS,
  EXPERIENCE_TYPES,
  EXPERIENCE_TYPE_LABELS,
  FIELD_LABELS,
  LANGUAGE_LEVELS,
  LANGUAGE_LEVEL_LABELS,
  SKILL_LEVELS,
  SKILL_LEVEL_LABELS,
  normalizedHours,
} from './rules';

/**
 * THE resume-section registry: one entry per list section of the resume
 * (the lists a person adds rows to). Every place that lists the sections reads
 * it: the contract (item schemas, limits, messages, the item routes), the
 * database types and the repository (one table per section), the document the
 * PDF and the preview draw, the JSON Resume export, the completeness meter,
 * the LGPD export and deletion, and the Formal form (steps, fields, labels).
 * Adding a section is an entry here and a migration creating its table
 * (docs/architecture.md, "How to add a resume section").
 *
 * The two fixed sections (basic information and the objective, stored as
 * columns of `curricula`) are not entries: they are named at the end of this file.
 */

/** A free-text field: trimmed, at most `max` characters, checked when filled when it has a `format`. */
export interface TextField {
  kind: 'text';
  /** The field's name as the screens and the errors say it. */
  label: string;
  max: number;
  /** Checked when filled: a year, a period, or a course's hours (digits, 1 to MAX_COURSE_HOURS). */
  format?: 'year' | 'period' | 'hours';
  /** The form's label when it says more than the name ("Curso (opcional)"). */
  formLabel?: string;
  hint?: string;
  textarea?: boolean;
  numeric?: boolean;
}

/** One of fixed values, shown by their labels. */
export interface ChoiceField<T extends string = string> {
  kind: 'choice';
  label: string;
  values: readonly [T, ...T[]];
  labels: Readonly<Record<T, string>>;
  /** The value of a new row, and of a draft that leaves the field out. */
  fallback: T;
  /** The choices as the error message lists them; by default the labels, "A, B ou C". */
  mustBe?: string;
}

export type FieldDef = TextField | ChoiceField;
export type FieldDefs = Readonly<Record<string, FieldDef>>;
/** An item's values, field by field (what its table's columns hold, less the bookkeeping ones). */
export type ItemValues<F extends FieldDefs> = { -readonly [K in keyof F]: F[K] extends ChoiceField<infer T> ? T : string };

/** The JSON Resume v1.0.0 lists (https://jsonresume.org/schema), in the schema's order: the export writes them in this order. */
export const JSON_RESUME_LISTS = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;
export type JsonResumeList = (typeof JSON_RESUME_LISTS)[number];

/** A line of the completeness checklist that complete rows of a section tick. */
export interface CompletenessStep {
  /** The checklist line's key (the meter's list key). */
  step: string;
  label: string;
  /** What to do, in plain words, when not done. */
  tip: string;
  /** Complete rows needed to tick it. */
  min: number;
  /** Its share of the percentage; every fixed line of the checklist weighs 1. */
  weight: number;
}

export interface ListSectionDef<F extends FieldDefs, Table extends string> {
  /** The section's name on screens and in errors ("Experiências"). */
  label: string;
  /** One row's name ("Experiência"): "Experiência 2", "Adicionar experiência", "Item de experiência removido." */
  noun: string;
  /** The most rows the list takes (docs/decisions/0057-curriculum-length-limits.md). */
  maxItems: number;
  /** In the order of the API's item and of the table's columns; a new row has '' or the choice's fallback in each. */
  fields: F;
  /** What a row needs to be kept on save (spec §5); `yearOrPeriod` is "a year or a period". */
  required: NoInfer<ReadonlyArray<(keyof F & string) | 'yearOrPeriod'>>;
  /** A complete row, for tests and examples. */
  example: NoInfer<ItemValues<F>>;
  form: {
    /** The list's heading in the Formal form. */
    title: string;
    /** The form step (another section's key) this list shares; without it, the section is its own step, named by its label. */
    step?: string;
    /** The fields in form order, when it differs from `fields`. */
    fieldOrder?: NoInfer<ReadonlyArray<keyof F & string>>;
  };
  document: {
    heading: string;
    /** Short rows printed as a bulleted list. */
    bulleted?: boolean;
    /** One complete row as printed (missing fields already set to their new-row value), in a document of this kind. */
    entry: (item: NoInfer<ItemValues<F>>, kind: DocumentKind) => DocumentEntry;
  };
  /** The checklist line it ticks, or the key of a line another section declares that it ticks too. */
  completeness: CompletenessStep | { joins: string };
  /** One saved row in the JSON Resume export: the list it goes to and its object there. */
  jsonResume: (item: NoInfer<ItemValues<F>>) => { list: JsonResumeList; value: JsonObject };
  /** Its table: columns `id`, `curriculum_id`, `position` (the API's `order`), then one text column per field, same name. */
  storage: { table: Table };
}

function section<const F extends FieldDefs, const Table extends `curriculum_${string}`>(def: ListSectionDef<F, Table>): ListSectionDef<F, Table> {
  return def;
}

const text = (label: string, max: number, more: Omit<TextField, 'kind' | 'label' | 'max'> = {}): TextField => ({ kind: 'text', label, max, ...more });

function choice<const T extends string>(
  label: string,
  values: readonly [T, ...T[]],
  labels: Readonly<Record<T, string>>,
  fallback: NoInfer<T>,
  mustBe?: string,
): ChoiceField<T> {
  return { kind: 'choice', label, values, labels, fallback, ...(mustBe ? { mustBe } : {}) };
}

const YEAR_HINT = 'Quatro dígitos. Ex.: 2025';

/** A description line without the title it repeats: '' for the title itself, the rest for "Título: rest". */
function withoutLeadingTitle(line: string, title: string): string {
  if (title === '') return line;
  const bare = (text: string) =>
    text
      .replace(/[.!]+$/, '')
      .trim()
      .toLowerCase();
  if (bare(line) === bare(title)) return '';
  const head = `${title.toLowerCase()}:`;
  if (!line.toLowerCase().startsWith(head)) return line;
  const rest = line.slice(head.length).trim();
  return rest.charAt(0).toLocaleUpperCase('pt-BR') + rest.slice(1);
}
/** A course's hours as printed: "40 h"; '' without them. */
const hoursText = (hours: string) => (shown(hours) === '' ? '' : `${normalizedHours(hours)} h`);

/** Skills a resume should list to tick its checklist line. */
export const MIN_SKILLS = 3;

export const LIST_SECTIONS = {
  education: section({
    label: 'Formação',
    noun: 'Formação',
    maxItems: 10,
    fields: {
      institution: text(FIELD_LABELS.institution, LIMITS.shortText, { hint: 'Nome da escola ou faculdade.' }),
      level: text(FIELD_LABELS.level, LIMITS.level, { hint: 'Ex.: Ensino Médio, 2º ano do Ensino Médio, Técnico' }),
      course: text(FIELD_LABELS.course, LIMITS.shortText, { formLabel: `${FIELD_LABELS.course} (opcional)`, hint: 'Ex.: Técnico em Administração' }),
      year: text(FIELD_LABELS.year, LIMITS.year, { format: 'year', hint: 'De conclusão, ou a previsão. Ex.: 2026', numeric: true }),
      status: choice(FIELD_LABELS.status, EDUCATION_STATUSES, EDUCATION_STATUS_LABELS, 'ONGOING'),
    },
    required: ['institution', 'level', 'year'],
    example: { institution: 'Escola Estadual Azul', level: 'Ensino Médio', course: '', year: '2026', status: 'ONGOING' },
    form: { title: 'Formação escolar' },
    document: {
      heading: 'Formação',
      entry: (item) => {
        const level = shown(item.level);
        const course = shown(item.course);
        const institution = item.institution.trim() === QUESTIONNAIRE_SCHOOL ? '' : shown(item.institution);
        const year = shown(item.year);
        const status = EDUCATION_STATUS_LABELS[item.status];
        const when = year === '' ? status : item.status === 'COMPLETED' ? `${status} em ${year}` : `${status} · ${year}`;
        return { title: course ? `${level} – ${course}` : level, meta: joinMeta(institution, when), lines: [] };
      },
    },
    completeness: { step: 'education', label: 'Formação', tip: 'Conte onde você estuda ou estudou, e em que ano.', min: 1, weight: 1 },
    jsonResume: (item) => ({
      list: 'education',
      value: compact({
        institution: item.institution.trim() === QUESTIONNAIRE_SCHOOL ? undefined : exportValue(item.institution),
        studyType: exportValue(item.level),
        area: exportValue(item.course),
        // An ongoing course has no end date: JSON Resume reads that as "present".
        endDate: item.status === 'COMPLETED' ? isoYear(item.year) : undefined,
      }),
    }),
    storage: { table: 'curriculum_education' },
  }),

  courses: section({
    label: 'Cursos',
    noun: 'Curso',
    maxItems: 20,
    fields: {
      name: text(FIELD_LABELS.name, LIMITS.shortText, { hint: 'Ex.: Informática básica' }),
      institution: text(FIELD_LABELS.institution, LIMITS.shortText, { hint: 'Onde você fez. Ex.: Senac, curso online' }),
      year: text(FIELD_LABELS.year, LIMITS.year, { format: 'year', hint: YEAR_HINT, numeric: true }),
      // Carga horária (decision 0190): optional, printed "40 h" after the year.
      hours: text(FIELD_LABELS.hours, LIMITS.hours, {
        format: 'hours',
        formLabel: `${FIELD_LABELS.hours} (opcional)`,
        hint: 'Quantas horas o curso teve, só números. Ex.: 40',
        numeric: true,
      }),
    },
    required: ['name', 'institution', 'year'],
    example: { name: 'Informática básica', institution: 'Senac', year: '2024', hours: '40' },
    // Spec §2: the Formação step holds the education and the extracurricular courses.
    form: { title: 'Cursos extracurriculares', step: 'education' },
    document: {
      heading: 'Cursos',
      entry: (item) => ({ title: shown(item.name), meta: joinMeta(shown(item.institution), shown(item.year), hoursText(item.hours)), lines: [] }),
    },
    completeness: { joins: 'extras' },
    jsonResume: (item) => ({
      list: 'certificates',
      // JSON Resume's certificate has no hours: they go in the row's own `x-rumo`, as the export's other extras do.
      value: compact({
        name: exportValue(item.name),
        issuer: exportValue(item.institution),
        date: isoYear(item.year),
        'x-rumo': compact({ hours: exportValue(item.hours) }),
      }),
    }),
    storage: { table: 'curriculum_courses' },
  }),

  skills: section({
    label: 'Habilidades',
    noun: 'Habilidade',
    maxItems: 30,
    fields: {
      name: text(FIELD_LABELS.name, LIMITS.skillName, { hint: 'Ex.: Excel, Atendimento ao público, Canva' }),
      level: choice(FIELD_LABELS.level, SKILL_LEVELS, SKILL_LEVEL_LABELS, 'BASIC'),
    },
    required: ['name'],
    example: { name: 'Excel', level: 'INTERMEDIATE' },
    form: { title: 'Suas habilidades' },
    document: {
      heading: 'Habilidades',
      bulleted: true,
      // The Formal form asks each skill's level: every one is printed, Básico too. The questionnaire never asks
      // (its skills all hold the fallback), so the young kind prints none: one rule per document (decision 0188).
      entry: (item, kind) => ({
        title: kind === 'formal' ? `${shown(item.name)} – ${SKILL_LEVEL_LABELS[item.level]}` : shown(item.name),
        meta: '',
        lines: [],
      }),
    },
    completeness: {
      step: 'skills',
      label: `Pelo menos ${MIN_SKILLS} habilidades`,
      tip: 'Liste o que você sabe fazer: programas, atendimento, vendas...',
      min: MIN_SKILLS,
      weight: 1,
    },
    jsonResume: (item) => ({ list: 'skills', value: compact({ name: exportValue(item.name), level: SKILL_LEVEL_LABELS[item.level] }) }),
    storage: { table: 'curriculum_skills' },
  }),

  languages: section({
    label: 'Idiomas',
    noun: 'Idioma',
    maxItems: 5,
    fields: {
      language: text(FIELD_LABELS.language, LIMITS.language, { hint: 'Ex.: Inglês, Espanhol, Libras' }),
      level: choice(FIELD_LABELS.level, LANGUAGE_LEVELS, LANGUAGE_LEVEL_LABELS, 'BASIC'),
    },
    required: ['language'],
    example: { language: 'Inglês', level: 'INTERMEDIATE' },
    // On the Habilidades step, under the skills: a language is a skill with its own scale (decision 0190).
    form: { title: 'Línguas que você fala ou estuda', step: 'skills' },
    document: {
      heading: 'Idiomas',
      bulleted: true,
      // The form always asks the level, so both kinds print it.
      entry: (item) => ({ title: `${shown(item.language)} – ${LANGUAGE_LEVEL_LABELS[item.level]}`, meta: '', lines: [] }),
    },
    // A language counts as an extra, like a course: a resume without one loses nothing (decision 0190).
    completeness: { joins: 'extras' },
    jsonResume: (item) => ({ list: 'languages', value: compact({ language: exportValue(item.language), fluency: LANGUAGE_LEVEL_LABELS[item.level] }) }),
    storage: { table: 'curriculum_languages' },
  }),

  experiences: section({
    label: 'Experiências',
    noun: 'Experiência',
    maxItems: 20,
    fields: {
      type: choice(FIELD_LABELS.type, EXPERIENCE_TYPES, EXPERIENCE_TYPE_LABELS, 'WORK', 'voluntário, escolar, extracurricular ou trabalho'),
      title: text(FIELD_LABELS.title, LIMITS.shortText, { hint: 'O que você fazia. Ex.: Monitor(a) de informática' }),
      organization: text(FIELD_LABELS.organization, LIMITS.shortText, { hint: 'Onde. Ex.: ONG Crescer, Mercadinho da família' }),
      description: text(FIELD_LABELS.description, LIMITS.description, {
        formLabel: `${FIELD_LABELS.description} (opcional)`,
        hint: 'Uma conquista ou tarefa por linha.',
        textarea: true,
      }),
      year: text(FIELD_LABELS.year, LIMITS.year, {
        format: 'year',
        formLabel: `${FIELD_LABELS.year} (se não souber o período)`,
        hint: YEAR_HINT,
        numeric: true,
      }),
      period: text(FIELD_LABELS.period, LIMITS.period, { format: 'period', hint: 'MM/AAAA a MM/AAAA, ou MM/AAAA a atual. Ex.: 03/2024 a atual' }),
    },
    required: ['title', 'organization', 'yearOrPeriod'],
    example: {
      type: 'VOLUNTEER',
      title: 'Monitor de informática',
      organization: 'ONG Crescer',
      description: 'Ajudei idosos no computador.',
      year: '',
      period: '03/2024 a atual',
    },
    form: { title: 'Suas experiências', fieldOrder: ['type', 'title', 'organization', 'period', 'year', 'description'] },
    document: {
      heading: 'Experiências',
      entry: (item) => ({
        title: shown(item.title),
        meta: joinMeta(EXPERIENCE_TYPE_LABELS[item.type], shown(item.organization), shown(item.period) || shown(item.year)),
        // One bullet point per line, without the "-", "•" or "*" the person typed; a title drawn from the
        // description's first line (the Jovem questionnaire) is not printed twice.
        lines: bodyLines(item.description)
          .map((line) => withoutLeadingTitle(withoutLineMark(line), shown(item.title)))
          .filter((line) => shown(line) !== ''),
        bullets: true,
      }),
    },
    completeness: {
      step: 'experiences',
      label: 'Uma experiência',
      tip: 'Vale projeto da escola, voluntariado ou ajuda num negócio da família.',
      min: 1,
      weight: 1,
    },
    jsonResume: (item) => {
      const dates = isoDates(item.period, item.year);
      if (item.type === 'WORK' || item.type === 'VOLUNTEER') {
        const where = item.type === 'WORK' ? { name: exportValue(item.organization) } : { organization: exportValue(item.organization) };
        return {
          list: item.type === 'WORK' ? 'work' : 'volunteer',
          value: compact({ ...where, position: exportValue(item.title), ...dates, summary: exportValue(item.description) }),
        };
      }
      return {
        list: 'projects',
        value: compact({
          name: exportValue(item.title),
          entity: exportValue(item.organization),
          type: EXPERIENCE_TYPE_LABELS[item.type],
          description: exportValue(item.description),
          ...dates,
        }),
      };
    },
    storage: { table: 'curriculum_experiences' },
  }),

  recognitions: section({
    label: 'Reconhecimentos',
    noun: 'Reconhecimento',
    maxItems: 20,
    fields: {
      title: text(FIELD_LABELS.title, LIMITS.shortText, { hint: 'Ex.: Medalha de bronze' }),
      organization: text(FIELD_LABELS.organization, LIMITS.shortText, { hint: 'Quem deu. Ex.: OBMEP' }),
      year: text(FIELD_LABELS.year, LIMITS.year, { format: 'year', hint: YEAR_HINT, numeric: true }),
    },
    required: ['title', 'organization', 'year'],
    example: { title: 'Medalha de bronze', organization: 'OBMEP', year: '2023' },
    form: { title: 'Prêmios e reconhecimentos' },
    document: {
      heading: 'Reconhecimentos',
      entry: (item) => ({ title: shown(item.title), meta: joinMeta(shown(item.organization), shown(item.year)), lines: [] }),
    },
    completeness: {
      step: 'extras',
      label: 'Um curso, idioma ou reconhecimento',
      tip: 'Vale curso livre ou online, prêmio ou um idioma que você estuda.',
      min: 1,
      weight: 1,
    },
    jsonResume: (item) => ({
      list: 'awards',
      value: compact({ title: exportValue(item.title), awarder: exportValue(item.organization), date: isoYear(item.year) }),
    }),
    storage: { table: 'curriculum_recognitions' },
  }),
};

// ---------------------------------------------------------------------------
// What every consumer derives

export type ListSections = typeof LIST_SECTIONS;
/** A list section's key: the API's paths (`/curriculum/{kind}`), the curriculum's and the document's keys. */
export type ItemKind = keyof ListSections;
export const ITEM_KINDS = Object.keys(LIST_SECTIONS) as unknown as readonly [ItemKind, ...ItemKind[]];
export type SectionFields<K extends ItemKind> = ListSections[K]['fields'];
export type SectionItem<K extends ItemKind> = ItemValues<SectionFields<K>>;
/** A section's table name. */
export type SectionTable<K extends ItemKind> = ListSections[K]['storage']['table'];

/** Any entry, seen through the shape every entry has: for code that handles every section the same way. */
export type AnyListSection = ListSectionDef<FieldDefs, string>;
export const sectionOf = (kind: ItemKind): AnyListSection => LIST_SECTIONS[kind] as unknown as AnyListSection;

/** One value per section, in registry order. */
export function perSection<R>(value: (kind: ItemKind) => R): Record<ItemKind, R> {
  return Object.fromEntries(ITEM_KINDS.map((kind) => [kind, value(kind)])) as Record<ItemKind, R>;
}

/** The fixed sections: basic information and the objective (spec §2's first two steps). */
export const BASIC_SECTION_LABEL = 'Informações Básicas';
export const OBJECTIVE_SECTION_LABEL = 'Objetivo';

/** Section names as the screens show them; errors start with them. */
export const SECTION_LABELS: Readonly<Record<ItemKind | 'basic', string>> = { basic: BASIC_SECTION_LABEL, ...perSection((kind) => LIST_SECTIONS[kind].label) };

/** A new row: '' in each text field, the fallback in each choice. */
export function emptyItem<K extends ItemKind>(kind: K): SectionItem<K> {
  const fields = sectionOf(kind).fields;
  return Object.fromEntries(Object.entries(fields).map(([name, def]) => [name, def.kind === 'choice' ? def.fallback : ''])) as SectionItem<K>;
}

/** A draft row with every field the draft leaves out set to its new-row value. */
export function filledItem<K extends ItemKind>(kind: K, item: Readonly<Record<string, unknown>>): SectionItem<K> {
  const filled: Record<string, unknown> = { ...emptyItem(kind) };
  for (const name of Object.keys(filled)) if (typeof item[name] === 'string') filled[name] = item[name];
  return filled as SectionItem<K>;
}

/** The fields in the Formal form's order, with their names. */
export function formFields(kind: ItemKind): Array<[string, FieldDef]> {
  const { fields, form } = sectionOf(kind);
  return (form.fieldOrder ?? Object.keys(fields)).map((name) => [name, fields[name]!]);
}

type Fields = Readonly<Record<string, unknown>>;
const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** The required entries (field names, or 'yearOrPeriod') a row still lacks, in the entry's order; empty when the row will be kept. */
export function missingRequired(kind: ItemKind, item: Fields): string[] {
  return sectionOf(kind).required.filter((field) => (field === 'yearOrPeriod' ? !filled(item.year) && !filled(item.period) : !filled(item[field])));
}

/** A required entry's name as the screens say it: "Organização", "Ano ou período". */
function requiredLabel(kind: ItemKind, field: string): string {
  const { fields } = sectionOf(kind);
  return field === 'yearOrPeriod' ? `${fields.year!.label} ou ${fields.period!.label.toLowerCase()}` : fields[field]!.label;
}

/** The labels of what a row still lacks, in form order; empty when the row will be kept. */
export function missingItemFields(kind: ItemKind, item: Fields): string[] {
  return missingRequired(kind, item).map((field) => requiredLabel(kind, field));
}

/**
 * Beside each field of a required entry a kept incomplete row lacks (issue 29: the row stays on screen, the field
 * marked): "Falta Organização. Sem isso, este item não será salvo."; both the year and the period for 'yearOrPeriod'.
 */
export function missingFieldMessages(kind: ItemKind, item: Fields): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const required of missingRequired(kind, item)) {
    const message = `Falta ${requiredLabel(kind, required)}. Sem isso, este item não será salvo.`;
    for (const field of required === 'yearOrPeriod' ? ['period', 'year'] : [required]) messages[field] = message;
  }
  return messages;
}

export function isCompleteItem(kind: ItemKind, item: Fields): boolean {
  return missingItemFields(kind, item).length === 0;
}

/** "Falta: Instituição e Ano" — the note shown beside an incomplete row. */
export function incompleteItemNote(kind: ItemKind, item: Fields): string | null {
  const missing = missingItemFields(kind, item);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} e ${missing[missing.length - 1]}`;
  return `Incompleto: falta ${list}. Sem isso, este item não será salvo.`;
}

/** "Habilidades: no máximo 30 itens." — a list past its limit (the save's validation and the add-one call say the same). */
export function tooManyItemsMessage(kind: ItemKind): string {
  return `${SECTION_LABELS[kind]}: no máximo ${LIST_SECTIONS[kind].maxItems} itens.`;
}

/**
 * A new order of a list that does not name each of its saved items once (PUT /curriculum/{kind}/order):
 * "Experiências: a nova ordem tem um item duas vezes." An id the list does not have is a 404 ("Item do currículo não encontrado.").
 */
export function reorderMessages(kind: ItemKind): { list: string; repeated: string; incomplete: string } {
  const label = SECTION_LABELS[kind];
  return {
    list: `${label}: mande a lista com a nova ordem dos itens.`,
    repeated: `${label}: a nova ordem tem um item duas vezes.`,
    incomplete: `${label}: a nova ordem precisa ter todos os itens da lista. Recarregue a página e tente de novo.`,
  };
}

/**
 * What is wrong with a registry, as sentences (empty when nothing): a section
 * without a storage table or sharing one, a required field it does not have,
 * a form step or a checklist line that names nothing, an example that is not complete.
 * The registry's own test runs it on LIST_SECTIONS.
 */
export function registryProblems(sections: Readonly<Record<string, AnyListSection>>): string[] {
  const problems: string[] = [];
  const entries = Object.entries(sections);
  const tables = new Set<string>();
  const steps = new Set(entries.flatMap(([, each]) => ('step' in each.completeness ? [each.completeness.step] : [])));
  for (const [key, each] of entries) {
    const table = (each.storage as { table?: unknown } | undefined)?.table;
    if (typeof table !== 'string' || !/^curriculum_[a-z_]+$/.test(table)) problems.push(`${key}: no storage table (curriculum_<name>)`);
    else if (tables.has(table)) problems.push(`${key}: table ${table} is another section's`);
    else tables.add(table);
    if (Object.keys(each.fields).length === 0) problems.push(`${key}: no fields`);
    for (const field of each.required) {
      const present = field === 'yearOrPeriod' ? 'year' in each.fields && 'period' in each.fields : field in each.fields;
      if (!present) problems.push(`${key}: required field ${field} is not one of its fields`);
    }
    if (each.form.step !== undefined && (each.form.step === key || sections[each.form.step]?.form.step !== undefined))
      problems.push(`${key}: form step ${each.form.step} is not a section with a step of its own`);
    if ('joins' in each.completeness && !steps.has(each.completeness.joins))
      problems.push(`${key}: joins checklist line ${each.completeness.joins}, which no section declares`);
    const example = each.example as Fields;
    const missing = each.required.filter((field) => (field === 'yearOrPeriod' ? !filled(example.year) && !filled(example.period) : !filled(example[field])));
    if (missing.length > 0) problems.push(`${key}: its example lacks ${missing.join(', ')}`);
  }
  return problems;
}

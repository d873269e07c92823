import { describe, expect, it } from 'vitest';
import { CURRICULUM_LIMITS } from '../curriculum/rules';
import { PROFILE_LABELS } from '../scoring/scoring';
import { PROFILE_IDS, type ProfileId } from './content.schema';
import { normaliseText } from './content.validation';
import { CURRICULUM_SUGGESTIONS, curriculumSuggestions, type CurriculumSuggestions } from './curriculum-suggestions';
import { fleschReadingEasePt, textStatsPt } from './readability';

/**
 * The rules for the resume suggestions' wording (issue 11). validateSuggestions
 * returns human-readable problems; the real content must give none, and each
 * rule is shown to catch a broken copy of it.
 */

type SuggestionsByProfile = Readonly<Record<ProfileId, CurriculumSuggestions>>;
const LIST_KEYS = ['differentials', 'skills', 'strengths', 'mainQualities'] as const;
type ListKey = (typeof LIST_KEYS)[number];

const MIN_ITEMS_PER_LIST = 6;
const MAX_ITEM_LENGTH = 90;
const MAX_OBJECTIVE_LENGTH = 160;
/** Flesch reading ease, Portuguese adaptation: 50 and above reads as easy. */
const MIN_OBJECTIVE_READING_EASE = 50;

/** Empty phrases recruiters skip, and the classic "my flaw is being a perfectionist". */
const CLICHES = [
  'proativo',
  'proativa',
  'pró-ativo',
  'pró-ativa',
  'dinâmico',
  'dinâmica',
  'guerreiro',
  'guerreira',
  'resiliente',
  'sinergia',
  'multitarefa',
  'workaholic',
  'fora da caixa',
  'sangue no olho',
  'vestir a camisa',
  'visto a camisa',
  'perfeccionismo',
];
/** Self-descriptions that only exist in a masculine or feminine form; the content uses nouns and verbs instead. */
const GENDERED_SELF_DESCRIPTIONS = [
  'organizado',
  'organizada',
  'dedicado',
  'dedicada',
  'esforçado',
  'esforçada',
  'focado',
  'focada',
  'comprometido',
  'comprometida',
  'determinado',
  'determinada',
  'motivado',
  'motivada',
  'criativo',
  'criativa',
  'comunicativo',
  'comunicativa',
  'atencioso',
  'atenciosa',
  'cuidadoso',
  'cuidadosa',
  'tranquilo',
  'tranquila',
  'calmo',
  'sozinho',
  'sozinha',
  'disposto',
  'disposta',
  'educado',
  'educada',
  'extrovertido',
  'extrovertida',
];
const DIAGNOSES = [
  'tdah',
  'toc',
  'ansiedade',
  'ansioso',
  'ansiosa',
  'depressão',
  'depressivo',
  'depressiva',
  'transtorno',
  'autismo',
  'autista',
  'bipolar',
  'hiperativo',
  'hiperativa',
  'hiperatividade',
  'síndrome',
  'diagnóstico',
];
/** A suggestion must be true for someone without a formal job. */
const EXPERIENCE_CLAIMS = [
  'experiência profissional',
  'anos de experiência',
  'experiência comprovada',
  'carteira assinada',
  'especialista',
  'expert',
  'sênior',
  'fluente',
  'avançado',
  'avançada',
];
/** The test's own labels ("sou Perfeccionista", "Organizador") must not leak into a resume. */
const PROFILE_LABEL_WORDS = PROFILE_IDS.flatMap((id) => [PROFILE_LABELS[id].name, PROFILE_LABELS[id].careerName]);

const FORBIDDEN: ReadonlyArray<{ kind: string; words: readonly string[] }> = [
  { kind: 'cliché', words: CLICHES },
  { kind: 'gendered self-description', words: GENDERED_SELF_DESCRIPTIONS },
  { kind: 'diagnosis word', words: DIAGNOSES },
  { kind: 'claim of professional experience', words: EXPERIENCE_CLAIMS },
  { kind: 'profile label', words: PROFILE_LABEL_WORDS },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole words or phrases, case-insensitive, accent-aware ("toc" does not match "tocar"). */
function containsWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/** "organizado(a)", "(o)", "ele/ela"-style "o/a", "aluno/a", "amig@": gendered spellings. */
const GENDER_MARK = /\((?:a|o|as|os)\)|\p{L}\/(?:a|o|as|os)(?!\p{L})|@/iu;
const TRAILING_PUNCTUATION = /[.,;:!?…]$/u;
/** Words a first-person objective sentence uses. */
const FIRST_PERSON = /(?<!\p{L})(?:busco|procuro|quero|eu|meu|minha|meus|minhas)(?!\p{L})/iu;

function checkWording(where: string, text: string, problems: string[]): void {
  for (const { kind, words } of FORBIDDEN) {
    for (const word of words) if (containsWord(text, word)) problems.push(`${where} uses the ${kind} "${word}": "${text}"`);
  }
  if (GENDER_MARK.test(text)) problems.push(`${where} has a gendered spelling such as "(a)": "${text}"`);
  if (text !== text.trim() || /\s{2}/.test(text)) problems.push(`${where} has stray whitespace: "${text}"`);
  if (!/^\p{Lu}/u.test(text)) problems.push(`${where} does not start with a capital letter: "${text}"`);
}

function validateSuggestions(all: SuggestionsByProfile): string[] {
  const problems: string[] = [];
  const profiles = Object.keys(all).map(Number);
  if (profiles.join() !== PROFILE_IDS.join()) problems.push(`Expected suggestions for profiles ${PROFILE_IDS.join()}, found ${profiles.join()}`);

  for (const id of PROFILE_IDS) {
    const suggestions = all[id] as CurriculumSuggestions | undefined;
    if (!suggestions) continue;
    const { objective } = suggestions;

    if (objective.length > MAX_OBJECTIVE_LENGTH) problems.push(`Profile ${id}: objective has ${objective.length} characters (max ${MAX_OBJECTIVE_LENGTH})`);
    if (!objective.endsWith('.')) problems.push(`Profile ${id}: objective must be a sentence ending with a period`);
    if (!FIRST_PERSON.test(objective)) problems.push(`Profile ${id}: objective must be in the first person`);
    if (objective.trim() !== '') {
      const { sentences } = textStatsPt(objective);
      if (sentences !== 1) problems.push(`Profile ${id}: objective must be one sentence, found ${sentences}`);
      const ease = fleschReadingEasePt(objective);
      if (ease < MIN_OBJECTIVE_READING_EASE) {
        problems.push(`Profile ${id}: objective reads too hard (Flesch ${ease.toFixed(1)}, min ${MIN_OBJECTIVE_READING_EASE})`);
      }
    } else {
      problems.push(`Profile ${id}: objective is empty`);
    }
    checkWording(`Profile ${id} objective`, objective, problems);

    const seen = new Map<string, ListKey | 'objective'>([[normaliseText(objective), 'objective']]);
    for (const key of LIST_KEYS) {
      const list = suggestions[key];
      if (list.length < MIN_ITEMS_PER_LIST) problems.push(`Profile ${id}: ${key} has ${list.length} items (min ${MIN_ITEMS_PER_LIST})`);
      for (const item of list) {
        const where = `Profile ${id} ${key}`;
        if (item.length > MAX_ITEM_LENGTH) problems.push(`${where}: "${item}" has ${item.length} characters (max ${MAX_ITEM_LENGTH})`);
        if (TRAILING_PUNCTUATION.test(item)) problems.push(`${where}: "${item}" ends with punctuation`);
        if (/[\r\n]/.test(item)) problems.push(`${where}: "${item}" spans more than one line`);
        checkWording(where, item, problems);
        const firstSeenIn = seen.get(normaliseText(item));
        if (firstSeenIn) problems.push(`${where}: "${item}" repeats an item of ${firstSeenIn}`);
        else seen.set(normaliseText(item), key);
      }
    }

    // What generate-from-profile seeds must fit the curriculum's own limits.
    for (const skill of suggestions.skills) {
      if (skill.length > CURRICULUM_LIMITS.skillName)
        problems.push(`Profile ${id}: skill "${skill}" exceeds the skill name limit ${CURRICULUM_LIMITS.skillName}`);
    }
    if (suggestions.differentials.length > CURRICULUM_LIMITS.differentials) {
      problems.push(`Profile ${id}: ${suggestions.differentials.length} differentials exceed the limit ${CURRICULUM_LIMITS.differentials}`);
    }
  }

  for (const key of ['objective', ...LIST_KEYS] as const) {
    const firstProfileWith = new Map<string, ProfileId>();
    for (const id of PROFILE_IDS) {
      const suggestions = all[id] as CurriculumSuggestions | undefined;
      if (!suggestions) continue;
      const value = suggestions[key];
      const fingerprint = (typeof value === 'string' ? [value] : value).map(normaliseText).sort().join('\n');
      const other = firstProfileWith.get(fingerprint);
      if (other !== undefined) problems.push(`Profiles ${other} and ${id} have the same ${key}`);
      else firstProfileWith.set(fingerprint, id);
    }
  }
  return problems;
}

function copy(): Record<ProfileId, CurriculumSuggestions> {
  return structuredClone(CURRICULUM_SUGGESTIONS) as Record<ProfileId, CurriculumSuggestions>;
}

function expectProblem(broken: SuggestionsByProfile, pattern: RegExp) {
  const problems = validateSuggestions(broken);
  expect(
    problems.some((problem) => pattern.test(problem)),
    `expected a problem matching ${pattern}, got:\n${problems.join('\n')}`,
  ).toBe(true);
}

describe('the real suggestions', () => {
  it('follow every wording rule', () => {
    expect(validateSuggestions(CURRICULUM_SUGGESTIONS)).toEqual([]);
  });

  it('cover the 9 profiles with an objective and at least 6 items in each list', () => {
    expect(Object.keys(CURRICULUM_SUGGESTIONS).map(Number)).toEqual([...PROFILE_IDS]);
    for (const id of PROFILE_IDS) {
      const suggestions = CURRICULUM_SUGGESTIONS[id];
      expect(suggestions.objective.length).toBeGreaterThan(0);
      for (const key of LIST_KEYS) expect(suggestions[key].length).toBeGreaterThanOrEqual(MIN_ITEMS_PER_LIST);
    }
  });
});

describe('each wording rule catches a broken copy', () => {
  it('a missing profile', () => {
    const broken: Partial<Record<ProfileId, CurriculumSuggestions>> = copy();
    delete broken[9];
    expectProblem(broken as SuggestionsByProfile, /Expected suggestions for profiles/);
  });

  it('a list with fewer than 6 items', () => {
    const broken = copy();
    broken[3].strengths = broken[3].strengths.slice(0, 5);
    expectProblem(broken, /Profile 3: strengths has 5 items/);
  });

  it('an empty objective', () => {
    const broken = copy();
    broken[2].objective = '';
    expectProblem(broken, /Profile 2: objective is empty/);
  });

  it('an item over 90 characters and an objective over 160', () => {
    const broken = copy();
    broken[1].differentials[0] = `Reviso ${'tudo '.repeat(20).trim()}`;
    broken[1].objective = `Busco uma vaga de Jovem Aprendiz ${'e aprender '.repeat(14).trim()}.`;
    expectProblem(broken, /Profile 1 differentials: .* characters \(max 90\)/);
    expectProblem(broken, /Profile 1: objective has \d+ characters \(max 160\)/);
  });

  it('a skill longer than the curriculum accepts', () => {
    const broken = copy();
    broken[5].skills[0] = 'Pesquisa em sites, livros, revistas, vídeos e bibliotecas da cidade';
    expectProblem(broken, /skill ".*" exceeds the skill name limit 60/);
  });

  it('a trailing period on a chip, and an objective without one', () => {
    const broken = copy();
    broken[4].mainQualities[0] = 'Vejo beleza nos detalhes.';
    broken[4].objective = broken[4].objective.slice(0, -1);
    expectProblem(broken, /Profile 4 mainQualities: "Vejo beleza nos detalhes\." ends with punctuation/);
    expectProblem(broken, /Profile 4: objective must be a sentence ending with a period/);
  });

  it('an objective of two sentences, or not in the first person', () => {
    const broken = copy();
    broken[6].objective = 'Busco uma vaga de Jovem Aprendiz. Quero aprender com a equipe.';
    broken[7].objective = 'Vaga de Jovem Aprendiz para atender clientes e aprender com a equipe.';
    expectProblem(broken, /Profile 6: objective must be one sentence, found 2/);
    expectProblem(broken, /Profile 7: objective must be in the first person/);
  });

  it('an objective that reads too hard', () => {
    const broken = copy();
    broken[8].objective = 'Busco oportunidade profissionalizante objetivando desenvolvimento organizacional e responsabilidades administrativas.';
    expectProblem(broken, /Profile 8: objective reads too hard/);
  });

  it('a duplicate within a profile, even across lists and in another case', () => {
    const broken = copy();
    broken[9].strengths[0] = 'Paciência';
    broken[9].mainQualities[0] = 'MEDIAÇÃO DE CONFLITOS';
    expectProblem(broken, /Profile 9 mainQualities: "MEDIAÇÃO DE CONFLITOS" repeats an item of skills/);
    broken[9].strengths[1] = 'paciência ';
    expectProblem(broken, /Profile 9 strengths: "paciência " repeats an item of strengths/);
  });

  it('two profiles with the same list, in any order', () => {
    const broken = copy();
    broken[2].skills = [...broken[1].skills].reverse();
    expectProblem(broken, /Profiles 1 and 2 have the same skills/);
  });

  it('a gendered "(a)" spelling', () => {
    const broken = copy();
    broken[1].strengths[0] = 'Pessoa organizada e atento(a) aos detalhes';
    expectProblem(broken, /gendered spelling such as "\(a\)"/);
  });

  it.each([
    ['a cliché', 'Proativo e dinâmico', /cliché "proativo"/],
    ['a gendered self-description', 'Muito dedicada aos estudos', /gendered self-description "dedicada"/],
    ['a diagnosis word', 'Controlo bem a ansiedade', /diagnosis word "ansiedade"/],
    ['a claim of professional experience', 'Dois anos de experiência em vendas', /claim of professional experience "anos de experiência"/],
    ['a profile name', 'Sou Perfeccionista', /profile label "Perfeccionista"/],
    ['a profile career name, whatever the case', 'Um perfil ANALÍTICO', /profile label "Analítico"/],
  ])('%s', (_kind, text, pattern) => {
    const broken = copy();
    broken[5].differentials[0] = text;
    expectProblem(broken, pattern);
  });

  it('matches whole words only', () => {
    const fine = copy();
    fine[6].differentials[0] = 'Gosto de tocar violão com a lealdade de sempre';
    expect(validateSuggestions(fine)).toEqual([]);
  });
});

describe('curriculumSuggestions', () => {
  it("returns the profile's suggestions", () => {
    for (const id of PROFILE_IDS) expect(curriculumSuggestions(id)).toEqual(CURRICULUM_SUGGESTIONS[id]);
  });

  it('returns a copy that the caller may change without changing the content', () => {
    const mine = curriculumSuggestions(2);
    mine.skills.push('Algo meu');
    mine.differentials.length = 0;
    expect(curriculumSuggestions(2).skills).not.toContain('Algo meu');
    expect(curriculumSuggestions(2).differentials).toEqual(CURRICULUM_SUGGESTIONS[2].differentials);
  });

  it('refuses an unknown profile', () => {
    expect(() => curriculumSuggestions(10 as ProfileId)).toThrow(/Unknown profile 10/);
  });
});

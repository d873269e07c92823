/**
 * Whether two short texts name the same skill (a "theme"): the development
 * plan never asks a person to develop a strength it lists as already theirs,
 * and never offers the same exercise twice (docs/scoring.md, "Development
 * plan"). Two labels share a theme when they share a content word, compared
 * by its first STEM_LENGTH letters without accents ("Confiabilidade" and
 * "Honestidade que gera confiança"; "Capacidade de motivar o grupo" and
 * "Poder de motivar o grupo"). Words that say nothing about which skill it is
 * ("capacidade", "rápido", "grupo", "pessoas") do not count.
 */

const STEM_LENGTH = 5;
const MIN_WORD_LENGTH = 4;

/** Function words and words common to many skills: they never make two themes the same. */
const IGNORED = new Set(
  [
    // function words
    'para',
    'pelo',
    'pela',
    'com',
    'sem',
    'sobre',
    'entre',
    'como',
    'mais',
    'menos',
    'muito',
    'muita',
    'cada',
    'quando',
    'mesmo',
    'mesma',
    'isso',
    'isto',
    'esse',
    'essa',
    'este',
    'esta',
    'seus',
    'suas',
    'você',
    'voce',
    'outro',
    'outra',
    'outros',
    'outras',
    'todo',
    'toda',
    'todos',
    'todas',
    'diante',
    'conta',
    'propria',
    'proprio',
    'novas',
    'novos',
    'nova',
    'novo',
    'vezes',
    'semana',
    'dias',
    // generic skill words
    'capacidade',
    'facilidade',
    'habilidade',
    'talento',
    'poder',
    'disposicao',
    'olhar',
    'visao',
    'senso',
    'forte',
    'grande',
    'natural',
    'profunda',
    'profundo',
    'rapido',
    'rapida',
    'agil',
    'momentos',
    'momento',
    'situacoes',
    'situacao',
    'grupo',
    'pessoas',
    'pessoa',
    'equipe',
    'time',
    'ideias',
    'ideia',
    'trabalho',
    'coisas',
    'coisa',
    'treine',
    'pratique',
    'desenvolva',
  ].map((word) => word.normalize('NFD').replace(/\p{M}/gu, '')),
);

const WORD = /\p{L}+/gu;

/** Stems already worked out: the texts compared are the content's own (strengths, actions), a few hundred in all. */
const cache = new Map<string, ReadonlySet<string>>();
const CACHE_LIMIT = 4000;

/** The content stems of a text (remembered: the plan compares the same texts on every read). */
export function themeStems(text: string): ReadonlySet<string> {
  const known = cache.get(text);
  if (known) return known;
  const stems = stemsOf(text);
  if (cache.size < CACHE_LIMIT) cache.set(text, stems);
  return stems;
}

function stemsOf(text: string): Set<string> {
  const stems = new Set<string>();
  for (const match of text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (word.length < MIN_WORD_LENGTH || IGNORED.has(word)) continue;
    stems.add(word.slice(0, STEM_LENGTH));
  }
  return stems;
}

/** Whether two texts share at least `minShared` content stems. */
export function sharesTheme(a: string | ReadonlySet<string>, b: string | ReadonlySet<string>, minShared = 1): boolean {
  const stemsA = typeof a === 'string' ? themeStems(a) : a;
  const stemsB = typeof b === 'string' ? themeStems(b) : b;
  if (stemsA.size === 0 || stemsB.size === 0) return false;
  let shared = 0;
  for (const stem of stemsA) if (stemsB.has(stem) && ++shared >= minShared) return true;
  return false;
}

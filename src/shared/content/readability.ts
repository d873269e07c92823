/**
 * Readability of Brazilian Portuguese text: the Flesch reading ease as adapted
 * to Portuguese by Martins et al. (1996),
 *
 *   248.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words)
 *
 * Higher is easier: 75–100 very easy, 50–75 easy, 25–50 hard, below 25 very
 * hard. Used by content checks in the test suite, never on user input.
 *
 * Syllables are counted from the spelling, following the division Brazilian
 * dictionaries print (his·tó·ri·a, di·a, a·in·da, mui·to), which is the count
 * the issue 12 review used for its figures:
 * - each strong vowel (a, e, o, accented or not) and each accented í/ú is a
 *   syllable; two strong vowels in a row are two (po·e·ta, ca·os);
 * - an unaccented i/u after a vowel is a glide (pai, meu, muito, ideia), except
 *   when it closes its syllable before m, n, l, r, z or nh (a·in·da, ca·ir,
 *   ru·im, ra·i·nha);
 * - an unaccented i/u before a vowel starts a syllable of its own (di·a, ru·a,
 *   ci·ên·ci·a);
 * - ão, ãe, õe, ãi are one syllable; the u of qu, and of gu before a vowel, is
 *   silent or a glide (quero, guerra, á·gua);
 * - a word in capitals with no vowel (CVV, CRM) is read letter by letter.
 */

export const FLESCH_PT = {
  base: 248.835,
  perWordsPerSentence: 1.015,
  perSyllablesPerWord: 84.6,
} as const;

const STRONG_VOWELS = new Set([...'aeoáéóâêôãõà']);
const ACCENTED_WEAK_VOWELS = new Set([...'íú']);
const WEAK_VOWELS = new Set([...'iuüy']);
const NASAL_VOWELS = new Set([...'ãõ']);
const ANY_VOWEL = 'aeiouáéíóúâêôãõàüy';
/** After a glide candidate: a consonant that closes its syllable (a·in·da, ca·ir, ru·im) or nh (ra·i·nha). */
const CLOSES_SYLLABLE = new RegExp(`^(?:nh|[mnlrz](?![${ANY_VOWEL}]))`, 'u');
/** The u of qu, and of gu before a vowel, is silent or a glide (quero, guerra, água). */
const SILENT_U = new RegExp(`([qg])u(?=[${ANY_VOWEL}])`, 'gu');

/** Letters and digits, joined by hyphens and apostrophes; a number may hold a decimal point or comma (9,5). */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+|[.,]\p{N}+)*/gu;
/** "ao"/"aos" spell a diphthong; elsewhere a-o is a hiatus (caos, Leonardo). */
const SYLLABLE_EXCEPTIONS: ReadonlyMap<string, number> = new Map([
  ['ao', 1],
  ['aos', 1],
]);
const HAS_WORD = /[\p{L}\p{N}]/u;
/** A sentence ends at . ! ? or … followed by a space or the end of the text. */
const SENTENCE_END = /[.!?…]+(?=\s|$)/u;
/** Capitals without a vowel (CVV, CRM): each letter is read aloud. */
const SPELLED_ACRONYM = /^[B-DF-HJ-NP-TV-Z]{2,}$/u;

function isVowel(char: string | undefined): boolean {
  return char !== undefined && (STRONG_VOWELS.has(char) || ACCENTED_WEAK_VOWELS.has(char) || WEAK_VOWELS.has(char));
}

/** Syllables of one hyphen-free piece of a word, in lower case. */
function syllablesOfPiece(piece: string): number {
  const letters = [...piece.replace(SILENT_U, '$1')];
  let syllables = 0;
  let previous: 'consonant' | 'nucleus' | 'glide' = 'consonant';
  let previousChar = '';
  letters.forEach((char, index) => {
    if (!isVowel(char)) {
      previous = 'consonant';
      previousChar = char;
      return;
    }
    let nucleus: boolean;
    if (STRONG_VOWELS.has(char)) {
      // e/o after ã/õ closes a nasal diphthong (ação, mãe, põe).
      nucleus = !((char === 'e' || char === 'o') && NASAL_VOWELS.has(previousChar));
    } else if (ACCENTED_WEAK_VOWELS.has(char)) {
      nucleus = true;
    } else if (previous === 'nucleus') {
      // Unaccented i/u after a vowel: a glide (pai, muito, ideia), unless it closes its syllable (a·in·da, ca·ir).
      nucleus = CLOSES_SYLLABLE.test(letters.slice(index + 1).join(''));
    } else {
      // After a consonant or a glide: its own syllable (di·a, ci·ên·ci·a, sa·iu).
      nucleus = true;
    }
    if (nucleus) syllables++;
    previous = nucleus ? 'nucleus' : 'glide';
    previousChar = char;
  });
  return syllables;
}

/** Syllables in one word (at least 1, so numbers count as one). */
export function countSyllablesPt(word: string): number {
  const normalised = word.normalize('NFC');
  if (SPELLED_ACRONYM.test(normalised)) return normalised.length;
  const lower = normalised.toLowerCase();
  const exception = SYLLABLE_EXCEPTIONS.get(lower);
  if (exception !== undefined) return exception;
  const syllables = lower.split(/[-'’]/u).reduce((sum, piece) => sum + syllablesOfPiece(piece), 0);
  return Math.max(1, syllables);
}

export interface TextStats {
  sentences: number;
  words: number;
  syllables: number;
}

/** Sentences, words and syllables of a text. A text without end punctuation is one sentence. */
export function textStatsPt(text: string): TextStats {
  const sentences = sentencesPt(text).length;
  const words = text.match(WORD) ?? [];
  const syllables = words.reduce((sum, word) => sum + countSyllablesPt(word), 0);
  return { sentences, words: words.length, syllables };
}

/** The sentences of a text, split as textStatsPt counts them (without their end punctuation). */
export function sentencesPt(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .filter((part) => HAS_WORD.test(part))
    .map((part) => part.trim());
}

/** Words in a text, counted as textStatsPt counts them. */
export function wordCountPt(text: string): number {
  return (text.match(WORD) ?? []).length;
}

/**
 * Flesch reading ease (Portuguese adaptation) of a text. Throws on a text with
 * no words, which has no meaningful score.
 */
export function fleschReadingEasePt(text: string): number {
  return fleschOfStats(textStatsPt(text));
}

/**
 * Flesch reading ease of several texts read as one (each text is at least one
 * sentence: a list item without a full stop counts as a sentence).
 */
export function fleschReadingEaseOfTextsPt(texts: readonly string[]): number {
  const total = texts
    .map(textStatsPt)
    .reduce((sum, stats) => ({ sentences: sum.sentences + stats.sentences, words: sum.words + stats.words, syllables: sum.syllables + stats.syllables }), {
      sentences: 0,
      words: 0,
      syllables: 0,
    });
  return fleschOfStats(total);
}

function fleschOfStats({ sentences, words, syllables }: TextStats): number {
  if (words === 0) throw new Error('fleschReadingEasePt: the text has no words');
  return FLESCH_PT.base - FLESCH_PT.perWordsPerSentence * (words / sentences) - FLESCH_PT.perSyllablesPerWord * (syllables / words);
}

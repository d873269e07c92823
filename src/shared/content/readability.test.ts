import { describe, expect, it } from 'vitest';
import { FLESCH_PT, countSyllablesPt, fleschReadingEasePt, textStatsPt } from './readability';

describe('countSyllablesPt', () => {
  it.each([
    ['organização', 5],
    ['equipe', 3],
    ['aprender', 3],
    ['saída', 3],
    ['país', 2],
    ['poeta', 3],
    ['ideia', 3],
    ['leão', 2],
    ['põe', 1],
    ['mãe', 1],
    ['aos', 1],
    ['caos', 2],
    ['muito', 2],
    ['gratuito', 3],
    ['quero', 2],
    ['água', 2],
    ['guerra', 2],
    ['bem-feitas', 3],
    ['ENEM', 2],
    ['e', 1],
    ['2024', 1],
  ])('%s has %i syllables', (word, syllables) => {
    expect(countSyllablesPt(word)).toBe(syllables);
  });

  // Hiatuses the spelling does not mark, divided as Brazilian dictionaries print them.
  it.each([
    ['dia', 2],
    ['rua', 2],
    ['sua', 2],
    ['história', 4],
    ['família', 4],
    ['ciência', 4],
    ['mediação', 4],
    ['ainda', 3],
    ['cair', 2],
    ['ruim', 2],
    ['rainha', 3],
    ['construir', 3],
    ['saiu', 2],
  ])('%s has %i syllables (hiatus)', (word, syllables) => {
    expect(countSyllablesPt(word)).toBe(syllables);
  });

  it.each([
    ['primeiro', 3],
    ['praia', 2],
    ['Jaime', 2],
    ['partiu', 2],
    ['fui', 1],
    ['quais', 1],
    ['seguir', 2],
    ['igual', 2],
  ])('%s has %i syllables (diphthong or silent u)', (word, syllables) => {
    expect(countSyllablesPt(word)).toBe(syllables);
  });

  it('reads capitals without a vowel letter by letter', () => {
    expect(countSyllablesPt('CVV')).toBe(3);
    expect(countSyllablesPt('CRM')).toBe(3);
  });
});

describe('textStatsPt', () => {
  it('counts one sentence for a text without end punctuation', () => {
    expect(textStatsPt('Atenção aos detalhes')).toEqual({ sentences: 1, words: 3, syllables: 7 });
  });

  it('splits sentences at . ! ? followed by a space or the end, not inside numbers', () => {
    expect(textStatsPt('Eu estudo. Você trabalha! Nota 9,5 ou 9.5?')).toEqual({ sentences: 3, words: 8, syllables: 14 });
  });
});

describe('fleschReadingEasePt', () => {
  it('applies the Martins et al. (1996) formula', () => {
    const sentence = 'Busco uma vaga de Jovem Aprendiz em que eu possa organizar processos e aprender com a equipe.';
    expect(textStatsPt(sentence)).toEqual({ sentences: 1, words: 17, syllables: 33 });
    expect(fleschReadingEasePt(sentence)).toBeCloseTo(248.835 - 1.015 * 17 - 84.6 * (33 / 17), 10);
    expect(FLESCH_PT).toEqual({ base: 248.835, perWordsPerSentence: 1.015, perSyllablesPerWord: 84.6 });
  });

  it('scores long words and long sentences lower than short ones', () => {
    const easy = 'Eu gosto de ler. Eu leio todo dia.';
    const hard = 'A responsabilidade institucional pressupõe comprometimento organizacional e desenvolvimento profissional contínuo.';
    expect(fleschReadingEasePt(easy)).toBeGreaterThan(75);
    expect(fleschReadingEasePt(hard)).toBeLessThan(25);
  });

  it('refuses a text without words', () => {
    expect(() => fleschReadingEasePt(' … ')).toThrow(/no words/);
  });
});

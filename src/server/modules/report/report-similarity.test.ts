/**
 * Issue 25's measure of a report about the person: two attentive people with
 * the same main profile but different answers (and so a different mix) get
 * paid PDFs that share at most 60% of their sentence-words outside the career
 * catalogue. Before issue 25 two such people shared about 86% (94% with the
 * catalogue). Renders the PDFs directly (no database), reads them with
 * pdftotext, and compares sentence by sentence (docs/scoring.md, "The personal
 * report").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sentencesPt, wordCountPt } from '../../../shared/content/readability';
import { pdfText, squash } from '../../testing/pdf-tools';
import { renderReportPdf } from './report-pdf';
import { buildAttentiveReportData } from './report.fixture';
import type { ReportData } from './report-pdf';

/** The person's name and the running header and footer are not the report's sentences. */
const FRAME = /Rumo · Relatório completo|Júlia Conceição Araújo|Autoconhecimento para escolher o seu caminho|Página \d+ de \d+/g;

/** The text outside Part 5 (the career catalogue, the same for everyone until the careers issue rebuilds it). */
function outsideCatalogue(text: string): string {
  const flat = squash(text.replace(FRAME, ' '));
  const start = flat.indexOf('PARTE 5 ·');
  const end = flat.indexOf('PARTE 6');
  if (start < 0 || end < start) throw new Error('Part 5 not found in the report');
  return flat.slice(0, start) + flat.slice(end);
}

/** Share of a's words that sit in sentences also found in b (the review's measure), the larger of both directions. */
export function sharedSentenceWords(a: string, b: string): number {
  const oneWay = (x: string, y: string) => {
    const sentences = sentencesPt(x);
    const others = new Set(sentencesPt(y));
    const total = sentences.reduce((sum, sentence) => sum + wordCountPt(sentence), 0);
    const shared = sentences.filter((sentence) => others.has(sentence)).reduce((sum, sentence) => sum + wordCountPt(sentence), 0);
    return shared / total;
  };
  return Math.max(oneWay(a, b), oneWay(b, a));
}

describe('two people with the same main profile get different reports (issue 25)', () => {
  /** Attentive people of the project's model, planted Leal, six seeds: all six come out with Leal first. */
  const people: ReportData[] = [100, 101, 102, 103, 104, 105].map((seed) => buildAttentiveReportData(6, seed));
  let texts: string[];
  beforeAll(async () => {
    texts = await Promise.all(people.map(async (data) => outsideCatalogue(await pdfText(await renderReportPdf(data)))));
  }, 120_000);

  it('share at most 60% of their sentence-words outside the career catalogue when their mixes differ', () => {
    expect(new Set(people.map((data) => data.result.ranking[0]))).toEqual(new Set([6]));
    const mixOf = (data: ReportData) => [...data.personal.order].sort().join(',');
    const figures: string[] = [];
    let compared = 0;
    for (let i = 0; i < people.length; i++) {
      for (let j = i + 1; j < people.length; j++) {
        const share = sharedSentenceWords(texts[i]!, texts[j]!);
        const sameMix = mixOf(people[i]!) === mixOf(people[j]!);
        figures.push(`[${people[i]!.personal.order}] vs [${people[j]!.personal.order}]: ${(share * 100).toFixed(1)}%${sameMix ? ' (same mix)' : ''}`);
        if (sameMix) continue;
        compared++;
        expect(share, figures.at(-1)).toBeLessThanOrEqual(0.6);
      }
    }
    console.log(`shared sentence-words outside the catalogue:\n${figures.join('\n')}`);
    expect(compared).toBeGreaterThanOrEqual(10);
  });

  it('each quotes at least three of the person’s own strongest statements verbatim', () => {
    people.forEach((data, index) => {
      expect(data.personal.highlights.length).toBeGreaterThanOrEqual(3);
      for (const quote of data.personal.highlights) expect(texts[index]).toContain(`“${quote.text}” Você marcou “${quote.answerLabel}”.`);
    });
  });
});

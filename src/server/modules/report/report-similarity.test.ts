/**
 * Issues 25 and 27's measure of a report about the person: two attentive
 * people with the same main profile but different answers and a different
 * stage of life get paid PDFs that share at most 60% of their sentence-words,
 * over the WHOLE text, Part 5's careers included, and whether or not the same
 * profiles are in front (94% before issue 27; 75% for the same mix before the
 * portrait). Renders the PDFs directly (no database), reads them with
 * pdftotext, and compares sentence by sentence (docs/scoring.md, "How much of
 * the report is about the person"). Pairs at the same stage are printed, not
 * asserted: the measure is about different stages, and two people of
 * the same stage whose profiles in front are the same or one inside the other
 * share up to about 72% (seeds 100 and 110, 2026-11-27).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sentencesPt, wordCountPt } from '../../../shared/content/readability';
import { pdfText, squash } from '../../testing/pdf-tools';
import { renderReportPdf } from './report-pdf';
import { ADULT_STAGE, YOUNG_STAGE, buildAttentiveReportData } from './report.fixture';
const THIRD_YEAR_STAGE = { ageBand: '16-17', schoolStage: 'em-3', situation: 'so-estudo', uf: 'BA' } as const;
import type { ReportData } from './report-pdf';

/** The person's name and the running header and footer are not the report's sentences. */
const FRAME = /Rumo · Relatório completo|Júlia Conceição Araújo|Autoconhecimento para escolher o seu caminho|Página \d+ de \d+/g;

/** The whole report's text, without the running header and footer. */
function reportText(text: string): string {
  return squash(text.replace(FRAME, ' '));
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

describe('two people with the same main profile get different reports (issues 25 and 27)', () => {
  /** Attentive people of the project's model, planted Leal: the first twelve seeds from 100 that come out with Leal first; the three stages in turn. */
  const STAGES = [YOUNG_STAGE, THIRD_YEAR_STAGE, ADULT_STAGE] as const;
  const people: ReportData[] = [];
  for (let seed = 100; people.length < 12; seed++) {
    const data = buildAttentiveReportData(6, seed, null, undefined, STAGES[people.length % STAGES.length]);
    if (data.result.ranking[0] === 6) people.push(data);
  }
  let texts: string[];
  beforeAll(async () => {
    texts = await Promise.all(people.map(async (data) => reportText(await pdfText(await renderReportPdf(data)))));
  }, 120_000);

  it('share at most 60% of their sentence-words, careers included, when their stages differ (the same mix too)', () => {
    expect(new Set(people.map((data) => data.result.ranking[0]))).toEqual(new Set([6]));
    const mixOf = (data: ReportData) => [...data.personal.order].sort().join(',');
    const figures: string[] = [];
    const compared: Array<{ share: number; figure: string }> = [];
    for (let i = 0; i < people.length; i++) {
      for (let j = i + 1; j < people.length; j++) {
        const share = sharedSentenceWords(texts[i]!, texts[j]!);
        const sameMix = mixOf(people[i]!) === mixOf(people[j]!);
        const sameStage = people[i]!.stage === people[j]!.stage;
        figures.push(
          `[${people[i]!.personal.order}] ${people[i]!.stage.ageBand} vs [${people[j]!.personal.order}] ${people[j]!.stage.ageBand}: ${(share * 100).toFixed(1)}%` +
            `${sameMix ? ' (same mix)' : ''}${sameStage ? ' (same stage)' : ''}`,
        );
        // The pairs: different answers and different stages.
        if (!sameStage) compared.push({ share, figure: figures.at(-1)! });
      }
    }
    console.log(`shared sentence-words, whole report:\n${figures.join('\n')}`);
    expect(compared.length).toBeGreaterThanOrEqual(40);
    expect(compared.some(({ figure }) => figure.includes('(same mix)'))).toBe(true);
    for (const { share, figure } of compared) expect(share, figure).toBeLessThanOrEqual(0.6);
  });

  it('each quotes at least three of the person’s own strongest statements verbatim', () => {
    people.forEach((data, index) => {
      expect(data.personal.highlights.length).toBeGreaterThanOrEqual(3);
      for (const quote of data.personal.highlights) expect(texts[index]).toContain(`“${quote.text}” Você marcou “${quote.answerLabel}”.`);
    });
  });
});

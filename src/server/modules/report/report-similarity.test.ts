/**
 * Issues 25 and 27's measure of a report about the person: two attentive
 * people with the same main profile but different answers (and so a different
 * mix) and a different stage of life get paid PDFs that share at most 60% of
 * their sentence-words, over the WHOLE text, Part 5's careers included (issue
 * 25 measured outside the career catalogue: about 86% shared before it, 94%
 * with the old catalogue). Renders the PDFs directly (no database), reads them
 * with pdftotext, and compares sentence by sentence (docs/scoring.md, "The
 * personal report"). Pairs with the same mix are left out, as in issue 25: they
 * share Part 3 (the same three profiles in depth, about 43% of the words), and
 * with the same 12 careers only "agora" and the minors' notes differ, so such a
 * pair shares about 75% even with different stages (seeds 102 and 103, 2026-11-27).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sentencesPt, wordCountPt } from '../../../shared/content/readability';
import { pdfText, squash } from '../../testing/pdf-tools';
import { renderReportPdf } from './report-pdf';
import { ADULT_STAGE, YOUNG_STAGE, buildAttentiveReportData } from './report.fixture';
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
  /** Attentive people of the project's model, planted Leal, six seeds: all six come out with Leal first; the stages alternate. */
  const people: ReportData[] = [100, 101, 102, 103, 104, 105].map((seed, index) =>
    buildAttentiveReportData(6, seed, null, undefined, index % 2 === 0 ? YOUNG_STAGE : ADULT_STAGE),
  );
  let texts: string[];
  beforeAll(async () => {
    texts = await Promise.all(people.map(async (data) => reportText(await pdfText(await renderReportPdf(data)))));
  }, 120_000);

  it('share at most 60% of their sentence-words, careers included, when their mixes differ (stages alternate)', () => {
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
        // The same mix means the same in-depth parts (Part 3, the same for everyone with that mix): issue 25's measure leaves those pairs out.
        if (!sameMix) compared.push({ share, figure: figures.at(-1)! });
      }
    }
    console.log(`shared sentence-words, whole report:\n${figures.join('\n')}`);
    expect(compared.length).toBeGreaterThanOrEqual(10);
    for (const { share, figure } of compared) expect(share, figure).toBeLessThanOrEqual(0.6);
  });

  it('each quotes at least three of the person’s own strongest statements verbatim', () => {
    people.forEach((data, index) => {
      expect(data.personal.highlights.length).toBeGreaterThanOrEqual(3);
      for (const quote of data.personal.highlights) expect(texts[index]).toContain(`“${quote.text}” Você marcou “${quote.answerLabel}”.`);
    });
  });
});

/**
 * The paid report PDF and a typical resume in each design (its PDF and its Word file): render time
 * against a 2-page A4 document with the same TTF fonts (the baseline,
 * rendered in the same process), and the process's peak resident memory
 * while rendering.
 *
 * `measurePdfInFreshProcess` runs this file in a new Node process, as a
 * server's first PDF would: the bench's own process has run Lighthouse, the
 * load generator and the database seeding by then, and their memory would
 * count as the PDF's.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY, registerPdfFonts } from '../src/server/platform/pdf/fonts';
import { renderReportPdf } from '../src/server/modules/report/report-pdf';
import { buildAttentiveReportData, buildReportData } from '../src/server/modules/report/report.fixture';
import { renderCurriculumPdf } from '../src/server/modules/curriculum/curriculum-pdf';
import { renderCurriculumDocx } from '../src/server/modules/curriculum/curriculum-docx';
import { typicalYoung } from '../src/server/modules/curriculum/curriculum-pdf.fixture';
import { renderLetterPdf } from '../src/server/modules/curriculum/curriculum-letter-pdf';
import { renderLetterDocx } from '../src/server/modules/curriculum/curriculum-letter-docx';
import { buildLetterDocument, letterSourceOf, suggestLetter } from '../src/shared/curriculum/letter';
import { buildCurriculumDocument } from '../src/shared/curriculum/document';
import { CURRICULUM_DESIGNS, type CurriculumDesign } from '../src/shared/curriculum/rules';

const PARAGRAPH = 'Você gosta de entender como as coisas funcionam e de organizar as ideias antes de agir. '.repeat(6);

function twoPageDocument() {
  const page = (n: number) =>
    h(
      Page,
      { key: n, size: 'A4', style: { padding: 48, fontFamily: PDF_FONT_FAMILY, fontSize: 11 } },
      h(Text, { style: { fontSize: 20, marginBottom: 12 } }, `Página ${n}`),
      ...Array.from({ length: 6 }, (_, i) => h(View, { key: i, style: { marginBottom: 8 } }, h(Text, null, PARAGRAPH))),
    );
  return h(Document, null, page(1), page(2));
}

async function median(times: number, task: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export interface PdfFigures {
  firstReportMs: number;
  baselineMs: number;
  /** The typical report: an attentive person's three-way perfil misto (an in-depth part for each profile). */
  reportMs: number;
  pages: number;
  /** A clear result's report (one profile in depth), for the record. */
  clearReportMs: number;
  clearPages: number;
  /** A typical Jovem resume (one page), warm, per design. */
  resumeMs: Record<CurriculumDesign, number>;
  /** The same resume as a Word file, warm, per design (written in the server's own thread: decision 0184). */
  resumeDocxMs: Record<CurriculumDesign, number>;
  /** A cover letter of three full paragraphs under the same resume's header, warm, per design: its PDF and its Word file (decision 0189). */
  letterMs: Record<CurriculumDesign, number>;
  letterDocxMs: Record<CurriculumDesign, number>;
  peakRssMiB: number;
}

async function measurePdf(): Promise<PdfFigures> {
  registerPdfFonts();
  const data = buildAttentiveReportData();
  const clear = buildReportData();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const started = performance.now();
    const first = await renderReportPdf(data);
    const firstReportMs = performance.now() - started;
    const pages = (first.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    await renderToBuffer(twoPageDocument()); // warm the baseline too
    const baselineMs = await median(7, () => renderToBuffer(twoPageDocument()));
    const reportMs = await median(5, () => renderReportPdf(data));
    const clearFile = await renderReportPdf(clear);
    const clearPages = (clearFile.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    const clearReportMs = await median(5, () => renderReportPdf(clear));
    const document = buildCurriculumDocument(typicalYoung(), 'young');
    const resumeMs = {} as Record<CurriculumDesign, number>;
    for (const design of CURRICULUM_DESIGNS) {
      const render = () => renderCurriculumPdf({ document, kind: 'young', design });
      await render(); // warm: fonts parsed, code compiled
      resumeMs[design] = await median(9, render);
    }
    const resumeDocxMs = {} as Record<CurriculumDesign, number>;
    for (const design of CURRICULUM_DESIGNS) {
      const write = () => renderCurriculumDocx({ document, kind: 'young', design });
      await write(); // warm: docx loaded, code compiled
      resumeDocxMs[design] = await median(9, write);
    }
    // The letter: the suggestions for the typical resume, each paragraph padded to its 600-character limit.
    const young = typicalYoung();
    const suggested = suggestLetter(letterSourceOf(young, null), 'APPRENTICE', 'Programa Jovem Aprendiz');
    const full = Object.fromEntries(Object.entries(suggested).map(([key, text]) => [key, text.repeat(10).slice(0, 600)])) as typeof suggested;
    const letter = buildLetterDocument(young, full, 'young', new Date());
    const letterMs = {} as Record<CurriculumDesign, number>;
    const letterDocxMs = {} as Record<CurriculumDesign, number>;
    for (const design of CURRICULUM_DESIGNS) {
      const render = () => renderLetterPdf({ document: letter, design });
      await render();
      letterMs[design] = await median(9, render);
      const write = () => renderLetterDocx({ document: letter, design });
      await write();
      letterDocxMs[design] = await median(9, write);
    }
    return {
      letterMs,
      letterDocxMs,
      firstReportMs,
      baselineMs,
      reportMs,
      pages,
      clearReportMs,
      clearPages,
      resumeMs,
      resumeDocxMs,
      peakRssMiB: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}

export function measurePdfInFreshProcess(): PdfFigures {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`the PDF measurement failed (exit ${child.status}): ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as PdfFigures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(await measurePdf())}\n`);
}

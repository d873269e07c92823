import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { renderReportPdf } from './src/server/modules/report/report-pdf';
import { buildAttentiveReportData } from './src/server/modules/report/report.fixture';
import { sentencesPt, wordCountPt } from './src/shared/content/readability';
import { registerPdfFonts } from './src/server/platform/pdf/fonts';
registerPdfFonts();
function outsideOf(file: string): string {
  let text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString();
  text = text.replace(/Rumo · Relatório completo|Júlia Conceição Araújo|Autoconhecimento para escolher o seu caminho|Página \d+ de \d+/g, ' ').replace(/\s+/g, ' ');
  return text.slice(0, text.indexOf('PARTE 5 ·')) + text.slice(text.indexOf('PARTE 6'));
}
function shared(a: string, b: string): number {
  const sa = sentencesPt(a), sb = new Set(sentencesPt(b));
  const total = sa.reduce((n, s) => n + wordCountPt(s), 0);
  return sa.filter((s) => sb.has(s)).reduce((n, s) => n + wordCountPt(s), 0) / total;
}
const results: number[] = [];
for (const profile of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
  const groups = new Map<number, Array<{ seed: number; text: string; front: string }>>();
  for (let seed = 100; seed < 106; seed++) {
    const data = buildAttentiveReportData(profile as never, seed);
    const file = `/tmp/sim/p${profile}-${seed}.pdf`;
    fs.writeFileSync(file, await renderReportPdf(data));
    const lead = data.result.ranking[0];
    groups.set(lead, [...(groups.get(lead) ?? []), { seed, text: outsideOf(file), front: data.personal.order.join(',') }]);
  }
  for (const [lead, list] of groups) for (let i = 0; i + 1 < list.length; i++) {
    const a = list[i]!, b = list[i + 1]!;
    const value = Math.max(shared(a.text, b.text), shared(b.text, a.text));
    results.push(value);
    console.log(`planted ${profile} lead ${lead}: [${a.front}] vs [${b.front}] ${(value * 100).toFixed(1)}%`);
  }
}
results.sort((x, y) => x - y);
console.log('pairs', results.length, 'median', (results[Math.floor(results.length / 2)]! * 100).toFixed(1), 'max', (results.at(-1)! * 100).toFixed(1));

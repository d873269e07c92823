/**
 * `npx tsx scripts/item-analysis.ts` (proposed: `npm run item-analysis`): item
 * analysis of the real answers, for staff, by question-set version. Reads the
 * configured database (DATABASE_URL, or the SQLite file in DATA_DIR), prints a
 * table per version and writes item-analysis-<version>.json and .csv.
 *
 * Options:
 *   --version <v>            only this question-set version (default: every version with completed attempts)
 *   --include-inconclusive   count results the answer-quality gate called inconclusive (default: left out)
 *   --out <dir>              where the files go (default: <DATA_DIR>/item-analysis)
 *
 * What the columns mean and the targets: docs/scoring.md, "Item analysis".
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/platform/database/database';
import { createItemAnalysisService } from '../src/server/modules/quiz/item-analysis.service';
import { createQuizRepository } from '../src/server/modules/quiz/quiz.repository';
import { PROFILE_LABELS } from '../src/shared/scoring/scoring';
import type { ItemAnalysis, StatementAnalysis } from '../src/shared/scoring/item-analysis';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

/** The targets of docs/scoring.md; a statement missing one is marked. */
const TARGETS = { itemTotal: 0.2, agreeMin: 0.15, agreeMax: 0.85, alpha: 0.7 } as const;

const num = (value: number | null, digits = 2) => (value === null ? '–' : value.toFixed(digits));
const pct = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);

function flagsOf(row: StatementAnalysis, scaleAlpha: number | null): string {
  const flags: string[] = [];
  if (row.itemTotal !== null && row.itemTotal < TARGETS.itemTotal) flags.push('r<.20');
  if (row.itemTotal !== null && row.bestOtherScale && row.bestOtherScale.r > row.itemTotal) flags.push(`other>${row.bestOtherScale.profileId}`);
  if (row.agreeShare !== null && (row.agreeShare < TARGETS.agreeMin || row.agreeShare > TARGETS.agreeMax)) flags.push('4-5 out');
  if (row.alphaIfRemoved !== null && scaleAlpha !== null && row.alphaIfRemoved > scaleAlpha) flags.push('α↑ if removed');
  return flags.join(' ');
}

function printTable(analysis: ItemAnalysis): void {
  console.log(`\nQuestion set ${analysis.version}: ${analysis.n} complete answer sheets`);
  if (analysis.attention) console.log(`Attention statement ${analysis.attention.id}: ${pct(analysis.attention.asAsked)} answered as asked`);
  console.log('\nprofile                          items  alpha');
  for (const scale of analysis.scales) {
    const label = `${scale.profileId} ${PROFILE_LABELS[scale.profileId].name}`;
    console.log(
      `${label.padEnd(33)}${String(scale.items).padStart(5)}${num(scale.alpha).padStart(7)}${scale.alpha !== null && scale.alpha < TARGETS.alpha ? '  below .70' : ''}`,
    );
  }
  console.log('\n  id  p  R   mean    sd   4-5   r_it  best other  α-if-rem  flags                        statement');
  for (const row of analysis.statements) {
    const alpha = analysis.scales.find((scale) => scale.profileId === row.profileId)?.alpha ?? null;
    const other = row.bestOtherScale ? `${row.bestOtherScale.profileId}:${num(row.bestOtherScale.r)}` : '–';
    console.log(
      `${String(row.id).padStart(4)}  ${row.profileId}  ${row.reverse ? 'R' : ' '}${num(row.mean).padStart(7)}${num(row.sd).padStart(6)}${pct(row.agreeShare).padStart(6)}${num(row.itemTotal).padStart(7)}${other.padStart(12)}${num(row.alphaIfRemoved).padStart(10)}  ${flagsOf(row, alpha).padEnd(29)}${row.text}`,
    );
  }
}

function csvOf(analysis: ItemAnalysis): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const alphaOf = (profileId: number) => analysis.scales.find((scale) => scale.profileId === profileId)?.alpha ?? null;
  const header = 'version,n,id,profile,reverse,mean,sd,agree_4_5,item_total_r,best_other_profile,best_other_r,alpha_if_removed,scale_alpha,flags,text';
  const lines = analysis.statements.map((row) =>
    [
      analysis.version,
      analysis.n,
      row.id,
      row.profileId,
      row.reverse,
      row.mean ?? '',
      row.sd ?? '',
      row.agreeShare ?? '',
      row.itemTotal ?? '',
      row.bestOtherScale?.profileId ?? '',
      row.bestOtherScale?.r ?? '',
      row.alphaIfRemoved ?? '',
      alphaOf(row.profileId) ?? '',
      quote(flagsOf(row, alphaOf(row.profileId))),
      quote(row.text),
    ].join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

// This report takes no payment, so it needs no gateway chosen (the server's own start does).
const config = loadConfig({ PAYMENT_GATEWAY: 'sandbox', ...process.env });
if (config.database.kind === 'sqlite' && !fs.existsSync(config.database.file)) {
  console.error(`No database at ${config.database.file}: set DATA_DIR or DATABASE_URL.`);
  process.exit(1);
}
const outDir = path.resolve(option('out') ?? path.join(config.dataDir, 'item-analysis'));
const handle = await openDatabase(config.database);
try {
  const service = createItemAnalysisService({ repository: createQuizRepository(handle.db) });
  const analyses = await service.byVersion({ version: option('version'), includeInconclusive: process.argv.includes('--include-inconclusive') });
  if (analyses.length === 0) console.log('No completed attempts to analyse.');
  fs.mkdirSync(outDir, { recursive: true });
  for (const analysis of analyses) {
    printTable(analysis);
    const base = path.join(outDir, `item-analysis-${analysis.version}`);
    fs.writeFileSync(`${base}.json`, `${JSON.stringify(analysis, null, 2)}\n`);
    fs.writeFileSync(`${base}.csv`, csvOf(analysis));
    console.log(`\nWrote ${base}.json and ${base}.csv`);
  }
} finally {
  await handle.close();
}

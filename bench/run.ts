/**
 * `npm run bench`: speed and memory targets, checked here and never by timed
 * tests. Our machines are shared and noisy, so speed is a ratio against a
 * baseline measured in the same run (engineering.md): a bare Fastify route,
 * a bare route doing one SQLite INSERT, a 2-page PDF, a JSON round-trip.
 * Memory is absolute (resident set size). Exit code 1 when a target is missed.
 *
 * The targets leave room for a busy machine: reads must keep at least a tenth
 * of a bare route's throughput (health, with its database ping, a quarter);
 * an answer, which runs five statements, 0.15 of a one-INSERT route; the
 * 31-page report at most 40 times a 2-page PDF once warm (it is cached on disk
 * after its first render); scoring at most 50 times a JSON round-trip.
 *
 * Options: --seconds <n> per HTTP load (default 5), --connections <n> (default 50).
 */
import { positiveIntegerOption } from '../scripts/cli-options';
import { load, startServer, type LoadResult } from './load';
import { measurePdf } from './pdf';
import { measureScoring } from './scoring';
import type { AppFixture } from './servers';

const seconds = positiveIntegerOption('seconds', 5);
const connections = positiveIntegerOption('connections', 50);

interface Row {
  name: string;
  figure: string;
  target: string;
  pass: boolean;
}
const rows: Row[] = [];
const check = (name: string, figure: string, target: string, pass: boolean) => rows.push({ name, figure, target, pass });
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function checkRoute(name: string, result: LoadResult, baseline: LoadResult, baselineName: string, minRatio: number) {
  const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
  check(
    `${name}: throughput`,
    `${fmt(result.requestsPerSecond)} req/s = ${fmt(ratio, 2)} × ${baselineName} (p99 ${fmt(result.p99Ms)} ms)`,
    `≥ ${minRatio} × ${baselineName}`,
    ratio >= minRatio,
  );
  const failures = result.errors + result.non2xx;
  check(`${name}: failed answers`, fmt(failures), '0', failures === 0);
}

const opts = { seconds, connections };

// Baselines.
const bare = await startServer<{ port: number }>('bare');
const bareHello = await load({ ...opts, url: `http://127.0.0.1:${bare.info.port}/hello` });
await bare.stop();
const bareInsert = await startServer<{ port: number }>('bare-insert');
const insertBody = { attemptId: '00000000-0000-4000-8000-000000000000', questionOrder: 1, value: 4 };
const bareInsertLoad = await load({ ...opts, url: `http://127.0.0.1:${bareInsert.info.port}/insert`, method: 'POST', body: insertBody });
await bareInsert.stop();
console.log(`baselines: bare route ${fmt(bareHello.requestsPerSecond)} req/s, bare INSERT route ${fmt(bareInsertLoad.requestsPerSecond)} req/s`);

// The app.
const app = await startServer<AppFixture>('app');
const base = `http://127.0.0.1:${app.info.port}`;
// At rest the process holds tsx, Fastify, Kysely, React and @react-pdf with its fonts.
check('app: memory at rest', `${fmt(app.rssMiB())} MiB RSS`, '≤ 250 MiB', app.rssMiB() <= 250);
checkRoute('GET /api/health', await load({ ...opts, url: `${base}/api/health` }), bareHello, 'bare route', 0.25);
checkRoute('GET /api/quiz/questions', await load({ ...opts, url: `${base}/api/quiz/questions`, token: app.info.token }), bareHello, 'bare route', 0.1);
checkRoute('GET /api/quiz/share/{id}', await load({ ...opts, url: `${base}/api/quiz/share/${app.info.completedAttemptId}` }), bareHello, 'bare route', 0.1);
checkRoute(
  'POST /api/quiz/answer',
  await load({ ...opts, url: `${base}/api/quiz/answer`, method: 'POST', token: app.info.token, body: { attemptId: app.info.inProgressAttemptId, questionOrder: 1, value: 4 } }),
  bareInsertLoad,
  'bare INSERT route',
  // Five statements against the baseline's one: session, attempt, upsert, answered count, touch.
  0.15,
);
const loadedRss = app.rssMiB();
check('app: memory after the loads', `${fmt(loadedRss)} MiB RSS`, '≤ 300 MiB', loadedRss <= 300);
await app.stop();

// The report PDF, in this process.
const pdf = await measurePdf();
const warmRatio = pdf.reportMs / pdf.baselineMs;
check('report PDF: pages', fmt(pdf.pages), '≥ 5', pdf.pages >= 5);
check('report PDF: warm render', `${fmt(pdf.reportMs)} ms = ${fmt(warmRatio, 1)} × 2-page PDF (${fmt(pdf.baselineMs)} ms)`, '≤ 40 × 2-page PDF', warmRatio <= 40);
const firstRatio = pdf.firstReportMs / pdf.baselineMs;
check('report PDF: first render in a process', `${fmt(pdf.firstReportMs)} ms = ${fmt(firstRatio, 1)} × 2-page PDF`, '≤ 120 × 2-page PDF', firstRatio <= 120);
check('report PDF: peak memory while rendering', `${fmt(pdf.peakRssMiB)} MiB RSS`, '≤ 500 MiB', pdf.peakRssMiB <= 500);

// Scoring.
const scoring = measureScoring();
const scoringRatio = scoring.scoringMicros / scoring.baselineMicros;
check(
  'scoring + development plan, one attempt',
  `${fmt(scoring.scoringMicros, 1)} µs = ${fmt(scoringRatio, 1)} × JSON round-trip (${fmt(scoring.baselineMicros, 1)} µs)`,
  '≤ 50 × JSON round-trip',
  scoringRatio <= 50,
);

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`\nRumo benchmarks (${seconds} s per load, ${connections} connections)\n`);
for (const row of rows) console.log(`${row.pass ? 'PASS' : 'FAIL'}  ${row.name.padEnd(width)}  ${row.figure}   [target ${row.target}]`);
const failed = rows.filter((r) => !r.pass).length;
console.log(failed ? `\n${failed} target(s) missed` : '\nAll targets met');
process.exit(failed ? 1 : 0);

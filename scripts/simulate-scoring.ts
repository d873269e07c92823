/**
 * `npm run simulate:scoring`: 10,000 respondents answer every statement
 * uniformly at random (1..5); prints how often each profile comes out dominant
 * and checks every share is within 7%-15%. Exit code 1 on FAIL.
 *
 * Options: --n <respondents> (default 10000), --seed <int> (default 20261101).
 * Method and measured figures: docs/scoring.md.
 */
import { PROFILE_IDS } from '../src/shared/content/content.schema';
import { QUESTION_SET_VERSION } from '../src/shared/content/questions';
import { PROFILE_LABELS } from '../src/shared/scoring/scoring';
import { UNIFORM_SHARE_MAX, UNIFORM_SHARE_MIN, simulateUniformRespondents } from '../src/shared/scoring/simulation';
import { positiveIntegerOption } from './cli-options';

const n = positiveIntegerOption('n', 10_000);
const seed = positiveIntegerOption('seed', 20261101);
const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

const started = performance.now();
const result = simulateUniformRespondents(n, seed);
const elapsed = ((performance.now() - started) / 1000).toFixed(1);

console.log(`Uniform-random respondents: n=${n}, seed=${seed}, question set ${QUESTION_SET_VERSION} (${elapsed}s)`);
console.log(`Expected share if unbiased: ${percent(1 / PROFILE_IDS.length)}; bounds ${percent(UNIFORM_SHARE_MIN)} - ${percent(UNIFORM_SHARE_MAX)}`);
console.log('');
console.log('id  profile                          dominant     share  check');
for (const id of PROFILE_IDS) {
  const label = `${PROFILE_LABELS[id].name} (${PROFILE_LABELS[id].careerName})`;
  const share = result.shares[id];
  const ok = share >= UNIFORM_SHARE_MIN && share <= UNIFORM_SHARE_MAX;
  console.log(
    `${String(id).padEnd(4)}${label.padEnd(33)}${String(result.dominantCounts[id]).padStart(8)}  ${percent(share).padStart(8)}  ${ok ? 'ok' : 'OUT'}`,
  );
}
const shares = PROFILE_IDS.map((id) => result.shares[id]);
console.log('');
console.log(`min ${percent(Math.min(...shares))}, max ${percent(Math.max(...shares))}`);
console.log(result.pass ? 'PASS' : 'FAIL');
if (!result.pass) process.exitCode = 1;

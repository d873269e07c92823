/**
 * `npm run simulate:recovery`: how often does scoring recover a respondent's
 * true profile?
 *
 * Noise model (src/shared/scoring/simulation.ts): each simulated respondent has
 * one true profile (round-robin, so all 9 get the same number of respondents).
 * The intended item score is 4 (one point above neutral) on the true profile's
 * statements and 3 (neutral) on every other statement; on reverse-keyed
 * statements the intended answer is mirrored (6 - 4 = 2). The answer given is
 * round(intended + noise * N(0, 1)), clamped to 1..5, independently per
 * statement. "Moderate" noise is 1.0 (one scale point of standard deviation).
 *
 * Options: --n <respondents> (default 10000), --seed <int> (default 20261101).
 * Prints the main run at moderate noise, per profile, then a sweep over noise
 * levels. Measured figures: docs/scoring.md.
 */
import { PROFILE_IDS } from '../src/shared/content/content.schema';
import { QUESTION_SET_VERSION } from '../src/shared/content/questions';
import { PROFILE_LABELS } from '../src/shared/scoring/scoring';
import { DEFAULT_RECOVERY_NOISE, simulateRecovery } from '../src/shared/scoring/simulation';
import { positiveIntegerOption } from './cli-options';

const n = positiveIntegerOption('n', 10_000);
const seed = positiveIntegerOption('seed', 20261101);
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const main = simulateRecovery(n, seed, DEFAULT_RECOVERY_NOISE);
console.log(`Recovery of the true profile: n=${n}, seed=${seed}, noise=${DEFAULT_RECOVERY_NOISE} (moderate), question set ${QUESTION_SET_VERSION}`);
console.log('Model: true profile items intended at 4 (reverse: 2), all others at 3; answer = clamp(round(intended + noise * N(0,1)), 1, 5)');
console.log('');
console.log('id  profile                          respondents  recovered    rate');
for (const id of PROFILE_IDS) {
  const label = `${PROFILE_LABELS[id].name} (${PROFILE_LABELS[id].careerName})`;
  const entry = main.perProfile[id];
  console.log(
    `${String(id).padEnd(4)}${label.padEnd(33)}${String(entry.n).padStart(11)}${String(entry.recovered).padStart(11)}${percent(entry.rate).padStart(8)}`,
  );
}
console.log('');
console.log(`Overall: ${percent(main.overall)} dominant = true profile; ${percent(main.topTwo)} true profile in the top two`);
console.log('');
console.log('Noise sweep (same n and seed):');
console.log('noise   recovered   top two   worst profile   best profile');
for (const noise of [0.5, 0.75, 1, 1.25, 1.5, 2]) {
  const run = noise === DEFAULT_RECOVERY_NOISE ? main : simulateRecovery(n, seed, noise);
  const rates = PROFILE_IDS.map((id) => run.perProfile[id].rate);
  console.log(
    `${noise.toFixed(2).padEnd(8)}${percent(run.overall).padStart(9)}${percent(run.topTwo).padStart(10)}${percent(Math.min(...rates)).padStart(16)}${percent(Math.max(...rates)).padStart(15)}`,
  );
}

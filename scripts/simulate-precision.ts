/**
 * `npx tsx scripts/simulate-precision.ts` (proposed: `npm run simulate:precision`):
 * how much a result can claim, under the noise model of docs/scoring.md.
 *
 * - the standard error of a profile and of a difference, and the "perfil
 *   misto" threshold (scoring/precision.ts);
 * - retest: each simulated person answers twice (only the noise is drawn
 *   again); how often the main profile changes, with and without the flag,
 *   and the share of single-profile verdicts; the 2026-11-v2 closeness rule
 *   (margin under 5 points) on the same sheets, for comparison;
 * - levels (scoring/level.ts) by answering style, against the old absolute rule;
 * - acquiescence with no trait: how often each profile wins, v2 keys against v3.
 *
 * Options: --n <people> (default 6000), --seed <int> (default 20261123).
 */
import { PROFILE_IDS } from '../src/shared/content/content.schema';
import { QUESTION_SET } from '../src/shared/content/questions';
import { QUESTION_SET_2026_11_V2 } from '../src/shared/content/questions-2026-11-v2';
import { MIXED_Z, differenceStandardError, mixedMarginThreshold, profileStandardError } from '../src/shared/scoring/precision';
import { PERSON_MODELS, simulateAcquiescence, simulateLevelsByStyle, simulateRetest } from '../src/shared/scoring/simulation';
import { positiveIntegerOption } from './cli-options';

const n = positiveIntegerOption('n', 6000);
const seed = positiveIntegerOption('seed', 20261123);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const col = (text: string, width: number) => text.padStart(width);

console.log(`Honest precision: n=${n} people per run, seed=${seed}, question set ${QUESTION_SET.version}`);
console.log('');
console.log('Noise model: answer = intended + 1.0 x N(0, 1) scale points, per statement; percentage = 25 x (mean item score - 1).');
console.log(`SE of one profile (11 statements)       = 25 x 1 / sqrt(11)           = ${profileStandardError(11).toFixed(2)} points`);
console.log(`SE of a difference (11 and 11)          = 25 x 1 x sqrt(1/11 + 1/11)  = ${differenceStandardError(11, 11).toFixed(2)} points`);
console.log(`"Perfil misto" when the margin is below ${MIXED_Z} x SE_diff         = ${mixedMarginThreshold(11, 11).toFixed(2)} points`);
console.log('');

const models: Array<[string, (typeof PERSON_MODELS)[keyof typeof PERSON_MODELS]]> = [
  ['planted +1 (project model)', PERSON_MODELS.planted],
  ['planted +1, all traits SD 0.35', PERSON_MODELS.plantedPlusSpread],
  ['continuous traits SD 0.5', PERSON_MODELS.continuous],
];
console.log('Retest (same person, noise drawn again). New rule on v3; old rule = margin under 5 points.');
console.log(
  `${'person model'.padEnd(32)}${col('single verdict', 15)}${col('main changes', 14)}${col('…if single', 12)}${col('mixed: retest outside', 23)}${col('claim holds', 13)}${col('old flagged', 13)}${col('…changes', 10)}${col('…unflagged', 12)}`,
);
for (const [label, model] of models) {
  const r = simulateRetest(n, seed, QUESTION_SET, model);
  console.log(
    `${label.padEnd(32)}${col(pct(r.singleVerdict), 15)}${col(pct(r.mainChanges), 14)}${col(pct(r.mainChangesWhenSingle), 12)}${col(pct(r.outsideMixWhenMixed), 23)}${col(pct(r.claimHolds), 13)}${col(pct(r.oldRule.flagged), 13)}${col(pct(r.oldRule.changesWhenFlagged), 10)}${col(pct(r.oldRule.changesWhenNotFlagged), 12)}`,
  );
}
console.log('');

console.log('Levels by answering style (planted model): main profile "alto", and profiles called "alto" per person.');
console.log(`${'style'.padEnd(22)}${col('main alto (new)', 17)}${col('(old, 65%+)', 13)}${col('alto per person (new)', 23)}${col('(old)', 8)}`);
for (const [label, stretch] of [
  ['plain', 1],
  ['extreme (x2)', 2],
  ['midpoint (x0.5)', 0.5],
] as const) {
  const r = simulateLevelsByStyle(n, seed, QUESTION_SET, stretch);
  console.log(
    `${label.padEnd(22)}${col(pct(r.mainHigh), 17)}${col(pct(r.mainHighOld), 13)}${col(r.highCount.toFixed(2), 23)}${col(r.highCountOld.toFixed(2), 8)}`,
  );
}
console.log('');

console.log('Acquiescence +1 and no trait: share of wins per profile (unbiased 11.1%).');
console.log(`${'keys'.padEnd(12)}${PROFILE_IDS.map((id) => col(String(id), 7)).join('')}`);
for (const set of [QUESTION_SET_2026_11_V2, QUESTION_SET]) {
  const wins = simulateAcquiescence(n * 3, seed, set, 1);
  console.log(`${set.version.padEnd(12)}${PROFILE_IDS.map((id) => col(pct(wins[id]), 7)).join('')}`);
}

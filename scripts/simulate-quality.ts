/**
 * `npx tsx scripts/simulate-quality.ts` (proposed: `npm run simulate:quality`):
 * the answer-quality gate (scoring/quality.ts) on simulated answer sheets. The
 * targets are checked by a unit test on a smaller sample (quality.test.ts);
 * this prints them on a large one, each with PASS or FAIL (the exit code is 1
 * when one misses), and the gate's effect on attentive people with other
 * answering styles (not targets).
 *
 * Options: --n <sheets per kind> (default 20000), --seed <int> (default 20261123).
 */
import { QUESTION_SET } from '../src/shared/content/questions';
import { QUALITY_THRESHOLDS } from '../src/shared/scoring/quality';
import { PERSON_MODELS, simulateGateOnPeople, simulateQualityGate, type SimulatedPerson, type Rng } from '../src/shared/scoring/simulation';
import { positiveIntegerOption } from './cli-options';

const n = positiveIntegerOption('n', 20_000);
const seed = positiveIntegerOption('seed', 20261123);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

console.log(`Answer-quality gate: question set ${QUESTION_SET.version}, seed=${seed}`);
console.log(`Thresholds: ${JSON.stringify(QUALITY_THRESHOLDS)}`);
console.log('');
const gate = simulateQualityGate(n, seed, QUESTION_SET);
type Kind = keyof typeof gate.caught;
/** Inconclusive share per kind of sheet: at least `min`, or at most `max`. */
const targets: Record<Kind, { label: string; min?: number; max?: number }> = {
  constant: { label: 'constant', min: 0.99 },
  alternating: { label: 'alternating', min: 0.99 },
  cycling: { label: 'cycling', min: 0.99 },
  uniform: { label: 'uniform', min: 0.9 },
  attentive: { label: 'attentive', max: 0.02 },
  extreme: { label: 'attentive, extreme (x2)', max: 0.1 },
};
console.log('sheets                           n    inconclusive   target');
let pass = true;
for (const [kind, { n: count, rate }] of Object.entries(gate.caught) as Array<[Kind, { n: number; rate: number }]>) {
  const { label, min, max } = targets[kind];
  const met = (min === undefined || rate >= min) && (max === undefined || rate <= max);
  pass &&= met;
  const target = min !== undefined ? `>= ${pct(min)}` : `<= ${pct(max ?? 0)}`;
  console.log(`${label.padEnd(24)}${String(count).padStart(10)}${pct(rate).padStart(15)}   ${target.padEnd(10)}${met ? 'PASS' : 'FAIL'}`);
}
console.log(pass ? 'PASS' : 'FAIL');
if (!pass) process.exitCode = 1;
console.log('');

const styled =
  (shift: number, stretch: number) =>
  (rng: Rng, index: number): SimulatedPerson => ({ ...PERSON_MODELS.planted(rng, index), shift, stretch });
console.log('Attentive people with other answering styles (not targets; extreme (x2) is the target above; real people differ from any model):');
for (const [label, model] of [
  ['planted, plain (the target model)', styled(0, 1)],
  ['planted, agrees more (+0.5)', styled(0.5, 1)],
  ['planted, agrees more (+1)', styled(1, 1)],
  ['planted, midpoint (x0.5)', styled(0, 0.5)],
  ['planted, all traits SD 0.35', PERSON_MODELS.plantedPlusSpread],
  ['continuous traits SD 0.5', PERSON_MODELS.continuous],
] as const) {
  console.log(`${label.padEnd(40)}${pct(simulateGateOnPeople(Math.min(n, 10_000), seed, QUESTION_SET, model)).padStart(8)} inconclusive`);
}

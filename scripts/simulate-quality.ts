/**
 * `npx tsx scripts/simulate-quality.ts` (proposed: `npm run simulate:quality`):
 * the answer-quality gate (scoring/quality.ts) on simulated answer sheets. The
 * targets are checked by a unit test on a smaller sample (quality.test.ts);
 * this prints them on a large one, with the rate of each signal, and the gate's
 * effect on attentive people with other answering styles.
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
const targets = { constant: '>= 99%', alternating: '>= 99%', cycling: '>= 99%', uniform: '>= 90%', attentive: '<= 2%' } as const;
console.log('sheets                  n    inconclusive   target');
for (const [kind, { n: count, rate }] of Object.entries(gate.caught)) {
  console.log(`${kind.padEnd(14)}${String(count).padStart(11)}${pct(rate).padStart(15)}   ${targets[kind as keyof typeof targets]}`);
}
const pass =
  gate.caught.constant.rate >= 0.99 &&
  gate.caught.alternating.rate >= 0.99 &&
  gate.caught.cycling.rate >= 0.99 &&
  gate.caught.uniform.rate >= 0.9 &&
  gate.caught.attentive.rate <= 0.02;
console.log(pass ? 'PASS' : 'FAIL');
if (!pass) process.exitCode = 1;
console.log('');

const styled =
  (shift: number, stretch: number) =>
  (rng: Rng, index: number): SimulatedPerson => ({ ...PERSON_MODELS.planted(rng, index), shift, stretch });
console.log('Attentive people with other answering styles (not targets; real people differ from any model):');
for (const [label, model] of [
  ['planted, plain (the target model)', styled(0, 1)],
  ['planted, agrees more (+0.5)', styled(0.5, 1)],
  ['planted, agrees more (+1)', styled(1, 1)],
  ['planted, extreme (x2)', styled(0, 2)],
  ['planted, midpoint (x0.5)', styled(0, 0.5)],
  ['planted, all traits SD 0.35', PERSON_MODELS.plantedPlusSpread],
  ['continuous traits SD 0.5', PERSON_MODELS.continuous],
] as const) {
  console.log(`${label.padEnd(40)}${pct(simulateGateOnPeople(Math.min(n, 10_000), seed, QUESTION_SET, model)).padStart(8)} inconclusive`);
}

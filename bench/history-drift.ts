// The drift simulation's table for docs/history.md (test/simulation/drift.ts): 2,000 seeded replications per row.
import {
  monteCarloSe,
  PROBLEMS,
  SAMPLES,
  simulateBestAnchor,
  simulateDrift,
  stepShift,
  STEPS,
} from '../test/simulation/drift.js';

const REPLICATIONS = 2000;
const cell = (rate: number) =>
  `${(rate * 100).toFixed(1)}% (SE ${(monteCarloSe(rate, REPLICATIONS) * 100).toFixed(1)})`;

console.log(`${PROBLEMS} problems, n = ${SAMPLES}, ${REPLICATIONS} replications per row, 1,000 resamples per check`);
console.log(`logit shifts: step 9 ${stepShift(STEPS - 1).toFixed(4)}, step 10 ${stepShift(STEPS).toFixed(4)}\n`);
console.log('| case | base check alone flags | drift check flags (in the gate) | gate with both checks blocks |');
console.log('| --- | --- | --- | --- |');
for (const [name, change, seed] of [
  ['ten steps of -0.5 points, at step 10', true, 1],
  ['no change anywhere', false, 2],
] as const) {
  const rates = simulateDrift(REPLICATIONS, seed, change);
  console.log(`| ${name} | ${cell(rates.baseAlone)} | ${cell(rates.drift)} | ${cell(rates.gate)} |`);
}

console.log('\n| no change anywhere, the anchor the best of the last 20 runs | gate with both checks blocks |');
console.log('| --- | --- |');
for (const [name, selected] of [
  ['tested as the best of 20 (p times 20)', true],
  ['tested as if named in advance', false],
] as const) {
  console.log(`| ${name} | ${cell(simulateBestAnchor(REPLICATIONS, 3, 20, selected))} |`);
}

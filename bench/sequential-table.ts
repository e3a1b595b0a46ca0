/**
 * The simulation tables of docs/statistics.md: `npm run study:sequential -- [--replications R] [--seed S]`
 * (default 4,000 replications per cell, seed 1; the grouped power cell, whose plans each simulate their design
 * drop, a tenth of that). Prints the markdown tables with each figure's Monte Carlo standard error.
 */
import { parseArgs } from 'node:util';
import {
  cells,
  designDrop,
  PROBLEMS,
  SAMPLES,
  simulateCell,
  simulateGrouped,
  type CellResult,
} from './sequential-sim.js';

const { values } = parseArgs({ options: { replications: { type: 'string' }, seed: { type: 'string' } } });
const replications = Number(values.replications ?? 4000);
const seed = Number(values.seed ?? 1);

const share = (p: number) => `${(100 * p).toFixed(1)}%`;
const se = (p: number, n: number) => Math.sqrt((p * (1 - p)) / n);
const withSe = (p: number, n: number) => (Number.isNaN(p) ? 'n/a' : `${share(p)} ± ${(100 * se(p, n)).toFixed(1)}`);

const drop = designDrop(seed);
const started = Date.now();
const results: CellResult[] = cells(drop).map((cell, i) => simulateCell(cell, replications, seed + i));
const fixed = PROBLEMS * SAMPLES;
console.log(
  `${PROBLEMS} problems, n = ${SAMPLES}, 4 looks, confidence 0.95 (one-sided alpha 0.025); design drop ` +
    `${(100 * drop).toFixed(2)} points; ${replications} replications per cell, seed ${seed}; ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log('');
console.log(
  '| true change | margin | blocked: sequential | blocked: fixed | candidate completions (mean) | of the fixed eval | stopped at looks 1/2/3/4 |',
);
console.log('|---|--:|--:|--:|--:|--:|---|');
for (const r of results) {
  const change = r.cell.drop === 0 ? 'none' : `-${(100 * r.cell.drop).toFixed(2)} points`;
  console.log(
    `| ${r.cell.name} (${change}) | ${r.cell.margin} | ${withSe(r.sequentialBlocks, replications)} | ` +
      `${withSe(r.fixedBlocks, replications)} | ${Math.round(r.completions).toLocaleString('en-US')} of ` +
      `${fixed.toLocaleString('en-US')} | ${share(r.completionShare)} | ${r.stoppedAt.map((s) => share(s)).join(' / ')} |`,
  );
}

// Groups of related problems: no change on average with group-level effects, looked at over the groups and over
// the problems of the same runs; and the grouped plans' design drop, with and without group-level effects.
const groupedStarted = Date.now();
const equal = (groups: number, size: number) => ({
  label: `${groups} groups of ${size}`,
  sizes: new Array<number>(groups).fill(size),
  looks: 4,
  fixed: false,
});
const nulls = [
  equal(20, 8),
  equal(40, 4),
  equal(80, 2),
  {
    label: '30 groups of ceil(60 / i), 4 looks',
    sizes: Array.from({ length: 30 }, (_, i) => Math.ceil(60 / (i + 1))),
    looks: 4,
    fixed: true,
  },
  {
    label: '12 groups of 231, 75, 44, 34, 32, 22, 22, 19, 10, 8, 2, 1; 2 looks',
    sizes: [231, 75, 44, 34, 32, 22, 22, 19, 10, 8, 2, 1],
    looks: 2,
    fixed: true,
  },
].map((cell) => ({
  ...cell,
  result: simulateGrouped({ sizes: cell.sizes, groupEffectSd: 0.5 }, 0, replications, seed + 10, {
    futility: false,
    looks: cell.looks,
    fixed: cell.fixed,
  }),
}));
const powerReplications = Math.max(1, Math.round(replications / 10));
const powers = [0, 0.5].map((groupEffectSd) => ({
  groupEffectSd,
  result: simulateGrouped(
    { sizes: new Array<number>(20).fill(8), groupEffectSd },
    'design',
    powerReplications,
    seed + 20,
    {
      fixed: true,
    },
  ),
}));
console.log('');
console.log(
  `Groups (sd of a group's share of the change 0.5 unless said), n = ${SAMPLES}, 4 looks unless said; ${replications} replications ` +
    `per no-change cell (no futility stop), ${powerReplications} per design-drop cell; seed ${seed}; ` +
    `${((Date.now() - groupedStarted) / 1000).toFixed(0)} s`,
);
console.log('');
console.log(
  '| suite | true change | blocked: plan over groups | blocked: plan over problems | blocked: fixed | of the fixed eval |',
);
console.log('|---|---|--:|--:|--:|--:|');
for (const { label, result } of nulls) {
  console.log(
    `| ${label} | none | ${withSe(result.groupedBlocks, replications)} | ` +
      `${withSe(result.problemBlocks, replications)} | ${withSe(result.fixedBlocks, replications)} | n/a |`,
  );
}
for (const { groupEffectSd, result } of powers) {
  console.log(
    `| 20 groups of 8, group sd ${groupEffectSd} | -${(100 * result.designDrop).toFixed(2)} points (the design drop) | ` +
      `${withSe(result.groupedBlocks, powerReplications)} | ${withSe(result.problemBlocks, powerReplications)} | ` +
      `${withSe(result.fixedBlocks, powerReplications)} | ${share(result.completionShare)} |`,
  );
}

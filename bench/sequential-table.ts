/**
 * The simulation table of docs/sequential.md: `npm run study:sequential -- [--replications R] [--seed S]`
 * (default 4,000 replications per cell, seed 1). Prints the markdown table with each figure's Monte Carlo
 * standard error.
 */
import { parseArgs } from 'node:util';
import { cells, designDrop, PROBLEMS, SAMPLES, simulateCell, type CellResult } from './sequential-sim.js';

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

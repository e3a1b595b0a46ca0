// The bytes a history record adds to the store (docs/history.md): 164 and 10,000 problems, n = 20, with and
// without per-sample data (passes, and a score per sample), ids as HumanEval's.
import type { ProblemCounts } from '../src/common/types.js';
import { recordJson, recordOf } from '../src/load/history-record.js';
import { Xoshiro128 } from '../src/resample/random.js';

const N = 20;
const rng = new Xoshiro128(22);

function problems(count: number, samples: boolean): ProblemCounts[] {
  return Array.from({ length: count }, (_, i) => {
    const passes = Array.from({ length: N }, () => rng.nextDouble() < 0.55);
    const problem: ProblemCounts = { id: `HumanEval/${i}`, n: N, c: passes.filter(Boolean).length };
    if (samples) problem.samples = passes.map((pass) => ({ pass, score: Math.round(-rng.nextDouble() * 1e4) / 1e4 }));
    return problem;
  });
}

const place = {
  commit: '0123456789abcdef0123456789abcdef01234567',
  ref: 'refs/heads/main',
  time: '2026-11-02T10:00:00Z',
  name: 'acme/coder-7b',
};
const config = { temperature: 0.8, top_p: 0.95, n: N, max_tokens: 512 };
console.log('| problems | counts only | with passes per sample | with passes and a score per sample |');
console.log('| --- | --- | --- | --- |');
for (const count of [164, 10_000]) {
  const bytes = (samples: boolean, scores: boolean) => {
    const list = problems(count, samples).map((p) =>
      scores || p.samples === undefined ? p : { ...p, samples: p.samples.map(({ pass }) => ({ pass })) },
    );
    const run = {
      source: 'run.json',
      format: 'passk',
      model: place.name,
      config,
      configSources: Object.fromEntries(Object.keys(config).map((k) => [k, 'file' as const])),
      problems: list,
      warnings: [],
    };
    return Buffer.byteLength(recordJson(recordOf(run, place))).toLocaleString('en-US');
  };
  console.log(
    `| ${count.toLocaleString('en-US')} | ${bytes(false, false)} B | ${bytes(true, false)} B | ${bytes(true, true)} B |`,
  );
}

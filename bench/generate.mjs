// Seeded synthetic eval runs for the benchmark: a baseline and a candidate `passk-results/v1` file over the
// same problems, plus the per-problem pass@1 differences (candidate - baseline) as raw float64 for scipy.
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { once } from 'node:events';

/** splitmix32: a tiny seeded generator; the data only has to be the same on every run. */
export function uniforms(seed) {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}

function normals(uniform) {
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

function binomial(uniform, n, p) {
  let c = 0;
  for (let i = 0; i < n; i++) if (uniform() < p) c++;
  return c;
}

const sigmoid = (x) => 1 / (1 + Math.exp(-x));

/**
 * Problems of varied difficulty (logit of the pass rate ~ N(0, 2.5^2): many near 0 and near 1, like real
 * suites); the candidate shares each problem's difficulty, shifted by a small per-problem change.
 */
function simulate(problems, samples, seed) {
  const uniform = uniforms(seed);
  const normal = normals(uniform);
  const baseline = new Uint16Array(problems);
  const candidate = new Uint16Array(problems);
  for (let i = 0; i < problems; i++) {
    const difficulty = 2.5 * normal();
    baseline[i] = binomial(uniform, samples, sigmoid(difficulty));
    candidate[i] = binomial(uniform, samples, sigmoid(difficulty - 0.05 + 0.3 * normal()));
  }
  return { baseline, candidate };
}

async function writeRun(path, model, samples, counts) {
  const out = createWriteStream(path);
  const config = { temperature: 0.8, top_p: 0.95, n: samples, max_tokens: 512, seed: 1234 };
  out.write(
    `{"format":"passk-results/v1","model":${JSON.stringify(model)},"config":${JSON.stringify(config)},"problems":[\n`,
  );
  const width = String(counts.length - 1).length;
  const chunk = [];
  for (let i = 0; i < counts.length; i++) {
    chunk.push(`{"id":"task/${String(i).padStart(width, '0')}","n":${samples},"c":${counts[i]}}`);
    if (chunk.length === 10000 || i === counts.length - 1) {
      const text = chunk.join(',\n') + (i === counts.length - 1 ? '\n]}\n' : ',\n');
      chunk.length = 0;
      if (!out.write(text)) await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
}

/**
 * Writes `<prefix>-baseline.json`, `<prefix>-candidate.json` and `<prefix>-differences.f64` into `dir`;
 * returns their paths.
 */
export async function generateSuite(dir, problems, samples, seed) {
  const { baseline, candidate } = simulate(problems, samples, seed);
  const prefix = `${dir}/suite-${problems}`;
  const files = {
    baseline: `${prefix}-baseline.json`,
    candidate: `${prefix}-candidate.json`,
    differences: `${prefix}-differences.f64`,
  };
  await writeRun(files.baseline, 'bench/baseline', samples, baseline);
  await writeRun(files.candidate, 'bench/candidate', samples, candidate);
  const differences = Float64Array.from(candidate, (c, i) => (c - baseline[i]) / samples);
  await writeFile(files.differences, new Uint8Array(differences.buffer));
  return files;
}

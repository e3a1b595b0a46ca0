// Names vary in real runs: a checkpoint, a domain only in a folder's name, a copy with "(1)" in it, no name
// pattern at all. The agent readers read what a name gives and never fail on one: the real files of
// ../shared/realdata, copied under odd names, give the counts they give under their own.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadResults } from '../../src/load/read.js';
import { tempDir } from '../support/temp.js';
import { counts, haveRealdata, realdata, realdataTitle } from '../formats/paths.js';

/** Names a results file is found under, as folders and a file name. */
const ODD_NAMES = [
  'checkpoint.json',
  'results',
  'out.txt',
  '.json',
  'a.b.c.JSON',
  'run (1).json',
  'τ²-bench résultats.json',
  '-leading-dash.json',
  'airline/run.json',
  'retail/2025-06-12/results.json',
  'telecom/tau2/x',
  'terminal-bench-core@0.2.0/run/results.json',
  'swe-bench_lite__test__x/report',
  'tool-calling-gpt-4o-0.0_range_0--1_user-gpt-4o-llm_0612101500 (copy).json',
  'tool-calling-gpt-4o-0.0_range_0--1_user-gpt-4o-llm.json',
  'deepseek.v4.pro.json',
  // Nearly as long as a file name may be (255 bytes), in the shape of run.py's pattern that a careless pattern would backtrack on.
  `tool-calling-${'0-'.repeat(100)}_user-${'a-'.repeat(14)}.json`,
];

/** The real agent-harness files, by format. */
function agentFiles(): [string, string][] {
  const under = (format: string, folder: string, match: RegExp, file?: string): [string, string][] =>
    readdirSync(join(realdata, format, folder))
      .filter((name) => match.test(name))
      .map((name) => [format, join(realdata, format, folder, name, ...(file === undefined ? [] : [file]))]);
  return [
    ...under('taubench', 'garrettallen14', /\.json$/),
    ...under('taubench', 'grok-tau-bench', /\.json$/),
    ...under('tau2bench', 'activegraph', /^\d/, 'results.json'),
    ...under('swebench', 'xc93', /\.json$/),
    ...under('terminalbench', 'edison9138', /^green/, 'results.json'),
  ];
}

describe(realdataTitle('the agent readers never fail on a name'), () => {
  it.runIf(haveRealdata)('read every real agent file under odd names, with the counts of its own name', async () => {
    const files = agentFiles();
    expect(files).toHaveLength(10);
    const dir = tempDir('passk-names-');
    let copies = 0;
    for (const [format, file] of files) {
      const own = await loadResults(file);
      for (const name of ODD_NAMES) {
        const copy = join(dir, `${copies++}`, name);
        mkdirSync(dirname(copy), { recursive: true });
        copyFileSync(file, copy);
        const run = await loadResults(copy);
        expect(run.format, copy).toBe(format);
        expect(counts(run.problems), copy).toEqual(counts(own.problems));
      }
    }
    expect(copies).toBe(10 * ODD_NAMES.length);
    expect(Math.max(...ODD_NAMES.map((name) => name.length))).toBe(252);
  });

  it.runIf(haveRealdata)(
    'take from a name what it gives: a τ-bench domain from a folder, the rest from the content',
    async () => {
      const [, file] = agentFiles().find(([format]) => format === 'taubench')!;
      const dir = tempDir('passk-names-domain-');
      const copy = join(dir, 'retail', 'checkpoint.json');
      mkdirSync(dirname(copy), { recursive: true });
      copyFileSync(file, copy);
      const run = await loadResults(copy);
      expect(run.judgement).toEqual({ format: 'taubench', dataset: 'retail' });
      expect(run.model).toBeUndefined();
      expect(run.config).toEqual({ n: 1 });
      const tau2 = agentFiles().find(([format]) => format === 'tau2bench')![1];
      const renamed = join(dir, 'x');
      copyFileSync(tau2, renamed);
      expect((await loadResults(renamed)).judgement).toEqual((await loadResults(tau2)).judgement);
    },
  );
});

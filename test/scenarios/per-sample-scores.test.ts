// Per-sample scores end to end: --score-field on real harness files, and the convert round trip that archives
// the samples and compares as its source compares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadResults } from '../../src/load/read.js';
import { cli } from '../support/run-cli.js';
import { tempDir } from '../support/temp.js';
import { fixture, haveRealdata, realdata, realdataTitle } from '../formats/paths.js';

const scored = fixture('humaneval', 'scored_results.jsonl');
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-samples-');
});

describe('--score-field on real files', () => {
  it.skipIf(!haveRealdata)(
    realdataTitle('reads the score fields of real files: human-eval extra row keys, Inspect metadata'),
    async () => {
      const poe = await loadResults(join(realdata, 'human-eval/poe-evaluation/qwen2.5-coder_7b_results.jsonl'), {
        samples: true,
        scoreField: 'loc_score',
      });
      expect(poe.problems).toHaveLength(164);
      expect(poe.problems.every((p) => p.samples?.length === 1)).toBe(true);
      expect(poe.problems.filter((p) => typeof p.samples![0]!.score === 'number').length).toBeGreaterThan(100);
      const inspect = await loadResults(join(realdata, 'inspect_ai/log_read_sample.json'), {
        samples: true,
        scoreField: 'label_confidence',
      });
      expect(inspect.problems.flatMap((p) => p.samples!).every((s) => typeof s.score === 'number')).toBe(true);
    },
  );
});

describe('convert with per-sample data', () => {
  it('keeps the scores of a harness file, and the result reads back to the same run', async () => {
    const out = join(dir, 'scored.json');
    const result = await cli('convert', scored, '-o', out, '--score-field', 'mean_logprob');
    expect(result.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain(
      '{"id":"HumanEval/1","n":3,"c":1,"timeouts":1,"samples":[{"pass":true,"score":-0.35},{"pass":false,"score":-0.35},{"pass":false,"score":-0.5}]}',
    );
    const source = await loadResults(scored, { samples: true, scoreField: 'mean_logprob' });
    const archived = await loadResults(out, { samples: true });
    expect(archived.problems).toEqual(source.problems);
  });

  it('writes a canonical file with samples back unchanged, and compares it as its source compares', async () => {
    const first = join(dir, 'first.json');
    const second = join(dir, 'second.json');
    expect((await cli('convert', scored, '-o', first, '--score-field', 'mean_logprob')).code).toBe(0);
    expect((await cli('convert', first, '-o', second)).code).toBe(0);
    expect(readFileSync(second, 'utf8')).toBe(readFileSync(first, 'utf8'));
    // Three problems: the sign-flip test reaches p = 2/2^3 = 0.25 at best, so the level must be below 0.75.
    const gate = ['--metric', 'n@k', '--k', '2', '--match-config', 'none', '--confidence', '0.7', '--json'];
    const fromHarness = join(dir, 'harness-report.json');
    const fromArchive = join(dir, 'archive-report.json');
    const harness = await cli(
      'compare',
      '--baseline',
      scored,
      '--candidate',
      scored,
      '--score-field',
      'mean_logprob',
      ...gate,
      fromHarness,
    );
    const archive = await cli('compare', '--baseline', first, '--candidate', second, ...gate, fromArchive);
    expect([harness.code, archive.code]).toEqual([0, 0]);
    const values = (path: string) => {
      const report = JSON.parse(readFileSync(path, 'utf8'));
      return { baseline: report.baseline.value, curve: report.curve, oracle: report.oracle };
    };
    // By hand: 1@2 is 1 for HumanEval/0, (1/2 + 1 + 0)/3 = 1/2 for HumanEval/1 (a tie at the top), 0 for /2.
    expect(values(fromHarness).baseline).toBeCloseTo(0.5, 15);
    expect(values(fromArchive)).toEqual(values(fromHarness));
  });
});

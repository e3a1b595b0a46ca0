// Per-sample data from the harness readers: which samples are kept, scores taken with --score-field, and the
// convert round trip that archives them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEvalPlus } from '../../src/formats/evalplus.js';
import { parseInspectJson } from '../../src/formats/inspect.js';
import { ProblemTally } from '../../src/formats/tally.js';
import { loadResults } from '../../src/load/read.js';
import { cli } from '../support/run-cli.js';
import { tempDir } from '../support/temp.js';
import { fixture, haveRealdata, realdata, realdataTitle } from './paths.js';

const scored = fixture('humaneval', 'scored_results.jsonl');
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-samples-');
});

describe('ProblemTally samples', () => {
  it('keeps each sample only when asked and when some sample says more than pass or fail', () => {
    const plain = new ProblemTally({ samples: true });
    plain.add('a', { passed: true });
    plain.add('a', { passed: false });
    expect(plain.finish().problems).toEqual([{ id: 'a', n: 2, c: 1 }]);

    const detailed = new ProblemTally({ samples: true });
    detailed.add('a', { passed: true, score: 0.5 });
    detailed.add('b', { passed: false });
    expect(detailed.finish().problems).toEqual([
      { id: 'a', n: 1, c: 1, samples: [{ pass: true, score: 0.5 }] },
      { id: 'b', n: 1, c: 0, samples: [{ pass: false }] },
    ]);

    const unasked = new ProblemTally();
    unasked.add('a', { passed: true, score: 0.5 });
    expect(unasked.finish().problems).toEqual([{ id: 'a', n: 1, c: 1 }]);
  });
});

describe('--score-field', () => {
  it('takes a human-eval row key as each sample score', async () => {
    const run = await loadResults(scored, { samples: true, scoreField: 'mean_logprob' });
    expect(run.problems.map((p) => p.samples)).toEqual([
      [
        { pass: true, score: -0.21 },
        { pass: false, score: -0.4 },
        { pass: true, score: -0.21 },
      ],
      [
        { pass: true, score: -0.35 },
        { pass: false, score: -0.35 },
        { pass: false, score: -0.5 },
      ],
      [
        { pass: false, score: -0.9 },
        { pass: false, score: -0.7 },
        { pass: false, score: -0.65 },
      ],
    ]);
    // Without the samples (a pass@k read) the counts are the same and nothing per sample is kept.
    const counts = await loadResults(scored, { scoreField: 'mean_logprob' });
    expect(counts.problems).toEqual(run.problems.map((p) => ({ id: p.id, n: p.n, c: p.c, timeouts: p.timeouts })));
  });

  it('names the file, the line and the field of a score that is not a number; null is no score', async () => {
    const rows = readFileSync(scored, 'utf8').split('\n');
    const text = (score: string) => [rows[0], rows[1]!.replace('-0.35', score), ...rows.slice(2)].join('\n');
    const bad = join(dir, 'bad_results.jsonl');
    writeFileSync(bad, text('"high"'));
    await expect(loadResults(bad, { samples: true, scoreField: 'mean_logprob' })).rejects.toThrow(
      /bad_results\.jsonl: line 2: mean_logprob: a score must be a finite number, got "high"/,
    );
    writeFileSync(bad, text('null'));
    const run = await loadResults(bad, { samples: true, scoreField: 'mean_logprob' });
    expect(run.problems[1]!.samples![0]).toEqual({ pass: true });
  });

  it('takes an evalplus per-sample entry key; the status-list form has no place for one', () => {
    const document = {
      eval: {
        'HumanEval/0': [
          { task_id: 'HumanEval/0', solution: 'a', base_status: 'pass', plus_status: 'pass', rank: 2 },
          { task_id: 'HumanEval/0', solution: 'b', base_status: 'pass', plus_status: 'fail', rank: 3.5 },
        ],
      },
    };
    const run = parseEvalPlus(document, 'e.json', { criterion: 'plus', samples: true, scoreField: 'rank' });
    expect(run.problems[0]!.samples).toEqual([
      { pass: true, score: 2 },
      { pass: false, score: 3.5 },
    ]);
  });

  it("takes an Inspect scorer's numeric value, or else a sample metadata key", () => {
    const sample = (epoch: number, verdict: string, confidence: number) => ({
      id: 'HumanEval/0',
      epoch,
      scores: { verify: { value: verdict }, judge: { value: confidence / 2 } },
      metadata: { confidence },
    });
    const log = { eval: { model: 'm' }, samples: [sample(1, 'C', 0.9), sample(2, 'I', 0.4)] };
    const byMetadata = parseInspectJson(log, 'l.json', {
      criterion: 'verify',
      samples: true,
      scoreField: 'confidence',
    });
    expect(byMetadata.problems[0]!.samples).toEqual([
      { pass: true, score: 0.9 },
      { pass: false, score: 0.4 },
    ]);
    const byScorer = parseInspectJson(log, 'l.json', { criterion: 'verify', samples: true, scoreField: 'judge' });
    expect(byScorer.problems[0]!.samples!.map((s) => s.score)).toEqual([0.45, 0.2]);
  });

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

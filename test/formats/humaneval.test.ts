import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadResults } from '../../src/load/read.js';
import { tempDir } from '../support/temp.js';
import { counts, fixture } from './paths.js';

const humaneval = (name: string) => fixture('humaneval', name);

describe('human-eval results (<samples>.jsonl_results.jsonl)', () => {
  it('counts rows per task_id: passed rows pass, "timed out" rows are timeouts, "failed: ..." rows plain failures', async () => {
    const run = await loadResults(humaneval('samples.jsonl_results.jsonl'), { format: 'humaneval' });
    expect(run.format).toBe('humaneval');
    expect(counts(run.problems)).toEqual(['HumanEval/0:3/2 t0', 'HumanEval/1:3/1 t1', 'HumanEval/2:3/0 t1']);
    expect(run.config).toEqual({ n: 3 });
    expect(run.configSources).toEqual({ n: 'file' });
    expect(run.warnings).toEqual([]);
  });

  it('reads extra per-row fields, a BOM, CRLF line ends and a blank last line the same', async () => {
    const plain = await loadResults(humaneval('samples.jsonl_results.jsonl'));
    const edited = await loadResults(humaneval('crlf_bom_results.jsonl'));
    expect(edited.format).toBe('humaneval');
    expect(edited.problems).toEqual(plain.problems);
  });

  it('refuses a samples file (no "passed") and gives the command that evaluates it', async () => {
    const samples = humaneval('samples.jsonl');
    await expect(loadResults(samples)).rejects.toThrow(
      `${samples}: line 1: no "passed" field: this is a samples file, not the *_results.jsonl that human-eval's ` +
        `evaluate_functional_correctness writes; evaluate the samples first (evaluate_functional_correctness ` +
        `${samples}) and give the ${samples}_results.jsonl it writes`,
    );
    // Problems of a suite of one's own are named by the file of them.
    const own = join(tempDir('passk-humaneval-'), 'samples.jsonl');
    writeFileSync(own, '{"task_id": "test/0", "completion": "    return 1"}\n');
    await expect(loadResults(own)).rejects.toThrow(
      `(evaluate_functional_correctness ${own} --problem_file=PROBLEMS.jsonl) and give the ${own}_results.jsonl`,
    );
  });

  it('names a later row without "passed" as a broken row of the results file, not a samples file', async () => {
    const file = join(tempDir('passk-humaneval-'), 'one_broken_results.jsonl');
    const row = (passed: string) => `{"task_id":"HumanEval/0","completion":"x","result":"passed"${passed}}`;
    writeFileSync(file, `${row(',"passed":true')}\n${row('')}\n`);
    await expect(loadResults(file, { format: 'humaneval' })).rejects.toThrow(
      /one_broken_results\.jsonl: line 2: passed: is missing, though the rows before it have it$/,
    );
  });

  it('says of a JSON array of result rows that the harness writes one row a line, detected or named', async () => {
    const file = join(tempDir('passk-humaneval-'), 'rows.json');
    const row = { task_id: 'HumanEval/0', completion: 'x', result: 'passed', passed: true };
    writeFileSync(file, JSON.stringify([row, { ...row, passed: false, result: 'failed: ' }]));
    const said =
      "looks like human-eval's result rows in one JSON array; its results file is JSON Lines, one row a line";
    await expect(loadResults(file)).rejects.toThrow(`rows.json: ${said}`);
    await expect(loadResults(file, { format: 'humaneval' })).rejects.toThrow(`rows.json: line 1: ${said}`);
  });

  it('names the file and line of invalid JSON', async () => {
    await expect(loadResults(humaneval('broken_results.jsonl'), { format: 'humaneval' })).rejects.toThrow(
      /broken_results\.jsonl: line 3: not valid JSON/,
    );
  });

  it('names the line of a row without a task_id, and of one whose task_id is neither a string nor a number', async () => {
    const file = join(tempDir('passk-humaneval-'), 'samples.jsonl_results.jsonl');
    const row = (id: string) => `{${id}"completion":"x","result":"passed","passed":true}`;
    writeFileSync(file, `${row('"task_id":"HumanEval/0",')}\n${row('')}\n`);
    await expect(loadResults(file)).rejects.toThrow(
      /samples\.jsonl_results\.jsonl: line 2: task_id: is missing: each row names the problem it is a sample of$/,
    );
    writeFileSync(file, `${row('"task_id":"HumanEval/0",')}\n${row('"task_id":true,')}\n`);
    await expect(loadResults(file, { format: 'humaneval' })).rejects.toThrow(
      /line 2: task_id: must be a non-empty string or a number, got true$/,
    );
  });

  it('reads a numbered task_id (a problem file of its own numbers its tasks) as the id "0", detected or named', async () => {
    const file = join(tempDir('passk-humaneval-'), 'own_results.jsonl');
    const row = (id: number, passed: boolean) =>
      JSON.stringify({ task_id: id, completion: 'x', result: passed ? 'passed' : 'failed: ', passed });
    writeFileSync(file, [row(0, true), row(0, false), row(1, false), row(1, false)].join('\n') + '\n');
    for (const format of [undefined, 'humaneval'] as const) {
      const run = await loadResults(file, { format });
      expect(run.format).toBe('humaneval');
      expect(counts(run.problems)).toEqual(['0:2/1 t0', '1:2/0 t0']);
    }
  });

  it('refuses a row whose "passed" contradicts its "result"', async () => {
    await expect(loadResults(humaneval('contradictory_results.jsonl'))).rejects.toThrow(
      /contradictory_results\.jsonl: line 2: "passed" is true but "result" is "timed out"/,
    );
  });

  it('adds the rows of a run written twice, and warns that the file repeats the whole run', async () => {
    const run = await loadResults(humaneval('concatenated_results.jsonl'));
    expect(counts(run.problems)).toEqual(['HumanEval/0:6/4 t0', 'HumanEval/1:6/2 t2', 'HumanEval/2:6/0 t2']);
    expect(run.warnings).toHaveLength(1);
    expect(run.warnings[0]).toMatch(/repeated 2 times with the same text.*one run written 2 times over/);
  });

  it('warns about a problem whose only sample was written twice, and that n now varies', async () => {
    const run = await loadResults(humaneval('padded_results.jsonl'));
    expect(counts(run.problems)).toEqual(['HumanEval/0:1/1 t0', 'HumanEval/1:2/2 t0', 'HumanEval/2:1/0 t0']);
    expect(run.warnings).toEqual([
      expect.stringMatching(
        /^1 problem has a multiple of the usual n = 1 samples, the same texts repeated: HumanEval\/1 \(n=2\)/,
      ),
      'problems have different numbers of samples (n = 1 for 2 problems, n = 2 for 1 problem), so no single n describes the run',
    ]);
    expect(run.config.n).toBeUndefined();
  });
});

describe('--score-field on human-eval rows', () => {
  const scored = fixture('humaneval', 'scored_results.jsonl');

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
    const bad = join(tempDir('passk-humaneval-'), 'bad_results.jsonl');
    writeFileSync(bad, text('"high"'));
    await expect(loadResults(bad, { samples: true, scoreField: 'mean_logprob' })).rejects.toThrow(
      /bad_results\.jsonl: line 2: mean_logprob: a score must be a finite number, got "high"/,
    );
    writeFileSync(bad, text('null'));
    const run = await loadResults(bad, { samples: true, scoreField: 'mean_logprob' });
    expect(run.problems[1]!.samples![0]).toEqual({ pass: true });
    // What the named field held on the rows without a score, for the error that names it.
    expect(run.scoreGaps).toEqual({ field: 'mean_logprob', null: 1, missing: 0 });
  });

  it('counts the rows that lack the named field, and none when every row holds a score', async () => {
    expect((await loadResults(scored, { samples: true, scoreField: 'mean_logprob' })).scoreGaps).toBeUndefined();
    const run = await loadResults(scored, { samples: true, scoreField: 'mean_logprob_typo' });
    expect(run.scoreGaps).toEqual({ field: 'mean_logprob_typo', null: 0, missing: 9 });
  });
});

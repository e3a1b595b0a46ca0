import { zipSync } from 'fflate';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseInspectJson } from '../../src/formats/inspect.js';
import { loadResults } from '../../src/load/read.js';
import { counts, fixture } from './paths.js';
import { tempDir } from '../support/temp.js';

const inspect = (name: string) => fixture('inspect', name);
const expected = ['HumanEval/0:3/2 t0 e0', 'HumanEval/1:3/1 t1 e1'];

describe('Inspect AI logs', () => {
  it('reads a .eval log from header.json and summaries.json: n = epochs, c = epochs scored correct', async () => {
    const run = await loadResults(inspect('2025-03-01T10-00-00+00-00_humaneval_T1.eval'));
    expect(run.format).toBe('inspect');
    expect(counts(run.problems)).toEqual(expected);
    expect(run.model).toBe('openai/gpt-4o-mini');
    // The plan's generate config (max_connections is about running the eval, not decoding), the model's, epochs as n.
    expect(run.config).toEqual({ top_p: 0.95, temperature: 0.7, max_tokens: 256, n: 3 });
    expect(run.warnings).toEqual([]);
  });

  it('reads the same run from a .json log (errors and limits as objects there)', async () => {
    const run = await loadResults(inspect('2025-03-01T10-00-00+00-00_humaneval_T1.json'), { format: 'inspect' });
    expect(counts(run.problems)).toEqual(expected);
    expect(run.config).toEqual({ top_p: 0.95, temperature: 0.7, max_tokens: 256, n: 3 });
  });

  it('names no model when the log records an empty one, so the run is named by its file', async () => {
    const log = JSON.parse(readFileSync(inspect('2025-03-01T10-00-00+00-00_humaneval_T1.json'), 'utf8'));
    log.eval.model = '';
    const path = join(tempDir('passk-inspect-'), '2025-03-01T10-00-00+00-00_humaneval_T1.json');
    writeFileSync(path, JSON.stringify(log));
    expect((await loadResults(path)).model).toBeUndefined();
  });

  it('reads an unfinished log from its journal, and says so', async () => {
    const run = await loadResults(inspect('unfinished.eval'));
    expect(counts(run.problems)).toEqual(['HumanEval/0:3/2 t0 e0', 'HumanEval/1:2/0 t1 e1']);
    expect(run.warnings[0]).toBe('the log has no header.json (the run did not finish); read its journal');
    expect(run.warnings).toContainEqual(expect.stringMatching(/different numbers of samples/));
  });

  it('asks which scorer to use when there are several, and uses the one given as criterion', async () => {
    await expect(loadResults(inspect('two_scorers.eval'))).rejects.toThrow(
      /two_scorers\.eval: has scores from 2 scorers \(verify, includes\); choose one with --criterion SCORER/,
    );
    const run = await loadResults(inspect('two_scorers.eval'), { criterion: 'includes' });
    expect(counts(run.problems)).toEqual(['HumanEval/0:3/3 t0 e0', 'HumanEval/1:3/2 t0 e1']);
  });

  it('refuses a .json log written without samples', async () => {
    const log = JSON.parse(readFileSync(inspect('2025-03-01T10-00-00+00-00_humaneval_T1.json'), 'utf8'));
    delete log.samples;
    const path = join(tempDir('passk-inspect-'), 'header-only.json');
    writeFileSync(path, JSON.stringify(log));
    await expect(loadResults(path)).rejects.toThrow(
      /header-only\.json: has no samples \(was the eval run with log_samples off\?\)/,
    );
  });

  it('refuses a log that was never scored', async () => {
    await expect(loadResults(inspect('unscored.eval'))).rejects.toThrow(
      /unscored\.eval: has no scores: the log was not scored/,
    );
  });

  it('says what a zip that is no Inspect log holds, and to extract it', async () => {
    const dir = tempDir('passk-inspect-');
    const zip = (name: string, files: Record<string, Uint8Array>) => {
      writeFileSync(join(dir, name), zipSync(files));
      return join(dir, name);
    };
    const results = zip('artifact.zip', {
      'run/': new Uint8Array(),
      'run/samples.jsonl_results.jsonl': Buffer.from('{}'),
    });
    await expect(loadResults(results)).rejects.toThrow(
      `${results}: is a zip archive, not an Inspect .eval log (which holds header.json, or _journal/start.json ` +
        `while it runs); it holds run/samples.jsonl_results.jsonl: extract it (unzip ${results}) and give the results file`,
    );
    const many = zip(
      'many.zip',
      Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [`${name}.json`, Buffer.from('{}')])),
    );
    await expect(loadResults(many)).rejects.toThrow(
      /many\.zip: .*; it holds 5 files: extract it \(unzip .*many\.zip\)/,
    );
    await expect(loadResults(zip('empty.eval', { 'logs/': new Uint8Array() }))).rejects.toThrow(
      /empty\.eval: is a zip archive, not an Inspect \.eval log .*; it holds no files$/,
    );
  });

  it('reads a .eval log of 300,000 samples', async () => {
    const summaries = Array.from({ length: 300_000 }, (_, i) => ({
      id: `p${i % 100_000}`,
      epoch: 1 + Math.floor(i / 100_000),
      scores: { verify: { value: i < 100_000 ? 'C' : 'I' } },
    }));
    const header = { status: 'success', eval: { task: 't', model: 'm', config: {} }, plan: { config: {} } };
    const path = join(tempDir('passk-inspect-'), 'big.eval');
    const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    writeFileSync(path, zipSync({ 'header.json': json(header), 'summaries.json': json(summaries) }));
    const run = await loadResults(path);
    expect(run.problems).toHaveLength(100_000);
    expect(counts(run.problems.slice(0, 1))).toEqual(['p0:3/1 t0 e0']);
  });

  it('counts partial credit (P, or a score between 0 and 1) as a failure and says how many', async () => {
    const run = await loadResults(inspect('partial.eval'));
    expect(counts(run.problems)).toEqual(['p1:2/1 t0 e0', 'p2:2/0 t0 e0']);
    expect(run.warnings).toContain('2 samples got partial credit from verify; counted as failures');
  });
});

describe('--score-field on Inspect logs', () => {
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

  it('counts a working-time limit as a timeout and an empty error as none; warns of a log not finished', () => {
    const sample = (id: number, extra: object) => ({ id, epoch: 1, scores: { s: { value: 'I' } }, ...extra });
    const log = {
      status: 'cancelled',
      eval: { model: 'm' },
      samples: [sample(1, { limit: { type: 'working' } }), sample(2, { error: '' })],
    };
    const run = parseInspectJson(log, 'l.json');
    expect(counts(run.problems)).toEqual(['1:1/0 t1 e0', '2:1/0 t0 e0']);
    expect(run.warnings.join('\n')).toMatch(
      /the log's status is \W?cancelled\W?, not success: the run may be incomplete/,
    );
  });
});

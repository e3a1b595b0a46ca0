import { describe, expect, it } from 'vitest';
import { runName, runNames } from '../../src/load/run-name.js';

const mlflow = (runName: string | null) => ({
  uri: 'runs:/abc',
  run_id: 'abc',
  run_name: runName,
  run_url: 'https://mlflow.example/#/runs/abc',
  artifact: 'per_problem_counts.json',
  model: null,
});

describe('runName', () => {
  it('takes the name given, then the model, then the MLflow run name, then the file name', () => {
    const file = { source: 'evals/humaneval/samples.jsonl_results.jsonl' };
    expect(runName({ ...file, name: 'production', model: 'acme/coder' })).toBe('production');
    expect(runName({ ...file, model: 'acme/coder', mlflow: mlflow('nightly') })).toBe('acme/coder');
    expect(runName({ source: 'runs:/abc', mlflow: mlflow('nightly') })).toBe('nightly');
    expect(runName({ source: 'runs:/abc', mlflow: mlflow(null) })).toBe('runs:/abc');
    expect(runName(file)).toBe('samples.jsonl_results.jsonl');
    expect(runName({ source: 'C:\\evals\\base.json' })).toBe('base.json');
  });

  it("names a results.json, which every Terminal-Bench and τ²-bench run writes, with its run's folder", () => {
    const run = 'runs/green_agent_eval_20251014_214349/results.json';
    expect(runName({ source: run })).toBe('green_agent_eval_20251014_214349/results.json');
    expect(runName({ source: 'results.json' })).toBe('results.json');
    expect(runNames({ source: run }, { source: 'tb_base.json' })).toEqual({
      baseline: 'green_agent_eval_20251014_214349/results.json',
      candidate: 'tb_base.json',
    });
  });

  it('names a run merged from several files by each of them, with the folders that tell them apart', () => {
    const files = ['runs/eval_0930/results.json', 'runs/eval_2143/results.json'];
    expect(runName({ source: files.join(' + '), files })).toBe('eval_0930/results.json + eval_2143/results.json');
    const named = ['swebench/a.replicate.json', 'swebench/a.json', 'runs:/abc'];
    expect(runName({ source: named.join(' + '), files: named })).toBe('a.replicate.json + a.json + runs:/abc');
    // A folder of one name in two places goes back as far as it takes.
    const deep = ['x/seed/results.json', 'y/seed/results.json', 'y/other/results.json'];
    expect(runName({ source: deep.join(' + '), files: deep })).toBe(
      'x/seed/results.json + y/seed/results.json + other/results.json',
    );
  });

  it('names a side merged from MLflow runs by their run names, as a single run is named', () => {
    const uris = ['runs:/abc', 'runs:/def', 'base.json'];
    const origins = [mlflow('nightly'), { ...mlflow('nightly-2'), uri: 'runs:/def', run_id: 'def' }, null];
    expect(runName({ source: uris.join(' + '), files: uris, mlflowRuns: origins })).toBe(
      'nightly + nightly-2 + base.json',
    );
    // Runs of one name, or of none, are named by their URIs.
    const twins = [mlflow('nightly'), mlflow('nightly'), null];
    expect(runName({ source: uris.join(' + '), files: uris, mlflowRuns: twins })).toBe(
      'runs:/abc + runs:/def + base.json',
    );
    expect(runName({ source: uris.join(' + '), files: uris, mlflowRuns: [mlflow(null), mlflow(' '), null] })).toBe(
      'runs:/abc + runs:/def + base.json',
    );
  });

  it('never names a run by blank text', () => {
    expect(runName({ source: 'b.json', name: ' ', model: '' })).toBe('b.json');
  });
});

describe('runNames', () => {
  it('names two files of one name by their paths, keeping a name the user gave', () => {
    const base = { source: 'evals/samples.jsonl_results.jsonl' };
    const cand = { source: 'samples.jsonl_results.jsonl' };
    expect(runNames(base, cand)).toEqual({ baseline: 'evals/samples.jsonl_results.jsonl', candidate: cand.source });
    expect(runNames({ ...base, model: 'm' }, { ...cand, model: 'm', name: 'mine' })).toEqual({
      baseline: 'm',
      candidate: 'mine',
    });
    expect(runNames({ ...base, model: 'm' }, { ...cand, model: 'm' })).toEqual({
      baseline: base.source,
      candidate: cand.source,
    });
    expect(runNames(cand, cand)).toEqual({ baseline: cand.source, candidate: cand.source });
  });

  it('tells each file from every file of the other side, merged or not', () => {
    const merged = ['runs/eval_0930/results.json', 'runs/eval_2143/results.json'];
    const one = { source: 'runs/eval_2200/results.json' };
    expect(runNames({ source: merged.join(' + '), files: merged }, one)).toEqual({
      baseline: 'eval_0930/results.json + eval_2143/results.json',
      candidate: 'eval_2200/results.json',
    });
    expect(runNames(one, { source: merged.join(' + '), files: merged }).baseline).toBe('eval_2200/results.json');
    // A file on both sides (the candidate's glob matching the baseline's files) keeps its short name.
    const both = ['A.json', 'B.json'];
    expect(runNames({ source: 'A.json + B.json', files: both }, { source: 'A.json + B.json', files: both })).toEqual({
      baseline: 'A.json + B.json',
      candidate: 'A.json + B.json',
    });
    // A side named by its model needs no folders to be told from the other.
    expect(runNames({ ...one, model: 'acme/coder' }, { source: merged.join(' + '), files: merged })).toEqual({
      baseline: 'acme/coder',
      candidate: 'eval_0930/results.json + eval_2143/results.json',
    });
    // Beside a side named by its model, a file keeps the folders that tell it from that side's file.
    expect(
      runNames({ source: 'runs/2025-10-20/results.json', model: 'anthropic/claude-sonnet-4' }, { ...one }),
    ).toEqual({ baseline: 'anthropic/claude-sonnet-4', candidate: 'eval_2200/results.json' });
  });
});

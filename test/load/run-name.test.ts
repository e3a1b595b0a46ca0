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
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeRuns } from '../../src/load/merge.js';
import { loadResults } from '../../src/load/read.js';
import { counts, fixture } from '../formats/paths.js';
import { run } from '../support/runs.js';

const swe = (name: string) => fixture('swebench', name);
const tb = (folder: string) => fixture('terminalbench', folder, 'results.json');
const tau = (user: string, time: string) =>
  fixture('taubench', 'airline', `tool-calling-gpt-4o-0.0_range_0--1_user-${user}-llm_${time}.json`);

describe('mergeRuns: several files of one model are several trials', () => {
  it('adds up two SWE-bench replicates per instance: n, c and errors', async () => {
    const paths = [swe('openai__gpt-4o.verified-run1.json'), swe('openai__gpt-4o.verified-run2.json')];
    const merged = mergeRuns(await Promise.all(paths.map((path) => loadResults(path))));
    // Independently: each instance is one trial per report, resolved a pass, errored an error.
    const reports = paths.map((path) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[]>);
    const expected = reports[0]!.submitted_ids!.map((id) => {
      const c = reports.filter((r) => r.resolved_ids!.includes(id)).length;
      const e = reports.filter((r) => r.error_ids!.includes(id)).length;
      return `${id}:2/${c} e${e}`;
    });
    expect(counts(merged.problems)).toEqual(expected);
    expect(merged.source).toBe(paths.join(' + '));
    expect(merged.files).toEqual(paths);
    expect(merged.format).toBe('swebench');
    expect(merged.model).toBe('openai/gpt-4o');
    expect(merged.config).toEqual({ schema_version: 2, n: 2 });
    expect(merged.configSources).toEqual({ schema_version: 'file', n: 'file' });
    expect(merged.judgement).toEqual({ format: 'swebench' });
    expect(merged.warnings).toEqual([]);
  });

  it('adds up two Terminal-Bench runs of one agent, keeping each warning with its file', async () => {
    const [a, b] = await Promise.all([
      loadResults(tb('2025-07-01__10-00-00')),
      loadResults(tb('2025-07-02__09-00-00')),
    ]);
    const merged = mergeRuns([a, b]);
    expect(counts(merged.problems)).toEqual(['hello-world:6/5 t0 e0', 'fix-git:4/1 t1 e1', 'csv-to-parquet:6/2 t1 e1']);
    expect(merged.config).toEqual({ agent: 'terminus', temperature: 0.7 });
    expect(merged.warnings).toEqual([
      ...a.warnings.map((warning) => `${a.source}: ${warning}`),
      'tasks have different numbers of trials (n = 4 for 1 task, n = 6 for 2 tasks), so no single n describes the run',
    ]);
  });

  it('adds up two τ-bench files of one configuration, and refuses one judged by another user simulator', async () => {
    const [a, b, other] = await Promise.all([
      loadResults(tau('gpt-4o', '0612101500')),
      loadResults(tau('gpt-4o', '0612150000')),
      loadResults(tau('gpt-4.1-2025-04-14', '0613090000')),
    ]);
    expect(counts(mergeRuns([a, b]).problems)).toEqual(['0:4/4 t0 e0', '1:4/1 t1 e0', '2:3/2 t0 e1']);
    expect(() => mergeRuns([a, other])).toThrow(
      `${other.source}: the judgement's criterion is "user:gpt-4.1-2025-04-14:llm", but ${a.source} has "user:gpt-4o:llm": ` +
        'files merged into one side must share their config and be judged alike',
    );
  });

  it('refuses a config value that differs, naming the file, the key and both values', () => {
    const a = run('a.json', [{ id: 'x', n: 1, c: 1 }], { config: { temperature: 0, top_p: 1 } });
    const b = run('b.json', [{ id: 'x', n: 1, c: 0 }], { config: { temperature: 0.7, top_p: 1 } });
    expect(() => mergeRuns([a, b])).toThrow(
      'b.json: config temperature is 0.7, but a.json has 0: files merged into one side must share their config and be judged alike',
    );
    expect(() =>
      mergeRuns([a, run('c.json', [{ id: 'x', n: 1, c: 0 }], { config: { temperature: '0.0' } })]),
    ).not.toThrow();
    expect(() => mergeRuns([a, run('c.json', a.problems, { config: a.config, model: 'm2' })])).not.toThrow();
    const models = mergeRuns([run('a.json', a.problems, { model: 'm1' }), run('c.json', a.problems, { model: 'm2' })]);
    expect(models.model).toBeUndefined();
    expect(models.models).toEqual(['m1', 'm2']);
    const one = mergeRuns([run('a.json', a.problems, { model: 'm1' }), run('c.json', a.problems, { model: 'm1' })]);
    expect([one.model, one.models]).toEqual(['m1', undefined]);
    expect(models.warnings).toEqual([
      'the merged files name different models ("m1" in a.json, "m2" in c.json): merged as runs of one model, as given',
    ]);
  });

  it('keeps a value only some files record, and says so; drops a seed the files differ in; counts n again', () => {
    const a = run('a.json', [{ id: 'x', n: 2, c: 1 }], { config: { temperature: 0, seed: 1, n: 2 } });
    const b = run('b.json', [{ id: 'x', n: 3, c: 3 }], { config: { seed: 2, n: 3 } });
    const merged = mergeRuns([a, b]);
    expect(merged.config).toEqual({ temperature: 0, n: 5 });
    expect(merged.warnings).toEqual([
      'config temperature 0 is recorded by a.json but not by b.json: taken to hold for every merged file',
      'the merged files record different values of seed (1, 2), so the merged run records none',
    ]);
  });

  it('adds a problem only some files have, and names the files that lack it', () => {
    const a = run('a.json', [
      { id: 'x', n: 1, c: 1 },
      { id: 'y', n: 1, c: 0 },
    ]);
    const b = run('b.json', [{ id: 'x', n: 1, c: 1 }]);
    const merged = mergeRuns([a, b]);
    expect(counts(merged.problems)).toEqual(['x:2/2', 'y:1/0']);
    expect(merged.warnings).toContain(
      "b.json has no results for 1 problem other merged files have (y): their n counts the other files' samples only",
    );
  });

  it("says tasks and trials when the merged files are an agent's trials, one of them interrupted", () => {
    const trial = (source: string, ids: string[]) =>
      run(
        source,
        ids.map((id) => ({ id, n: 1, c: 1 })),
        { format: 'taubench' },
      );
    const merged = mergeRuns([trial('a.json', ['0', '1']), trial('b.json', ['0'])]);
    expect(merged.warnings).toContain(
      "b.json has no results for 1 task other merged files have (1): their n counts the other files' trials only",
    );
  });

  it('adds timeouts, errors and samples only where every file records them; groups must agree', () => {
    const a = run('a.json', [
      { id: 'x', n: 2, c: 1, timeouts: 1, errors: 0, group: 'g', samples: [{ pass: true }, { pass: false }] },
      { id: 'y', n: 1, c: 0, timeouts: 1 },
    ]);
    const b = run('b.json', [
      { id: 'x', n: 1, c: 0, timeouts: 0, errors: 1, samples: [{ pass: false }] },
      { id: 'y', n: 1, c: 0 },
    ]);
    expect(mergeRuns([a, b]).problems).toEqual([
      {
        id: 'x',
        n: 3,
        c: 1,
        timeouts: 1,
        errors: 1,
        group: 'g',
        samples: [{ pass: true }, { pass: false }, { pass: false }],
      },
      { id: 'y', n: 2, c: 0 },
    ]);
    expect(a.problems[0]!.samples).toHaveLength(2);
    // A later file without the samples or the counts: the merged problem has none of them.
    const bare = run('bare.json', [{ id: 'x', n: 1, c: 1 }]);
    expect(mergeRuns([a, bare]).problems[0]).toEqual({ id: 'x', n: 3, c: 2, group: 'g' });
    const c = run('c.json', [{ id: 'x', n: 1, c: 0, group: 'h' }]);
    expect(() => mergeRuns([a, c])).toThrow('c.json: problem "x" is in group "h", but in group "g" in a.json');
  });

  it('merges a problem of 150,000 samples a side, more than a call takes arguments', () => {
    const many = (source: string, pass: boolean) =>
      run(source, [
        { id: 'x', n: 150_000, c: pass ? 150_000 : 0, samples: Array.from({ length: 150_000 }, () => ({ pass })) },
      ]);
    const [merged] = mergeRuns([many('a.json', true), many('b.json', false)]).problems;
    expect(merged!.samples).toHaveLength(300_000);
    expect(merged!.samples![149_999]!.pass).toBe(true);
    expect(merged!.samples![150_000]!.pass).toBe(false);
  });

  it('returns one run as it is, and refuses no run, a file given twice and ids mixed with positions', () => {
    const a = run('a.json', [{ id: '#0', n: 1, c: 1 }]);
    expect(mergeRuns([a])).toBe(a);
    expect(() => mergeRuns([])).toThrow('no results files to merge');
    expect(() => mergeRuns([a, a])).toThrow('a.json: given twice, so its samples would count twice');
    expect(() => mergeRuns([a, run('p.json', a.problems, { positional: true })])).toThrow(
      'a.json: names its problems by id, but p.json only by position',
    );
    const positional = mergeRuns([
      run('p.json', a.problems, { positional: true }),
      run('q.json', a.problems, { positional: true }),
    ]);
    expect(positional.positional).toBe(true);
    expect(positional.problems).toEqual([{ id: '#0', n: 2, c: 2 }]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/formats/detect.js';
import { parseSweBench, sweBenchName } from '../../src/formats/swebench.js';
import { seriesName } from '../../src/load/history-record.js';
import { loadResults } from '../../src/load/read.js';
import { counts, fixture } from './paths.js';

const swe = (name: string) => fixture('swebench', name);

/**
 * Counts by the report's own lists: one trial per submitted instance; resolved passes, error and failed ids are
 * infrastructure errors; pending instances were not judged.
 */
function expected(path: string): string[] {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[] | undefined>;
  const has = (key: string, id: string) => (report[key] ?? []).includes(id);
  return report
    .submitted_ids!.filter((id) => !has('pending_ids', id))
    .map((id) => {
      const passed = has('resolved_ids', id);
      const error = !passed && (has('error_ids', id) || has('failed_ids', id));
      return `${id}:1/${passed ? 1 : 0} e${error ? 1 : 0}`;
    });
}

describe('SWE-bench run reports', () => {
  it("reads run_evaluation's report: submitted instances, resolved a pass, an error flagged, an empty patch a failure", async () => {
    const path = swe('openai__gpt-4o.verified-run1.json');
    const run = await loadResults(path);
    expect(run.format).toBe('swebench');
    expect(counts(run.problems)).toEqual([
      'astropy__astropy-12907:1/0 e0',
      'astropy__astropy-14182:1/0 e0',
      'django__django-11099:1/1 e0',
      'django__django-11133:1/1 e0',
      'psf__requests-2317:1/0 e0',
      'pytest-dev__pytest-5227:1/0 e0',
      'sympy__sympy-20590:1/0 e1',
    ]);
    expect(counts(run.problems)).toEqual(expected(path));
    // total_instances (8) is the dataset's size: the 7 submitted instances are the run's.
    expect(run.problems).toHaveLength(7);
    // run_evaluation writes the model's / as __ in the file's name.
    expect(run.model).toBe('openai/gpt-4o');
    expect(run.config).toEqual({ schema_version: 2, n: 1 });
    // The name says no dataset: none is recorded, and its history series is the harness alone.
    expect(run.judgement).toEqual({ format: 'swebench' });
    expect(seriesName(run)).toBe('swebench');
    expect(run.warnings).toEqual([]);
  });

  it("reads sb-cli's report: failed instances flagged, pending ones missing, the dataset and split from its name", async () => {
    const path = swe('swe-bench_lite__dev__gpt4o-agent.json');
    const run = await loadResults(path);
    expect(counts(run.problems)).toEqual(expected(path));
    expect(counts(run.problems)).toContain('pydicom__pydicom-1139:1/0 e1');
    expect(run.model).toBeUndefined();
    expect(run.judgement).toEqual({ format: 'swebench', dataset: 'swe-bench_lite:dev' });
    expect(run.warnings).toEqual([
      '1 submitted instance is still pending (the report was fetched before the evaluation finished): sqlfluff__sqlfluff-1733; missing from this run',
    ]);
  });

  it.each([
    ['swe-bench_verified__test__my-run.json', { suite: 'swe-bench_verified:test' }],
    ['SWE-bench_Lite__test__run.1.json', { suite: 'swe-bench_lite:test' }],
    ['openai__gpt-4.1.run_7.json', { model: 'openai/gpt-4.1' }],
    ['gold.validate-gold.json', { model: 'gold' }],
    ['report.json', {}],
  ])('reads the name %s', (name, named) => {
    expect(sweBenchName(`/runs/${name}`)).toEqual(named);
  });

  it('is told from its content; an instance both resolved and errored, and a report without submitted_ids, are refused', async () => {
    expect((await detectFormat(swe('openai__gpt-4o.verified-run1.json'))).format).toBe('swebench');
    expect((await detectFormat(swe('no_submitted.json'))).format).toBe('swebench');
    await expect(loadResults(swe('contradictory.json'))).rejects.toThrow(
      /contradictory\.json: error_ids\[0\]: "django__django-11099" is also in resolved_ids: one instance, two outcomes$/,
    );
    await expect(loadResults(swe('no_submitted.json'))).rejects.toThrow(
      /no_submitted\.json: submitted_ids: is missing: a SWE-bench report names its instances in submitted_ids \(total_instances is the size of the dataset\)$/,
    );
  });

  it('counts a resolved instance that sb-cli also lists as pending as resolved', () => {
    const run = parseSweBench(
      { submitted_ids: ['a', 'b'], resolved_ids: ['a'], pending_ids: ['a'], unresolved_ids: ['b'] },
      'r.json',
    );
    expect(counts(run.problems)).toEqual(['a:1/1 e0', 'b:1/0 e0']);
  });

  it('refuses an instance submitted twice, and warns of a submitted instance no list judged', () => {
    expect(() => parseSweBench({ submitted_ids: ['a', 'a'], resolved_ids: ['a'] }, 'r.json')).toThrow(
      /r\.json: submitted_ids\[1\]: lists "a" twice$/,
    );
    const run = parseSweBench({ submitted_ids: ['a', 'b'], resolved_ids: ['a'] }, 'r.json');
    expect(counts(run.problems)).toEqual(['a:1/1 e0']);
    expect(run.warnings.join('\n')).toMatch(/1 submitted instance is in no list of outcomes \(not judged\): .*b/);
  });
});

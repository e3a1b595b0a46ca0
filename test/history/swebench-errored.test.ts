import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/run-cli.js';
import { tempDir } from '../support/temp.js';

const IDS = ['astropy__astropy-12907', 'astropy__astropy-13033', 'astropy__astropy-13236', 'astropy__astropy-14309'];

/** A SWE-bench run report of the four instances, named as the harness names it (`<model>.<run_id>.json`). */
function report(dir: string, run: string, resolved: string[], errors: string[]): string {
  const unresolved = IDS.filter((id) => !resolved.includes(id) && !errors.includes(id));
  const file = join(dir, `acme__coder.${run}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      total_instances: 2294,
      submitted_ids: IDS,
      resolved_ids: resolved,
      unresolved_ids: unresolved,
      error_ids: errors,
      empty_patch_ids: [],
      schema_version: 2,
    }),
  );
  return file;
}

/** Text as a reader sees it: tags dropped, entities decoded. */
function pageText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');
}

describe("a SWE-bench run whose every instance is in error_ids (a patch that did not apply is the model's failure)", () => {
  it('is named as SWE-bench errors, not as infrastructure errors, on every surface', async () => {
    const dir = tempDir('passk-history-swebench-');
    const store = join(dir, 'store');
    const runs = [
      report(dir, 'run1', IDS.slice(0, 2), []),
      report(dir, 'run2', [], IDS),
      report(dir, 'run3', IDS.slice(0, 1), []),
    ];
    const commits = ['1', '2', '3'].map((digit) => digit.repeat(40));
    for (const [i, file] of runs.entries()) {
      const added = await cli(
        ...['history', 'add', '--store', store, file, '--commit', commits[i]!, '--time', `2026-11-0${i + 1}`],
        ...['--config', 'temperature=0'],
      );
      expect(added).toMatchObject({ code: 0, stderr: '' });
    }

    const list = await cli('history', 'list', '--store', store);
    const lines = list.stdout.split('\n');
    expect(lines[1]).toMatch(/ 4 tasks +pass@1 50\.0%$/);
    expect(lines[2]).toMatch(
      / 4 tasks +pass@1 0\.0% \(every trial errored, SWE-bench error_ids: not taken as a score\)$/,
    );

    const out = join(dir, 'site');
    expect((await cli('history', 'page', '--store', store, '-o', out)).code).toBe(0);
    const text = pageText(readFileSync(join(out, 'index.html'), 'utf8'));
    const long =
      'every trial errored (4 of 4, SWE-bench error_ids: the patch did not apply, the tests timed out or the ' +
      'harness failed): its value is not taken as a score';
    expect(text).toContain(long);
    expect(text).toContain('1 run where every trial errored, SWE-bench error_ids (not taken as a score)');
    expect(text).toContain('every trial errored, SWE-bench error_ids: not taken as a score');
    expect(text).not.toContain('infrastructure errors');
    expect(text).not.toContain('no score');

    const anchored = await cli(
      'history',
      'page',
      '--store',
      store,
      '-o',
      out,
      '--anchor',
      `history:${store}#commit:2222`,
    );
    expect(anchored.code).toBe(2);
    expect(anchored.stderr).toContain(
      'every trial errored in the run of the series "swebench" at commit 2222, SWE-bench error_ids: ' +
        'not taken as a score to compare with; pick another record',
    );
  });
});

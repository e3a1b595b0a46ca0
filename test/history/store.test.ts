import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../schema/passk-gate-history-v1.schema.json' with { type: 'json' };
import { addRun } from '../../src/history/commands.js';
import { recordOf, recordRun, recordJson, seriesName } from '../../src/load/history-record.js';
import { readStore, recordFileName } from '../../src/load/history-store.js';
import { loadResults } from '../../src/load/read.js';
import { run } from '../support/runs.js';
import { tempDir } from '../support/temp.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

/** Every file under a folder with its SHA-256, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}

describe('history store', () => {
  it('adding the same commit and name twice leaves the store byte-identical (hash of every file)', async () => {
    const store = tempDir('passk-history-store-');
    const add = (time: string) =>
      addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: COMMIT, ref: 'refs/heads/main', time });
    expect((await add('2026-11-02T10:00:00Z')).added).toBe(true);
    const before = hashTree(store);
    // A later time does not make it another record: the commit and name do.
    expect((await add('2026-11-03T10:00:00Z')).added).toBe(false);
    expect(hashTree(store)).toEqual(before);
    expect(Object.keys(before)).toEqual(['/records/20261102T100000Z-0123456789ab-passk.json']);
  });

  it('a record read back is the run as read from its file: config, judgement, counts and samples', async () => {
    const file = join(EXAMPLES, 'scored-baseline.json');
    const original = await loadResults(file, { samples: true });
    const record = recordOf(original, { commit: COMMIT, time: '2026-11-02T10:00:00Z', name: 'm' });
    expect(new Ajv({ strict: true, allowUnionTypes: true }).validate(schema, JSON.parse(recordJson(record)))).toBe(
      true,
    );
    const back = recordRun(record, 'r.json', true);
    expect(back.problems).toEqual(original.problems);
    expect(back.config).toEqual(original.config);
    expect(back.configSources).toEqual(original.configSources);
    expect(back.model).toBe(original.model);
    expect(recordRun(record, 'r.json', false).problems[0]!.samples).toBeUndefined();
  });

  it('several files are one record: their trials add up per problem', async () => {
    const store = tempDir('passk-history-merge-');
    const files = [join(EXAMPLES, 'baseline.json')];
    const one = await loadResults(files[0]!);
    const copy = join(store, 'copy.json');
    writeFileSync(copy, readFileSync(files[0]!));
    await addRun({ store, files: [files[0]!, copy], commit: COMMIT, name: 'twice' });
    const [stored] = await readStore(store);
    expect(stored!.record.problems.n[0]).toBe(2 * one.problems[0]!.n);
    expect(stored!.record.problems.c[0]).toBe(2 * one.problems[0]!.c);
    expect(stored!.record.files).toEqual([files[0], copy]);
  });

  it('refuses a record written by a newer version with one line naming the file and saying to update', async () => {
    const store = tempDir('passk-history-newer-');
    mkdirSync(join(store, 'records'));
    const file = join(store, 'records', 'x.json');
    writeFileSync(file, JSON.stringify({ format: 'passk-gate-history/v2', anything: 1 }));
    await expect(readStore(store)).rejects.toThrow(
      `${file}: is a passk-gate-history/v2 record, written by a newer passk-gate than this one (which reads passk-gate-history/v1): update passk-gate to read this store`,
    );
  });

  it('refuses a record whose arrays disagree, or whose c is more than n', async () => {
    const store = tempDir('passk-history-bad-');
    mkdirSync(join(store, 'records'));
    const record = recordOf(run('a', [{ id: 'p', n: 2, c: 1 }]), {
      commit: COMMIT,
      time: '2026-11-02T10:00:00Z',
      name: 'm',
    });
    const file = join(store, 'records', recordFileName(record));
    writeFileSync(file, JSON.stringify({ ...record, problems: { ...record.problems, c: [1, 1] } }));
    await expect(readStore(store)).rejects.toThrow(`${file}: problems.c: has 2 items, but there are 1 problems`);
    writeFileSync(file, JSON.stringify({ ...record, problems: { ...record.problems, c: [3] } }));
    await expect(readStore(store)).rejects.toThrow('problems.c[0]: c = 3 is more than n = 2');
  });

  it('reads the records oldest first, whatever their file names', async () => {
    const store = tempDir('passk-history-order-');
    await addRun({
      store,
      files: [join(EXAMPLES, 'candidate.json')],
      commit: 'b'.repeat(40),
      time: '2026-11-03T00:00:00Z',
    });
    await addRun({
      store,
      files: [join(EXAMPLES, 'baseline.json')],
      commit: 'a'.repeat(40),
      time: '2026-11-01T00:00:00+05:00',
    });
    const records = await readStore(store);
    expect(records.map((r) => r.record.time)).toEqual(['2026-10-31T19:00:00Z', '2026-11-03T00:00:00Z']);
  });
});

describe('seriesName', () => {
  it('names a series by what its passes are judged on, never by the model or the file', () => {
    expect(seriesName({ format: 'humaneval', judgement: { format: 'humaneval' } })).toBe('humaneval');
    expect(
      seriesName({
        format: 'bigcodebench',
        judgement: { format: 'bigcodebench', dataset: 'bigcodebench-hard-instruct' },
      }),
    ).toBe('bigcodebench bigcodebench-hard-instruct');
    expect(seriesName({ format: 'evalplus', judgement: { format: 'evalplus', criterion: 'plus', dataset: '' } })).toBe(
      'evalplus plus',
    );
    // A canonical file that records no judgement: its format.
    expect(seriesName({ format: 'passk' })).toBe('passk');
  });
});

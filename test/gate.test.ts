import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readGateConfig } from '../src/config/file.js';
import { runGate, describeFailure, EXIT_BUG, EXIT_USAGE } from '../src/gate.js';
import * as read from '../src/load/read.js';
import { writeCaseFiles, writeGateConfig, type CaseName } from './support/report-cases.js';
import { tempDir } from './support/temp.js';
import { InputError } from '../src/common/errors.js';

let dir: string;

const writeCase = (name: CaseName, prefix: string, candidateConfig?: object) =>
  writeCaseFiles(dir, name, prefix, candidateConfig);
const writeConfig = (name: string, config: object) => writeGateConfig(dir, name, config);

beforeAll(() => {
  dir = tempDir('passk-gate-cli-');
});

describe('runGate', () => {
  it('reads a file that several checks share once, and tests checks of the same files jointly', async () => {
    const fine = writeCase('regression', 'common');
    const other = writeCase('improvement', 'other');
    const path = writeConfig('shared.yml', {
      resamples: 2000,
      checks: [
        { name: 'pass@1', ...fine },
        { name: 'pass@10', ...fine, k: 10 },
        { name: 'pass^2', ...fine, metric: 'pass^k', k: 2 },
        { name: 'other', ...other },
      ],
    });
    const spy = vi.spyOn(read, 'loadResults');
    try {
      const { reads, report } = await runGate(await readGateConfig(path));
      expect(reads.map((r) => r.run.source).sort()).toEqual(
        // Outside the working directory, a file is named by its file name.
        [fine.baseline, fine.candidate, other.baseline, other.candidate].sort(),
      );
      expect(spy).toHaveBeenCalledTimes(4);
      // pass@10 moved on at most 24 problems: its p-value is exact, and it is left to Bonferroni's share.
      expect(report.checks[1]!.delta!.p_exact).toBe(true);
      expect(report.multiplicity.joint).toEqual([['pass@1', 'pass^2']]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('describeFailure', () => {
  it('tells bad input (exit 2, its own message) from a bug (exit 70, said to be one)', () => {
    expect(describeFailure(new InputError('a.json: problems[3].c: c = 4 is more than n = 3'), '9.9.9')).toEqual({
      status: EXIT_USAGE,
      message: 'a.json: problems[3].c: c = 4 is more than n = 3',
    });
    const bug = describeFailure(new RangeError('Invalid array length\n    at f (/x/dist/cli.js:10:5)'), '9.9.9');
    expect(bug.status).toBe(EXIT_BUG);
    expect(bug.status).toBe(70);
    expect(bug.message).toMatch(
      /^internal error: this is a bug in passk-gate 9\.9\.9, .*\(RangeError: Invalid array length/,
    );
    expect(bug.message).not.toMatch(/\n/);
    expect(describeFailure('thrown text', '9.9.9').message).toMatch(/\(thrown text\)\. Please report it/);
  });
});

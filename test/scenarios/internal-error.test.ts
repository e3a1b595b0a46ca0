/**
 * A bug (an error that is not bad input) in the middle of the pipeline: the CLI exits 70 and the action fails
 * the step, both saying it is a bug and what to report. The comparison is made to throw a TypeError here;
 * test/library.test.ts meets a real one through the library.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const GATE = '../../src/compare/gate.js';

/**
 * The CLI and the action loaded afresh over a comparison that throws. The fast tests share one module cache per
 * worker, so the mock is made for these imports alone and undone after them.
 */
async function entryPointsOverABug() {
  vi.resetModules();
  vi.doMock(GATE, () => ({
    compareChecks: () => {
      throw new TypeError("Cannot read properties of undefined (reading 'n')");
    },
  }));
  const [{ runCli }, { run }] = await Promise.all([import('../../src/cli.js'), import('../../src/action.js')]);
  return { runCli, run };
}

const { runCli, run } = await entryPointsOverABug();

afterAll(() => {
  vi.doUnmock(GATE);
  vi.resetModules();
});

const EXAMPLES = ['--baseline', 'examples/baseline.json', '--candidate', 'examples/candidate.json'];
const BUG =
  /^internal error: this is a bug in passk-gate 9\.9\.9, not a problem with your input \(TypeError: Cannot read properties of undefined \(reading 'n'\) at [\w.-]+:\d+:\d+\)\. Please report it to the passk-gate issue tracker with this message, the command or workflow step that ran it and, if you can, the two results files\.$/;

describe('a bug in the CLI', () => {
  it('exits 70 with one line that says it is a bug and what to report', async () => {
    let stderr = '';
    const code = await runCli(['compare', ...EXAMPLES], { stdout: () => {}, stderr: (t) => (stderr += t) }, '9.9.9');
    expect(code).toBe(70);
    expect(stderr.endsWith('\n')).toBe(true);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr.trimEnd().replace(/^passk-gate: /, '')).toMatch(BUG);
  });

  it('still exits 2 on bad input', async () => {
    let stderr = '';
    const code = await runCli(['compare', '--k', 'x'], { stdout: () => {}, stderr: (t) => (stderr += t) }, '9.9.9');
    expect(code).toBe(2);
    expect(stderr).toBe('passk-gate: error: compare needs both --baseline FILE and --candidate FILE\n');
  });
});

describe('a bug in the action', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.INPUT_BASELINE = 'examples/baseline.json';
    process.env.INPUT_CANDIDATE = 'examples/candidate.json';
    process.env.INPUT_COMMENT = 'never';
    process.env.INPUT_SUMMARY = 'false';
    process.env.RUNNER_TEMP = process.env.TMPDIR ?? '/tmp';
  });
  afterEach(() => {
    process.env = { ...saved };
    process.exitCode = 0;
    vi.restoreAllMocks();
  });

  it('fails the step with the same message, and exits 70', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    await run('9.9.9', 'dist/index.js');
    const errors = lines
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('::error '));
    expect(errors).toHaveLength(1);
    const prefix = '::error title=passk-gate%3A could not run::';
    expect(errors[0]!.slice(0, prefix.length)).toBe(prefix);
    const message = errors[0]!.slice(prefix.length).replace(/%(0D|0A|25)/g, (code) => decodeURIComponent(code));
    expect(message.replace(/^passk-gate: /, '')).toMatch(BUG);
    expect(process.exitCode).toBe(70);
  });
});

import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGateConfig } from '../../src/config/file.js';
import type { RawOptions } from '../../src/config/options.js';
import { loadResults } from '../../src/load/read.js';
import { annotationsFor, errorPlace } from '../../src/publish/annotations.js';
import { COMMENT_LIMITS, COMMENT_MAX_CHARS, commentText, summaryText } from '../../src/publish/body.js';
import { BodyTooLongError, commentMarker } from '../../src/publish/comment.js';
import { describeCommentFailure } from '../../src/publish/github-comments.js';
import { GitHubApiError } from '../../src/publish/retry.js';
import { docsUrl, pullRequestNumber, runInfo, workspaceDocsUrl, type RunContext } from '../../src/publish/event.js';
import { gateOutputs } from '../../src/publish/outputs.js';
import type { ProblemCounts } from '../../src/common/types.js';
import { CONFIG, baselineCounts, droppedCounts, noisyCounts } from './fixtures.js';
import { familyCase } from '../support/family-cases.js';
import { comparison, options as parseGateOptions, run } from '../support/runs.js';

function compare(candidate: ProblemCounts[], raw: RawOptions = {}, candidateConfig = CONFIG) {
  return comparison(
    run('base.json', baselineCounts(), { config: CONFIG, model: 'acme/base.json' }),
    run('cand.json', candidate, { config: candidateConfig, model: 'acme/cand.json' }),
    parseGateOptions({ resamples: '2000', ...raw }),
  );
}

const meanPass = (problems: ProblemCounts[]) => problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;

describe('gateOutputs', () => {
  it('gives the metric values in metric units, rounded to 6 decimals', () => {
    const report = compare(droppedCounts(1));
    const outputs = gateOutputs(report);
    const base = meanPass(baselineCounts());
    const cand = meanPass(droppedCounts(1));
    expect(outputs.verdict).toBe('regression');
    expect(Number(outputs.baseline)).toBeCloseTo(base, 6);
    expect(Number(outputs.candidate)).toBeCloseTo(cand, 6);
    expect(Number(outputs.delta)).toBeCloseTo(cand - base, 6);
    expect(Number(outputs['ci-low'])).toBeLessThan(Number(outputs.delta));
    expect(Number(outputs['ci-high'])).toBeGreaterThan(Number(outputs.delta));
    expect(Number(outputs['ci-high'])).toBeLessThan(0);
    for (const name of ['p-value', 'mde']) expect(outputs[name]).toMatch(/^0\.\d{1,6}$|^0$/);
  });

  it('leaves the numbers empty for a refused comparison', () => {
    const outputs = gateOutputs(compare(baselineCounts(), {}, { ...CONFIG, temperature: 0.2 }));
    expect(outputs).toEqual({
      verdict: 'refused',
      baseline: '',
      candidate: '',
      delta: '',
      'ci-low': '',
      'ci-high': '',
      'p-value': '',
      mde: '',
      checks: JSON.stringify([{ name: 'pass@1', verdict: 'refused', delta: null, 'ci-low': null, 'ci-high': null }]),
    });
  });
});

describe('annotationsFor', () => {
  it('fails a regression with one line naming the gate, the drop and the rule', () => {
    const dropped = (meanPass(droppedCounts(1)) - meanPass(baselineCounts())) * 100;
    const { failure, warnings } = annotationsFor(compare(droppedCounts(1)), 'humaneval');
    expect(failure!.title).toBe('passk-gate (humaneval)');
    // The drop is said once, in line one; the parenthesis holds only the numbers behind it.
    const expected =
      `^Blocks merge: pass@1 fell ${(-dropped).toFixed(1)} points ` +
      '\\([\\d.]+% -> [\\d.]+%, 95% interval -[\\d.]+ to -[\\d.]+, limit 0\\.0\\)$';
    expect(failure!.message).toMatch(new RegExp(expected));
    expect(warnings).toEqual([]);
  });

  it('warns on an inconclusive result without failing, and says why in one line', () => {
    const { failure, warnings } = annotationsFor(compare(noisyCounts(), { margin: '0.01' }), undefined);
    expect(failure).toBeUndefined();
    expect(warnings.map((w) => w.title)).toEqual(['passk-gate: inconclusive']);
    expect(warnings[0]!.message).toMatch(
      /^Can merge: inconclusive, pass@1 -?[\d.]+ points; the interval reaches below the 1\.0-point limit, so the suite cannot show the candidate is at most that much worse$/,
    );
  });

  it('says why a drop that few problems show is inconclusive, not a regression', () => {
    // 5 of 60 problems lose one sample each, nothing else moves: the interval is below 0, but the exact sign
    // test's p is 2/2^5 = 0.0625.
    const sparse = baselineCounts().map((p, i) => ({ ...p, c: i < 10 && p.c > 0 && i % 2 === 1 ? p.c - 1 : p.c }));
    const report = compare(sparse);
    expect(report.checks[0]!.delta!.ci[1]).toBeLessThan(0);
    expect(report.verdict).toBe('inconclusive');
    const { failure, warnings } = annotationsFor(report, undefined);
    expect(failure).toBeUndefined();
    expect(warnings[0]!.message).toMatch(
      /; only 5 problems changed, all 5 worse: too few to tell from run-to-run noise \(exact sign test p = 0\.0625\)$/,
    );
  });

  it('fails an inconclusive result under fail-on inconclusive', () => {
    const { failure, warnings } = annotationsFor(compare(noisyCounts(), { 'fail-on': 'inconclusive' }), undefined);
    expect(failure!.message).toMatch(/^Blocks merge: inconclusive, pass@1 .*interval .* limit 0\.0; the interval/);
    expect(warnings.map((w) => w.title)).not.toContain('passk-gate: inconclusive');
  });

  it('fails a refused comparison with one short line naming the keys, pointing to the fix where one is written', () => {
    const report = compare(baselineCounts(), {}, { ...CONFIG, temperature: 0.2, n: 20 });
    expect(annotationsFor(report, undefined, 'the job summary').failure).toEqual({
      title: 'passk-gate',
      message: 'Blocks merge: not compared, temperature and n differ (the job summary says how to fix it)',
    });
    // With no job summary written (summary: false), there is nowhere to point to.
    expect(annotationsFor(report, undefined).failure).toEqual({
      title: 'passk-gate',
      message: 'Blocks merge: not compared, temperature and n differ',
    });
  });

  it('fails a gate with a refused check the same way', () => {
    const report = familyCase(['no-regression', 'refused-config']);
    const line = 'Blocks merge: BigCodeBench: not compared, temperature differs (baseline 0.8, candidate 0.2)';
    expect(annotationsFor(report, 'evals', 'the job summary').failure).toEqual({
      title: 'passk-gate (evals)',
      message: `${line} (the job summary says how to fix it)`,
    });
    expect(annotationsFor(report, 'evals').failure).toEqual({ title: 'passk-gate (evals)', message: line });
  });

  it('passes quietly on an improvement', () => {
    expect(
      annotationsFor(
        comparison(
          run('b', droppedCounts(1), { config: CONFIG, model: 'acme/b' }),
          run('c', baselineCounts(), { config: CONFIG, model: 'acme/c' }),
          parseGateOptions({ resamples: '2000' }),
        ),
        'x',
      ),
    ).toEqual({ warnings: [] });
  });
});

describe('errorPlace: the file and line a could-not-run annotation points at', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'passk-gate-place-'));
  mkdirSync(join(workspace, 'evals'));
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));
  const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  /** The message of the error `act` throws, as the action would annotate it. */
  async function messageOf(act: () => unknown): Promise<string> {
    try {
      await act();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('no error thrown');
  }
  function write(name: string, text: string): string {
    writeFileSync(join(workspace, name), text);
    return name;
  }

  it('names the config file and the line of an unknown key, relative to the repository', async () => {
    const text = 'checks:\n  - name: a\n    baseline: x.json\n    candidate: y.json\n    kk: 3\n';
    const message = await messageOf(() => parseGateConfig(text, 'passk-gate.yml'));
    write('passk-gate.yml', text);
    expect(errorPlace(message, workspace, workspace, isFile)).toEqual({ file: 'passk-gate.yml', startLine: 5 });
    // The action may run in a subfolder of the checkout.
    expect(errorPlace(message, workspace, join(workspace, '..'), isFile)?.file).toMatch(
      /^passk-gate-place-\w+\/passk-gate\.yml$/,
    );
  });

  it('names the line a reader reports, in either of its forms', async () => {
    const jsonl = write('evals/base.jsonl', '{"task_id": "a", "passed": true}\n{"task_id": 3}\n');
    const broken = write(
      'evals/broken.json',
      '{"format": "passk-results/v1",\n"config": {},\n"problems": [{"id": "a" "n": 1}]}\n',
    );
    const inconsistent = write(
      'evals/bad.json',
      '{"format": "passk-results/v1", "config": {}, "problems": [{"id": "a", "n": 1, "c": 3}]}\n',
    );
    const place = async (name: string) =>
      errorPlace(await messageOf(() => loadResults(join(workspace, name))), workspace, workspace, isFile);
    expect(await place(jsonl)).toEqual({ file: 'evals/base.jsonl', startLine: 2 });
    expect(await place(broken)).toEqual({ file: 'evals/broken.json', startLine: 3 });
    expect(await place(inconsistent)).toEqual({ file: 'evals/bad.json' });
  });

  it('points nowhere for a file outside the repository, a missing file or text that is no file', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'passk-gate-outside-'));
    try {
      writeFileSync(join(outside, 'base.json'), '{}');
      const message = await messageOf(() => loadResults(join(outside, 'base.json')));
      expect(message.startsWith(join(outside, 'base.json'))).toBe(true);
      expect(errorPlace(message, workspace, workspace, isFile)).toBeUndefined();
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
    const missing = await messageOf(() => loadResults(join(workspace, 'nope.json')));
    expect(errorPlace(missing, workspace, workspace, isFile)).toBeUndefined();
    expect(errorPlace('input k: expected a number, got "two"', workspace, workspace, isFile)).toBeUndefined();
    expect(errorPlace('evals: is a folder', workspace, workspace, isFile)).toBeUndefined();
  });
});

describe('commentText', () => {
  const marker = commentMarker('humaneval');
  const links = {
    url: 'https://github.example/o/r/actions/runs/9',
    commit: 'a'.repeat(40),
    baseCommit: 'b'.repeat(40),
    repoUrl: 'https://github.example/o/r',
    docsUrl: 'https://github.example/org/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides',
  };

  it('keeps the whole report when it fits, with a footer linking to the run', () => {
    const text = commentText(compare(droppedCounts(1)), 'humaneval', marker, links);
    expect(text.split('\n')[0]).toMatch(/^### ❌ Blocks merge: pass@1 fell \d+\.\d points$/);
    expect(text.split('\n')[2]).toMatch(
      /^`humaneval` · candidate `acme\/cand.json` vs baseline `acme\/base.json` · \d+ problems$/,
    );
    expect(text.match(/<details>/g)).toHaveLength(4);
    expect(text).toContain('<summary>Runs and decoding config: 4 settings checked, all equal</summary>');
    expect(text).toMatch(/```mermaid\n(%%.*%%\n)?xychart-beta\n/);
    expect(text).toContain(
      '[How the gate decides](https://github.example/org/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides)',
    );
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      `<sub>passk-gate · base [\`bbbbbbb\`](https://github.example/o/r/commit/${'b'.repeat(40)}) → ` +
        `head [\`aaaaaaa\`](https://github.example/o/r/commit/${'a'.repeat(40)}) · ` +
        '[workflow run](https://github.example/o/r/actions/runs/9) · ' +
        '[how the gate decides](https://github.example/org/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides)</sub>',
    );
    expect(text).not.toContain('left out');
  });

  it("drops details to stay under GitHub's limit and says where the full report is", () => {
    const config = {
      ...CONFIG,
      ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`extra_setting_${i}`, `value ${i}`])),
    };
    const report = comparison(
      run('b', baselineCounts(), { config: config, model: 'acme/b' }),
      run('c', droppedCounts(1), { config: config, model: 'acme/c' }),
      parseGateOptions({ resamples: '2000' }),
    );
    expect(summaryText(report, undefined).length).toBeGreaterThan(COMMENT_MAX_CHARS);
    const text = commentText(report, 'humaneval', marker, links);
    expect(marker.length + 1 + text.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(text).toContain("left out to fit GitHub's size limit for comments");
    expect(text).toContain('Blocks merge');
    expect(text).toContain('[workflow run]');
    expect(text).not.toContain('extra_setting_2999');
  });

  it('fits each of the smaller limits tried after GitHub refuses a body, keeping the headline and the link', () => {
    const config = {
      ...CONFIG,
      ...Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`extra_setting_${i}`, `value ${i}`])),
    };
    const report = comparison(
      run('b', baselineCounts(), { config: config, model: 'acme/b' }),
      run('c', droppedCounts(1), { config: config, model: 'acme/c' }),
      parseGateOptions({ resamples: '2000' }),
    );
    expect(COMMENT_LIMITS[0]).toBe(COMMENT_MAX_CHARS);
    for (const limit of COMMENT_LIMITS) {
      const text = commentText(report, 'humaneval', marker, links, limit);
      expect(marker.length + 1 + text.length).toBeLessThanOrEqual(limit);
      expect(text).toMatch(/^### ❌ Blocks merge: pass@1 fell/);
      expect(text).toContain('[workflow run]');
    }
  });
});

describe('describeCommentFailure', () => {
  const pr = { owner: 'octo', repo: 'evals', issueNumber: 12 };
  const oneLine = (text: string) => expect(text).not.toMatch(/[\r\n]/);

  it('explains a token that may not write, with the fork pattern', () => {
    const text = describeCommentFailure(
      new GitHubApiError('HTTP 403: Resource not accessible by integration', 403, false),
      pr,
    );
    expect(text).toMatch(
      /^could not comment on pull request #12: the token may not write to it \(HTTP 403: Resource not accessible by integration\)\. /,
    );
    expect(text).toMatch(
      /read-only GITHUB_TOKEN.*workflow_run.*pr-number.*pull-requests: write.*still passes or fails on the verdict\.$/,
    );
    oneLine(text);
  });

  it('names the repository and pr-number when the pull request is not found', () => {
    const text = describeCommentFailure(new GitHubApiError('HTTP 404: Not Found', 404, false), pr);
    expect(text).toBe(
      'could not comment on pull request #12: octo/evals has no pull request #12 that this token can see (HTTP 404: Not Found); ' +
        'check pr-number, and that the token has "pull-requests: write". The check still passes or fails on the verdict.',
    );
  });

  it('tells a rate limit, a refused size and a server that kept failing apart', () => {
    const limited = new GitHubApiError(
      'HTTP 403: You have exceeded a secondary rate limit; GitHub asks to wait 600 s, longer than the 60 s this action waits',
      403,
      true,
    );
    expect(describeCommentFailure(limited, pr)).toMatch(
      /^could not comment on pull request #12: the API rate limit was hit \(HTTP 403: .*600 s.*\)\. The check still/,
    );
    const tooLong = new BodyTooLongError(
      'HTTP 422: Validation Failed: body is too long (maximum is 65536 characters) (even cut to 16384 characters)',
    );
    expect(describeCommentFailure(tooLong, pr)).toMatch(
      /refused the comment as too long \(HTTP 422: .*\(even cut to 16384 characters\)\); the job summary has the report\./,
    );
    const down = new GitHubApiError('HTTP 502: Bad Gateway; gave up after 4 attempts', 502, false);
    expect(describeCommentFailure(down, pr)).toBe(
      'could not comment on pull request #12: HTTP 502: Bad Gateway; gave up after 4 attempts. The check still passes or fails on the verdict.',
    );
    oneLine(describeCommentFailure(new Error('first line\nsecond line'), pr));
  });
});

describe('run context', () => {
  const context = (eventName: string, payload: RunContext['payload']): RunContext => ({
    eventName,
    payload,
    sha: 'f'.repeat(40),
    serverUrl: 'https://ghe.example/',
    repo: { owner: 'o', repo: 'r' },
    runId: 77,
  });

  it('comments on the pull request of pull_request events, or on pr-number', () => {
    expect(pullRequestNumber(context('pull_request', { pull_request: { number: 5 } }), undefined)).toBe(5);
    expect(pullRequestNumber(context('pull_request_target', { pull_request: { number: 6 } }), undefined)).toBe(6);
    expect(pullRequestNumber(context('push', {}), undefined)).toBeUndefined();
    expect(pullRequestNumber(context('workflow_run', { workflow_run: { head_sha: 'x' } }), 12)).toBe(12);
  });

  it('links the run on the server it ran on and names the pull request head', () => {
    const pr = { number: 5, head: { sha: 'abc1234def' }, base: { sha: '9876543fed' } };
    expect(runInfo(context('pull_request', { pull_request: pr }))).toEqual({
      url: 'https://ghe.example/o/r/actions/runs/77',
      commit: 'abc1234def',
      baseCommit: '9876543fed',
      repoUrl: 'https://ghe.example/o/r',
    });
    expect(runInfo(context('workflow_run', { workflow_run: { head_sha: '1234567' } })).commit).toBe('1234567');
    // A workflow_run lists its pull request (with the base) unless it came from a fork.
    const sameRepo = { head_sha: '1234567', pull_requests: [{ number: 5, base: { sha: '7654321' } }] };
    expect(runInfo(context('workflow_run', { workflow_run: sameRepo })).baseCommit).toBe('7654321');
    const fork = { head_sha: '1234567', pull_requests: [] };
    expect(runInfo(context('workflow_run', { workflow_run: fork })).baseCommit).toBeUndefined();
    expect(runInfo(context('push', {})).commit).toBe('f'.repeat(40));
  });
});

describe('the docs link of "How the gate decides"', () => {
  const server = 'https://github.com';

  it("points to the action's repository at its ref when the runner put it under _actions", () => {
    const file = '/home/runner/work/_actions/acme/passk-gate/v1/dist/index.js';
    expect(docsUrl(server, 'acme/passk-gate', 'v1', file)).toBe(
      'https://github.com/acme/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides',
    );
    // Left over from an earlier step's action: the files are not where that repository would be.
    expect(docsUrl(server, 'other/action', 'v2', file)).toBeUndefined();
    expect(docsUrl(server, 'acme/passk-gate', 'v1; rm -rf', file)).toBeUndefined();
  });

  it("points to the workflow's repository at its commit when the action is run from the workspace", () => {
    const sha = 'a'.repeat(40);
    const workspace = '/home/runner/work/repo/repo';
    expect(workspaceDocsUrl(server, 'acme/models', sha, workspace, `${workspace}/dist/index.js`)).toBe(
      `https://github.com/acme/models/blob/${sha}/docs/statistics.md#how-the-gate-decides`,
    );
    expect(
      workspaceDocsUrl(server, 'acme/models', sha, `${workspace}/`, `${workspace}/tools/passk-gate/dist/index.js`),
    ).toBe(`https://github.com/acme/models/blob/${sha}/tools/passk-gate/docs/statistics.md#how-the-gate-decides`);
    expect(workspaceDocsUrl(server, 'acme/models', sha, workspace, '/elsewhere/dist/index.js')).toBeUndefined();
    expect(workspaceDocsUrl(server, 'acme/models', sha, workspace, `${workspace}/index.js`)).toBeUndefined();
    expect(workspaceDocsUrl(server, 'acme/models', 'main', workspace, `${workspace}/dist/index.js`)).toBeUndefined();
    expect(workspaceDocsUrl(server, 'acme/models', sha, undefined, `${workspace}/dist/index.js`)).toBeUndefined();
  });
});

/** The bundled action, black-box: the scenarios beyond the first run (see action.test.ts). */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, ROOT, annotations, meanPass, useActionHarness } from '../support/action-runner.js';
import { ACTIONS_BOT } from '../support/github-server.js';
import { commentMarker } from '../../src/publish/comment.js';
import { markdownText } from '../../src/render/escape.js';

describe('the bundled action', () => {
  const h = useActionHarness();

  describe("whose comment is the gate's", () => {
    const marker = commentMarker('humaneval');
    /** Comments planted before the gate's first run, as `[login, body]`. */
    const plant = (...comments: [string, string][]) =>
      comments.map(([login, body]) =>
        h.server.addComment(h.owner, h.repo, h.payload.number, `${marker}\n${body}`, login),
      );
    /** Requests that wrote to one of these comments. */
    const writesTo = (ids: number[]) =>
      h.server.requests.filter(
        (r) => r.method !== 'GET' && ids.some((id) => r.path.endsWith(`/issues/comments/${id}`)),
      );

    it("never edits or deletes a person's older comment that starts with the marker, and keeps one of its own", async () => {
      const planted = plant(['mallory', 'passk-gate: no regression, merge away']);
      const first = await h.run({ ...EXAMPLES, name: 'humaneval' });
      const second = await h.run({ baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline, name: 'humaneval' });
      expect([first.status, second.status]).toEqual([0, 1]);
      const [theirs, ...own] = h.comments();
      expect(theirs).toEqual(planted[0]);
      expect(own).toHaveLength(1);
      expect(own[0]!.user.login).toBe(ACTIONS_BOT);
      // The marker names the event's head commit and the pull request's last change, which it reports.
      const stamped = `<!-- passk-gate comment: humaneval head=${h.payload.pull_request.head.sha} updated=2019-05-15T15:20:33Z -->`;
      expect(own[0]!.body.startsWith(`${stamped}\n### ❌ Blocks merge`)).toBe(true);
      expect([first.outputs['comment-url'], second.outputs['comment-url']]).toEqual([
        own[0]!.html_url,
        own[0]!.html_url,
      ]);
      expect(writesTo(planted.map((c) => c.id))).toEqual([]);
      expect(h.server.violations).toEqual([]);
    });

    it("does the same with a person's token (PAT), leaving the workflow bot's marked comment alone too", async () => {
      const pat = 'ghp_release-manager-token';
      h.server.identify(pat, 'release-manager');
      const planted = plant(['mallory', 'planted'], [ACTIONS_BOT, 'written earlier with GITHUB_TOKEN']);
      for (const swap of [false, true]) {
        const files = swap ? { baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline } : EXAMPLES;
        const run = await h.run({ ...files, name: 'humaneval', 'github-token': pat });
        expect(run.status).toBe(swap ? 1 : 0);
        expect(run.stdout.replace(`::add-mask::${pat}`, '')).not.toContain(pat);
      }
      const comments = h.comments();
      expect(comments.slice(0, 2)).toEqual(planted);
      expect(comments.slice(2).map((c) => c.user.login)).toEqual(['release-manager']);
      expect(comments[2]!.body).toContain('❌ regression');
      expect(writesTo(planted.map((c) => c.id))).toEqual([]);
      expect(h.server.requests.every((r) => r.authorization === `token ${pat}`)).toBe(true);
    });

    it('refuses a comment-author that GitHub contradicts, touching nothing', async () => {
      const planted = plant(['mallory', 'planted']);
      const run = await h.run({ ...EXAMPLES, name: 'humaneval', 'comment-author': 'mallory' });
      expect(run.status).toBe(0);
      const warnings = annotations(run, 'warning').filter((w) => w.includes('no PR comment'));
      expect(warnings).toEqual([
        `::warning title=passk-gate (humaneval): no PR comment::the comment on pull request #${h.payload.number} cannot be kept ` +
          'up to date: comment-author is "mallory", but GitHub says the token is "github-actions[bot]"; leave ' +
          "comment-author empty, or name the token's own account. The check still passes or fails on the verdict.",
      ]);
      expect(h.comments()).toEqual(planted);
      expect(h.server.requests.map((r) => r.operationId)).toEqual(['graphql']);
    });

    it('takes comment-author when GitHub cannot say who the token is', async () => {
      h.server.fail('graphql', { status: 404, body: { message: 'Not Found' } });
      const planted = plant(['mallory', 'planted']);
      const run = await h.run({ ...EXAMPLES, name: 'humaneval', 'comment-author': ACTIONS_BOT });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(
        'GitHub did not say which account the token is (HTTP 404: Not Found); taking comment-author, ' +
          'github-actions[bot], and touching no older comment until a new one shows that account as its writer.',
      );
      expect(h.comments().map((c) => c.user.login)).toEqual(['mallory', ACTIONS_BOT]);
      expect(h.comments()[0]).toEqual(planted[0]);
    });

    it("edits nobody's comment when GitHub cannot say who the token is and comment-author names another account", async () => {
      h.server.fail('graphql', { status: 502, body: { message: 'Bad Gateway' } }, 10);
      const planted = plant(['mallory', 'planted']);
      const run = await h.run(
        { ...EXAMPLES, name: 'humaneval', 'comment-author': 'mallory' },
        { env: { PASSK_GATE_API_BACKOFF: '0.001' } },
      );
      expect(run.status).toBe(0);
      expect(writesTo(planted.map((c) => c.id))).toEqual([]);
      expect(h.comments()[0]).toEqual(planted[0]);
      expect(
        h
          .comments()
          .slice(1)
          .map((c) => c.user.login),
      ).toEqual([ACTIONS_BOT]);
      // The comment GitHub filed under the token's own account is the one kept up to date and linked.
      expect(run.outputs['comment-url']).toBe(h.comments()[1]!.html_url);
      const warnings = annotations(run, 'warning').filter((w) => w.includes('comment-author'));
      expect(warnings).toEqual([
        `::warning title=passk-gate (humaneval): comment-author not the token's account::input comment-author is ` +
          `"mallory", but GitHub filed the comment on pull request #${h.payload.number} under "${ACTIONS_BOT}", the ` +
          `token's account: the gate keeps that account's comment up to date: write ${ACTIONS_BOT}`,
      ]);
    });

    it('warns, and comments nothing, when GitHub cannot say who the token is and no comment-author is given', async () => {
      h.server.fail('graphql', { status: 404, body: { message: 'Not Found' } });
      const run = await h.run({ ...EXAMPLES, name: 'humaneval' });
      expect(run.status).toBe(0);
      expect(annotations(run, 'warning').some((w) => w.includes('could not comment') && w.includes('HTTP 404'))).toBe(
        true,
      );
      expect(h.comments()).toEqual([]);
    });
  });

  it('updates that comment in place on the next run, and fails the check on a regression', async () => {
    await h.run({ ...EXAMPLES, name: 'humaneval' });
    const [first] = h.comments();
    const run = await h.run({ baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline, name: 'humaneval' });
    expect(run.status).toBe(1);
    expect(h.comments()).toHaveLength(1);
    expect(h.comments()[0]!.id).toBe(first!.id);
    expect(h.comments()[0]!.body).toMatch(/### ❌ Blocks merge: pass@1 fell 2\.9 points\n\n`humaneval` · /);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.outputs['comment-url']).toBe(first!.html_url);
    const errors = annotations(run, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^::error title=passk-gate \(humaneval\)::Blocks merge: pass@1 fell 2\.9 points \([\d.]+% -> [\d.]+%, 95% interval -[\d.]+ to -[\d.]+, limit 0\.0\)$/,
    );
    expect(h.server.violations).toEqual([]);
  });

  it('keeps a second comment for a gate with another name', async () => {
    await h.run({ ...EXAMPLES, name: 'humaneval' });
    await h.run({ ...EXAMPLES, name: 'mbpp' });
    expect(h.comments()).toHaveLength(2);
    const [humaneval, mbpp] = h.comments();
    await h.run({ ...EXAMPLES, name: 'humaneval', seed: '3' });
    await h.run({ ...EXAMPLES, name: 'mbpp', seed: '3' });
    expect(h.comments().map((c) => c.id)).toEqual([humaneval!.id, mbpp!.id]);
    expect(h.comments()[0]!.body).toContain('`humaneval` · candidate');
    expect(h.comments()[1]!.body).toContain('`mbpp` · candidate');
    expect(h.server.violations).toEqual([]);
  });

  it('settles two concurrent runs on one comment', async () => {
    h.server.barrier('issues/list-comments', 2); // both find no comment, so both create one
    h.server.barrier('issues/list-comments', 2); // both see both comments when they look again
    const runs = await Promise.all([h.run({ ...EXAMPLES, name: 'race' }), h.run({ ...EXAMPLES, name: 'race' })]);
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    expect(h.server.requests.filter((r) => r.operationId === 'issues/create-comment')).toHaveLength(2);
    expect(h.server.requests.filter((r) => r.operationId === 'issues/delete-comment')).toHaveLength(2);
    expect(h.comments()).toHaveLength(1);
    expect(runs.map((r) => r.outputs['comment-url'])).toEqual([h.comments()[0]!.html_url, h.comments()[0]!.html_url]);
    expect(h.server.violations).toEqual([]);
  });

  it('exits by the verdict: fail-on never passes a regression', async () => {
    const run = await h.run({
      baseline: EXAMPLES.candidate,
      candidate: EXAMPLES.baseline,
      'fail-on': 'never',
      comment: 'never',
    });
    expect(run.status).toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    expect(annotations(run, 'error')).toEqual([]);
    // What it would have blocked is on the checks page, not only in the log.
    expect(annotations(run, 'warning')).toContainEqual(
      expect.stringMatching(
        /^::warning title=passk-gate: regression::Informational: this gate does not block\. It would have blocked: pass@1 fell /,
      ),
    );
    expect(h.server.requests).toEqual([]);
  });

  it('warns on an inconclusive result, and fails under fail-on inconclusive', async () => {
    const files = {
      baseline: join(h.work, 'noisy-base.json'),
      candidate: join(h.work, 'noisy-cand.json'),
      comment: 'never',
    };
    const warned = await h.run({ ...files, margin: '0.01' });
    expect(warned.status).toBe(0);
    expect(warned.outputs.verdict).toBe('inconclusive');
    const warnings = annotations(warned, 'warning');
    expect(warnings).toContainEqual(
      expect.stringMatching(/^::warning title=passk-gate: inconclusive::Can merge, not enough evidence: pass@1 /),
    );

    const strict = await h.run({ ...files, margin: '0.01', 'fail-on': 'inconclusive' });
    expect(strict.status).toBe(1);
    expect(annotations(strict, 'error')).toEqual([
      expect.stringMatching(/^::error title=passk-gate::Blocks merge, not enough evidence: pass@1 /),
    ]);
    expect(strict.summary).toMatch(
      /^### ❌ Blocks merge, not enough evidence: pass@1 .*\n\n.*\n\n.*With fail-on inconclusive/,
    );
  });

  it('warns when the token may not comment (403), and still writes the summary and exits by the verdict', async () => {
    const forbidden = { status: 403, body: { message: 'Resource not accessible by integration' } };
    h.server.fail('issues/create-comment', forbidden, 2);
    const passed = await h.run({ ...EXAMPLES });
    const failed = await h.run({ baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline });
    expect([passed.status, failed.status]).toEqual([0, 1]);
    for (const run of [passed, failed]) {
      const warning = annotations(run, 'warning').find((w) => w.includes('could not comment'));
      expect(warning).toMatch(/HTTP 403.*forks get a read-only GITHUB_TOKEN.*workflow_run.*pr-number/);
      expect(run.outputs['comment-url']).toBe('');
      expect(run.summary).toMatch(/^### (✅ Can merge|❌ Blocks merge): pass@1 (rose|fell)/);
    }
    expect(passed.outputs.verdict).toBe('improvement');
    expect(annotations(failed, 'error')).toHaveLength(1);
    expect(h.comments()).toEqual([]);
  });

  it('comments on-regression only on a regression, and keeps an earlier comment up to date', async () => {
    const quiet = await h.run({ ...EXAMPLES, comment: 'on-regression' });
    expect(h.comments()).toEqual([]);
    expect(quiet.outputs['comment-url']).toBe('');
    await h.run({ baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline, comment: 'on-regression' });
    expect(h.comments()).toHaveLength(1);
    await h.run({ ...EXAMPLES, comment: 'on-regression' });
    expect(h.comments()).toHaveLength(1);
    expect(h.comments()[0]!.body).toContain('improvement');
  });

  it('does not call the API outside pull requests, and skips the summary when asked', async () => {
    const run = await h.run({ ...EXAMPLES, summary: 'false' }, { event: 'push' });
    expect(run.status).toBe(0);
    expect(h.server.requests).toEqual([]);
    expect(run.outputs['comment-url']).toBe('');
    expect(run.summary).toBe('');
  });

  it('comments on pr-number from a workflow_run event', async () => {
    const run = await h.run({ ...EXAMPLES, 'pr-number': '17' }, { event: 'workflow_run' });
    expect(run.status).toBe(0);
    expect(h.server.comments(h.owner, h.repo, 17)).toHaveLength(1);
    expect(h.comments()).toEqual([]);
  });

  it('fails a refused comparison and says why in the comment', async () => {
    const run = await h.run({ baseline: join(h.work, 'noisy-base.json'), candidate: join(h.work, 'hot-cand.json') });
    expect(run.status).toBe(1);
    expect(run.outputs.verdict).toBe('refused');
    expect(run.outputs.delta).toBe('');
    expect(annotations(run, 'error')).toEqual([
      '::error title=passk-gate::Blocks merge: not compared, temperature differs (baseline 0.8, candidate 1.2); ' +
        'the job summary says how to fix it',
    ]);
    expect(h.comments()[0]!.body).toMatch(/^<!-- .* -->\n### ⛔ Blocks merge: not compared, temperature differs/);
    expect(h.comments()[0]!.body).toContain(
      "- Re-run the candidate's eval at temperature 0.8, as the baseline was run.",
    );
  });

  it('refuses runs judged differently, and with allow-mixed-judgement compares them and warns first thing', async () => {
    const judgedBy = (file: string, judgement: Record<string, string>, as: string) => {
      const results = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
      writeFileSync(join(h.work, as), JSON.stringify({ ...results, judgement }));
      return join(h.work, as);
    };
    const baseline = judgedBy(EXAMPLES.baseline, { format: 'evalplus', criterion: 'base+plus' }, 'evalplus.json');
    const candidate = judgedBy(EXAMPLES.candidate, { format: 'humaneval' }, 'humaneval.json');
    const refused = await h.run({ baseline, candidate, name: 'mixed', summary: 'false' });
    expect(refused.status).toBe(1);
    expect(refused.outputs.verdict).toBe('refused');
    const allowed = await h.run({
      baseline,
      candidate,
      name: 'mixed',
      'allow-mixed-judgement': 'true',
    });
    expect(allowed.status).toBe(0);
    expect(allowed.outputs.verdict).toBe('improvement');
    const [comment] = h.comments();
    const lines = comment!.body.split('\n');
    expect(lines[1]).toMatch(/^### ✅ Can merge/);
    expect(lines.slice(2, 8).join('\n')).toMatch(/mixed judgement \(harness differs\)/);
    expect(allowed.summary.split('\n').slice(0, 8).join('\n')).toMatch(/mixed judgement \(harness differs\)/);
  });

  it('points a refusal to where its fix is written: the job summary, else the PR comment, else the log', async () => {
    // Neither run records temperature: the fix is a `with:` block giving both runs' settings.
    const unrecorded = (file: string, as: string) => {
      const results = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { config: Record<string, unknown> };
      delete results.config.temperature;
      writeFileSync(join(h.work, as), JSON.stringify(results));
      return join(h.work, as);
    };
    const refused = {
      baseline: unrecorded(EXAMPLES.baseline, 'untold-base.json'),
      candidate: unrecorded(EXAMPLES.candidate, 'untold-cand.json'),
    };
    const line = '::error title=passk-gate::Blocks merge: not compared, neither run records temperature';
    const fix = /\nTo fix it\n {2}- Give both runs' settings[^\n]*\n {6}with:\n {8}baseline-config: temperature=\n/;
    for (const [inputs, event] of [
      [{ summary: 'false' }, 'push'],
      [{ summary: 'false', comment: 'never' }, 'pull_request'],
    ] as const) {
      const run = await h.run({ ...refused, ...inputs }, { event });
      expect(run.status).toBe(1);
      expect(run.summary).toBe('');
      expect(run.outputs['comment-url']).toBe('');
      expect(annotations(run, 'error')).toEqual([`${line}; the workflow log says how to fix it`]);
      expect(run.stdout).toMatch(fix);
    }
    const commented = await h.run({ ...refused, summary: 'false' });
    expect(annotations(commented, 'error')).toEqual([`${line}; the PR comment says how to fix it`]);
    expect(commented.stdout).not.toMatch(fix);
    expect(h.comments()[0]!.body).toContain('baseline-config: temperature=');
  });

  it('publishes a bad input as the gate could not run: one titled line, the summary, the comment updated', async () => {
    await h.run({ ...EXAMPLES, name: 'humaneval' });
    const [before] = h.comments();
    expect(before!.body).toContain('Can merge');
    const run = await h.run({ ...EXAMPLES, k: 'two', name: 'humaneval' });
    expect(run.status).toBe(1);
    const message = 'input k: expected a number, got "two"';
    // The title names the gate whichever input is wrong, as it does for a file it cannot read.
    expect(annotations(run, 'error')).toEqual([
      `::error title=passk-gate (humaneval): could not run::passk-gate: ${message}`,
    ]);
    const failure = `### ❌ Blocks merge: the gate could not run\n\n\`humaneval\` · The check fails until the error below is fixed.\n\n> ${markdownText(message, 2000)}\n`;
    expect(run.summary).toContain(failure);
    // The earlier "Can merge" is not left up while the check is red.
    const after = h.comments();
    expect(after.map((c) => c.id)).toEqual([before!.id]);
    expect(after[0]!.body).toContain(failure);
    expect(run.outputs['comment-url']).toBe(before!.html_url);
    const unnamed = await h.run({ ...EXAMPLES, k: 'two', comment: 'never' });
    expect(annotations(unnamed, 'error')).toEqual([`::error title=passk-gate: could not run::passk-gate: ${message}`]);
  });

  it('refuses an option input given with config, even at its default value, and publishes the error', async () => {
    for (const [name, value, where] of [
      ['margin', '0.02', 'in a check, or under defaults: for every check'],
      ['margin', '0', 'in a check, or under defaults: for every check'],
      ['confidence', '0.95', 'at its top level'],
      ['confidence', '0.9', 'at its top level'],
    ] as const) {
      const run = await h.run({ config: 'passk-gate.yml', [name]: value, name: 'evals', comment: 'never' });
      expect(run.status, `${name}=${value}`).toBe(1);
      const message = `input ${name} does not apply with input config: set ${name} in the config file (${where})`;
      expect(annotations(run, 'error'), `${name}=${value}`).toEqual([
        `::error title=passk-gate (evals): could not run::passk-gate: ${message}`,
      ]);
      expect(run.summary).toContain(`\n> ${markdownText(message, 2000)}\n`);
    }
  });

  it('stops with the annotation alone, before any API call, when an input publishing reads is bad', async () => {
    for (const [name, value] of [
      ['comment', 'sometimes'],
      ['summary', 'yes please'],
      ['pr-number', '#7'],
      ['comment-author', 'not a login'],
    ] as const) {
      // With a bad option input too: the error said is publishing's, which stops everything.
      const run = await h.run({ ...EXAMPLES, k: 'two', [name]: value });
      expect(run.status, name).toBe(1);
      expect(annotations(run, 'error'), name).toEqual([
        expect.stringMatching(new RegExp(`^::error title=passk-gate: could not run::passk-gate: input ${name}: `)),
      ]);
      expect(run.summary, name).toBe('');
    }
    expect(h.server.requests).toEqual([]);
  });

  it('replaces its earlier comment, and writes the summary, when a later run cannot read its input', async () => {
    await h.run({ ...EXAMPLES, name: 'humaneval' });
    const [before] = h.comments();
    expect(before!.body).toContain('Can merge');
    const missing = await h.run({ baseline: 'nope.json', candidate: EXAMPLES.candidate, name: 'humaneval' });
    expect(missing.status).toBe(1);
    const errors = annotations(missing, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^::error title=passk-gate \(humaneval\): could not run::passk-gate: nope\.json: .*no such file/,
    );
    const after = h.comments();
    expect(after.map((c) => c.id)).toEqual([before!.id]);
    expect(missing.outputs['comment-url']).toBe(before!.html_url);
    const message = errors[0]!.slice(errors[0]!.indexOf('::passk-gate: ') + '::passk-gate: '.length);
    expect(after[0]!.body).toContain(
      `### ❌ Blocks merge: the gate could not run\n\n\`humaneval\` · The check fails until the error below is ` +
        `fixed.\n\n> ${markdownText(message, 2000)}\n`,
    );
    expect(missing.summary).toContain('### ❌ Blocks merge: the gate could not run');
    expect(missing.summary).toContain(`\n> ${markdownText(message, 2000)}\n`);
  });

  describe('baseline-ref', () => {
    let repoDir: string;
    beforeAll(() => {
      repoDir = join(h.work, 'repo');
      mkdirSync(join(repoDir, 'evals'), { recursive: true });
      const git = (...args: string[]) => execFileSync('git', args, { cwd: repoDir, stdio: 'pipe' });
      git('init', '--quiet');
      writeFileSync(join(repoDir, 'evals', 'results.json'), readFileSync(join(ROOT, EXAMPLES.baseline)));
      writeFileSync(join(repoDir, 'evals', 'replicate.json'), readFileSync(join(ROOT, EXAMPLES.baseline)));
      writeFileSync(
        join(repoDir, 'evals', 'broken.json'),
        '{"format": "passk-results/v1", "config": {}, "problems": [{"id": "a", "n": 1, "c": 2}]}\n',
      );
      git('add', '.');
      git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'baseline');
      writeFileSync(join(repoDir, 'evals', 'results.json'), readFileSync(join(ROOT, EXAMPLES.candidate)));
    });

    it('reads the baseline file as committed at the ref', async () => {
      const file = 'evals/results.json';
      const run = await h.run(
        { baseline: file, candidate: file, 'baseline-ref': 'HEAD', comment: 'never' },
        { cwd: repoDir },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.outputs.verdict).toBe('improvement');
      expect(Number(run.outputs.baseline)).toBeCloseTo(meanPass(EXAMPLES.baseline), 6);
      const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as { baseline: { source: string } };
      expect(report.baseline.source).toBe('HEAD:evals/results.json');
    });

    it('reads each of several baseline files at the ref, merged; a glob there is refused', async () => {
      const run = await h.run(
        {
          baseline: 'evals/results.json\nevals/replicate.json\n',
          candidate: 'evals/{results,replicate}.json',
          'baseline-ref': 'HEAD',
          comment: 'never',
        },
        { cwd: repoDir },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      // Two copies of one run: the same pass rate, twice the samples.
      expect(Number(run.outputs.baseline)).toBeCloseTo(meanPass(EXAMPLES.baseline), 6);
      const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
        baseline: { sources: string[] };
        candidate: { sources: string[] };
        problems: { samples: { min: number; max: number } };
      };
      expect(report.baseline.sources).toEqual(['HEAD:evals/results.json', 'HEAD:evals/replicate.json']);
      expect(report.candidate.sources).toEqual(['evals/replicate.json', 'evals/results.json']);
      expect(report.problems.samples).toEqual({ min: 40, max: 40 });
      expect(run.stdout).toContain('passk-gate: merged 2 files as trials of one model (HEAD:evals/results.json');

      const glob = await h.run(
        { baseline: 'evals/*.json', candidate: 'evals/results.json', 'baseline-ref': 'HEAD', comment: 'never' },
        { cwd: repoDir },
      );
      expect(glob.status).toBe(1);
      expect(annotations(glob, 'error')[0]).toContain(
        'input baseline-ref reads each baseline file as committed at HEAD, but "evals/*.json" is a glob',
      );
    });

    it('names an invalid file by ref and path, and cleans up its temporary copy', async () => {
      const run = await h.run(
        { baseline: 'evals/broken.json', candidate: 'evals/results.json', 'baseline-ref': 'HEAD', comment: 'never' },
        { cwd: repoDir },
      );
      expect(run.status).toBe(1);
      expect(annotations(run, 'error')).toHaveLength(1);
      expect(annotations(run, 'error')[0]).toMatch(
        /^::error title=passk-gate: could not run::passk-gate: HEAD:evals\/broken\.json: problems\[0\]\.c: /,
      );
      expect(run.stdout).not.toContain('passk-gate-baseline-');
      expect(readdirSync(h.lastRunDir()).filter((f) => f.startsWith('passk-gate-baseline-'))).toEqual([]);
    });

    it('fails with one line when the ref cannot be read', async () => {
      const run = await h.run(
        {
          baseline: 'evals/results.json',
          candidate: 'evals/results.json',
          'baseline-ref': 'origin/nope',
          comment: 'never',
        },
        { cwd: repoDir },
      );
      expect(run.status).toBe(1);
      const errors = annotations(run, 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^::error title=passk-gate: could not run::passk-gate: baseline-ref: cannot read evals\/results\.json at origin\/nope: .*fetch-depth/,
      );
    });
  });
});

import { Ajv } from 'ajv';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/run-cli.js';
import { tempDir } from '../support/temp.js';
import { lineOne, readText } from '../support/terminal.js';
import type { LookReport, SequentialPlan } from '../../src/sequential/model.js';

const root = join(import.meta.dirname, '..', '..');
const validatePlan = new Ajv({ strict: true, allErrors: true }).compile(
  JSON.parse(readFileSync(join(root, 'schema', 'passk-gate-sequential-plan-v1.schema.json'), 'utf8')) as object,
);

const N = 20;
const PROBLEMS = 164;
const CONFIG = { temperature: 0.8, top_p: 0.95, max_tokens: 512 };

let dir: string;
let planPath: string;
let plan: SequentialPlan;

/** The baseline's pass counts: a spread of rates over 0..20, the same on every run of the test. */
const baselineCounts = Array.from({ length: PROBLEMS }, (_, i) => (i * 7) % (N + 1));

function write(name: string, doc: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return path;
}

function results(counts: ReadonlyMap<string, number> | number[], config: object = CONFIG) {
  const entries = Array.isArray(counts) ? counts.map((c, i) => [`HumanEval/${i}`, c] as const) : [...counts];
  return { format: 'passk-results/v1', config, problems: entries.map(([id, c]) => ({ id, n: N, c })) };
}

/**
 * The candidate's results on the plan's first `count` problems, each baseline count changed by `change` (clamped
 * to 0..20) — by problem position, so that changes vary across problems.
 */
function candidate(name: string, count: number, change: (c: number, i: number) => number, config: object = CONFIG) {
  const counts = new Map<string, number>();
  plan.order.slice(0, count).forEach((id, i) => {
    const c = baselineCounts[Number(id.split('/')[1])]!;
    counts.set(id, Math.min(N, Math.max(0, change(c, i))));
  });
  return write(name, results(counts, config));
}

/** About no change: each count moved by -1, 0 or +1 in turn. */
const noise = (c: number, i: number) => c + ((i % 3) - 1);

async function look(candidatePath: string, ...more: string[]) {
  const out = join(dir, `look-${Math.random().toString(36).slice(2)}.json`);
  const run = await cli(
    'sequential',
    'look',
    '--plan',
    planPath,
    '--baseline',
    baselinePath(),
    '--candidate',
    candidatePath,
    '--json',
    out,
    ...more,
  );
  const report = run.code === 2 ? null : (JSON.parse(readFileSync(out, 'utf8')) as LookReport);
  return { ...run, report, out };
}

const baselinePath = () => join(dir, 'baseline.json');

beforeAll(async () => {
  dir = tempDir('passk-sequential-');
  write('baseline.json', results(baselineCounts));
  planPath = join(dir, 'plan.json');
  const made = await cli('sequential', 'plan', '--baseline', baselinePath(), '-o', planPath, '--seed', '7');
  expect(made.code, made.stderr).toBe(0);
  plan = JSON.parse(readFileSync(planPath, 'utf8')) as SequentialPlan;
});

describe('passk-gate sequential plan', () => {
  it('writes a valid plan: a permutation of the baseline ids, four looks of 41 problems, the boundaries', () => {
    expect(validatePlan(plan), JSON.stringify(validatePlan.errors)).toBe(true);
    expect([...plan.order].sort()).toEqual(baselineCounts.map((_, i) => `HumanEval/${i}`).sort());
    expect(plan.order.slice(0, 10)).not.toEqual(baselineCounts.slice(0, 10).map((_, i) => `HumanEval/${i}`));
    expect(plan.looks.map((l) => l.problems)).toEqual([41, 82, 123, 164]);
    expect(plan.looks.map((l) => l.completions)).toEqual([820, 1640, 2460, 3280]);
    expect(plan.alpha).toBe(0.025);
    // Equal looks: the published 4.33, 2.96, 2.36, 2.01; t on 40, 81, 122 and 163 df lies above each.
    [4.33, 2.96, 2.36, 2.01].forEach((z, i) => expect(plan.looks[i]!.z).toBeCloseTo(z, 2));
    plan.looks.forEach((l) => expect(l.t).toBeGreaterThan(l.z));
  });

  it('plans over the groups when the baseline has them: a valid plan, the groups said, and a look over them', async () => {
    const grouped = results(baselineCounts);
    grouped.problems.forEach((p, i) => Object.assign(p, { group: `repo-${i % 20}` }));
    const base = write('grouped-baseline.json', grouped);
    const out = join(dir, 'grouped-plan.json');
    const made = await cli('sequential', 'plan', '--baseline', base, '-o', out);
    expect(made.code, made.stderr).toBe(0);
    const groupedPlan = JSON.parse(readFileSync(out, 'utf8')) as SequentialPlan;
    expect(validatePlan(groupedPlan), JSON.stringify(validatePlan.errors)).toBe(true);
    expect(groupedPlan.looks.map((l) => l.groups)).toEqual([5, 10, 15, 20]);
    expect(readText(made.stdout)).toContain("evaluate the candidate's problems in this order, group by group: ");
    expect(readText(made.stdout)).toContain('... (164 problems in 20 groups)');
    expect(made.stdout).toMatch(/look 2: problems \d+-\d+ of the plan's order \(groups 6-10 of it\), /);
    expect(made.stderr).toBe('');
    const first = groupedPlan.looks[0]!;
    const counts = new Map(
      groupedPlan.order.slice(0, first.problems).map((id) => [id, baselineCounts[Number(id.split('/')[1])]!] as const),
    );
    const lookOut = join(dir, 'grouped-look.json');
    const run = await cli(
      'sequential',
      'look',
      '--plan',
      out,
      '--baseline',
      base,
      '--candidate',
      write('grouped-candidate.json', results(counts)),
      '--json',
      lookOut,
    );
    const report = JSON.parse(readFileSync(lookOut, 'utf8')) as LookReport;
    expect(report.problems).toMatchObject({ used: first.problems, groups: { used: 5, total: 20 } });
    // 5 groups of 8 or 9 problems: the Bell-McCaffrey df, just under 4, on which the plan's boundary is too.
    expect(report.statistic!.boundary).toBe(first.t);
    expect(report.statistic!.df).toBeGreaterThan(3.9);
    expect(report.statistic!.df).toBeLessThan(4);
    expect(lineOne(run.stdout)).toBe('Evaluate more: look 1 of 4 decides nothing yet');
    expect(readText(run.stdout)).toContain(`looked at ${first.problems} of 164 problems;`);
  });

  it('says the order, the looks and their completions', async () => {
    const again = await cli(
      'sequential',
      'plan',
      '--baseline',
      baselinePath(),
      '-o',
      join(dir, 'again.json'),
      '--seed',
      '7',
    );
    expect(again.code).toBe(0);
    expect(readText(again.stdout)).toContain(
      `evaluate the candidate's problems in this order: ${plan.order.slice(0, 5).join(', ')}, ...`,
    );
    expect(again.stdout).toContain("look 2: problems 42-82 of the plan's order, 1,640 completions");
    expect(readFileSync(join(dir, 'again.json'), 'utf8')).toBe(readFileSync(planPath, 'utf8'));
  });

  it('orders the problems by the seed', async () => {
    const other = join(dir, 'seed8.json');
    expect((await cli('sequential', 'plan', '--baseline', baselinePath(), '-o', other, '--seed', '8')).code).toBe(0);
    expect((JSON.parse(readFileSync(other, 'utf8')) as SequentialPlan).order).not.toEqual(plan.order);
  });

  it.each([
    [['--looks', '0'], '--looks: must be at least 1'],
    [['--looks', '90'], '--looks: must be at most 20'],
    // A negative value refused anyway: the refusal, not how to write a value that starts with "-".
    [['--looks', '-1'], '--looks: must be at least 1, got -1'],
    [['--margin', '2'], '--margin'],
    [['--resamples', '10'], 'unknown option --resamples for sequential plan'],
  ])('refuses bad options with exit 2: %j', async (extra, message) => {
    const run = await cli('sequential', 'plan', '--baseline', baselinePath(), '-o', join(dir, 'x.json'), ...extra);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('needs a baseline and an output, and plan or look', async () => {
    expect((await cli('sequential', 'plan', '-o', join(dir, 'x.json'))).stderr).toContain('needs --baseline');
    expect((await cli('sequential', 'plan', '--baseline', baselinePath())).stderr).toContain('needs -o PLAN.json');
    const bare = await cli('sequential', 'peek');
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('sequential needs plan or look');
  });

  it('says at once when the baseline does not record temperature: every look will need it given', async () => {
    const cold = write('cold-baseline.json', results(baselineCounts, { top_p: 0.95 }));
    const out = join(dir, 'cold-plan.json');
    const note = (value: string) =>
      `passk-gate: note: cold-baseline.json does not record temperature: give each sequential look --baseline-config temperature=${value}, as a look refuses an unknown temperature\n`;
    const bare = await cli('sequential', 'plan', '--baseline', cold, '-o', out);
    expect(bare).toMatchObject({ code: 0, stderr: note('VALUE') });
    const given = await cli(
      'sequential',
      'plan',
      '--baseline',
      cold,
      '-o',
      out,
      '--baseline-config',
      'temperature=0.8',
    );
    expect(given).toMatchObject({ code: 0, stderr: note('0.8') });
    expect((await cli('sequential', 'plan', '--baseline', baselinePath(), '-o', out)).stderr).toBe('');
  });

  it('says at once when the baseline does not record a setting --require-config names, which every look refuses', async () => {
    const out = join(dir, 'required-plan.json');
    const plan = await cli('sequential', 'plan', '--baseline', baselinePath(), '-o', out, '--require-config', 'top_k');
    expect(plan).toMatchObject({
      code: 0,
      stderr:
        'passk-gate: note: baseline.json does not record top_k: give each sequential look --baseline-config ' +
        'top_k=VALUE, as a look refuses a top_k no run records (--require-config)\n',
    });
    // As the note says: a look without it is refused.
    const look = await cli(
      'sequential',
      'look',
      '--plan',
      out,
      '--baseline',
      baselinePath(),
      '--candidate',
      baselinePath(),
    );
    expect(look.code).toBe(3);
    expect(look.stdout).toMatch(/config top_k: recorded by neither run/);
  });
});

describe('passk-gate sequential look', () => {
  it('continues (exit 10) before the first look, naming the problems still to evaluate', async () => {
    const run = await look(candidate('c30.json', 30, noise));
    expect(run.code).toBe(10);
    expect(run.report).toMatchObject({
      decision: 'continue',
      look: 0,
      next: { look: 1, from: 31, to: 41 },
      completions: 220,
    });
  });

  it('continues (exit 10) at look 1 with no clear change, with the next look and its completions', async () => {
    const run = await look(candidate('c41.json', 41, noise));
    expect(run.code).toBe(10);
    expect(run.report).toMatchObject({
      decision: 'continue',
      look: 1,
      next: { look: 2, from: 42, to: 82, problems: 41 },
      completions: 820,
    });
    expect(lineOne(run.stdout)).toBe('Evaluate more: look 1 of 4 decides nothing yet');
    expect(readText(run.stdout)).toContain(
      "looked at 41 of 164 problems; continue: evaluate problems 42-82 of the plan's order next (820 completions)",
    );
  });

  it('takes the last look the results complete, from the first problems of that look', async () => {
    const run = await look(candidate('c90.json', 90, noise));
    expect(run.report).toMatchObject({
      look: 2,
      problems: { evaluated: 90, used: 82 },
      next: { look: 3, from: 91, to: 123, problems: 33 },
    });
    expect(run.report!.completions).toBe(33 * N);
  });

  it('stops for a regression (exit 1) at the first look when the candidate fails what the baseline passed', async () => {
    const run = await look(candidate('bad.json', 41, (c) => Math.floor(c / 3)));
    expect(run.code).toBe(1);
    expect(run.report).toMatchObject({
      decision: 'regression',
      reason: 'regression',
      look: 1,
      next: null,
      completions: 0,
    });
    expect(run.report!.statistic!.t).toBeGreaterThan(run.report!.statistic!.boundary);
    expect(run.stdout).toMatch(
      /^Blocks merge: regression, stopped at look 1 of 4\n {2}looked at 41 of 164 problems; stopped: regression\n/,
    );
  });

  it('passes early (exit 0) when a regression can no longer be shown: futility', async () => {
    const run = await look(candidate('good.json', 82, (c, i) => c + 3 + (i % 3)));
    expect(run.code).toBe(0);
    expect(run.report).toMatchObject({ decision: 'pass', reason: 'futility', look: 2 });
    expect(run.report!.statistic!.conditional_power).toBeLessThan(0.1);
  });

  it('decides at the last look as the fixed gate: never continue', async () => {
    const run = await look(candidate('all.json', PROBLEMS, noise));
    expect(run.code).toBe(0);
    expect(run.report).toMatchObject({ decision: 'pass', look: 4, next: null });
  });

  it('fails on regression but not under fail-on never; fail-on inconclusive fails an unproven last look', async () => {
    const never = join(dir, 'never.json');
    await cli('sequential', 'plan', '--baseline', baselinePath(), '-o', never, '--seed', '7', '--fail-on', 'never');
    const bad = candidate('bad41.json', 41, (c) => Math.floor(c / 3));
    const run = await cli('sequential', 'look', '--plan', never, '--baseline', baselinePath(), '--candidate', bad);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('stopped: regression');
    const strict = join(dir, 'strict.json');
    await cli(
      'sequential',
      'plan',
      '--baseline',
      baselinePath(),
      '-o',
      strict,
      '--seed',
      '7',
      '--fail-on',
      'inconclusive',
    );
    const all = candidate('all2.json', PROBLEMS, (c, i) => c + ((i % 5) - 2) * 3);
    const last = await cli(
      'sequential',
      'look',
      '--plan',
      strict,
      '--baseline',
      baselinePath(),
      '--candidate',
      all,
      '--json',
      '-',
    );
    expect(last.code).toBe(1);
    expect(JSON.parse(last.stdout)).toMatchObject({ decision: 'inconclusive', look: 4 });
  });

  it('passes early within a margin (non-inferiority)', async () => {
    const margin = join(dir, 'margin.json');
    await cli('sequential', 'plan', '--baseline', baselinePath(), '-o', margin, '--seed', '7', '--margin', '0.05');
    const run = await cli(
      'sequential',
      'look',
      '--plan',
      margin,
      '--baseline',
      baselinePath(),
      '--candidate',
      candidate('m.json', 41, noise),
      '--json',
      '-',
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ decision: 'pass', reason: 'non-inferiority', look: 1 });
  });

  it("says compare's warning of a setting recorded under another harness's name, refused or not", async () => {
    const { max_tokens: tokens, ...rest } = CONFIG;
    const path = candidate('hf.json', PROBLEMS, noise, { ...rest, max_new_tokens: tokens });
    const compared = await cli('compare', '--baseline', baselinePath(), '--candidate', path, '--json', '-');
    const said = (JSON.parse(compared.stdout) as { warnings: string[] }).warnings.filter((w) =>
      w.startsWith('candidate: '),
    );
    expect(said).toEqual([expect.stringContaining('max_new_tokens')]);
    const md = join(dir, 'hf.md');
    const run = await look(path, '--markdown', md);
    expect(run.report!.decision).not.toBe('refused');
    expect(run.report!.warnings).toEqual(said);
    expect(readText(run.stdout)).toContain(` Warnings ! ${said[0]!} `);
    expect(readFileSync(md, 'utf8')).toContain(`> [!WARNING]\n> - ${said[0]!}`);

    // Refused for another budget: the warning says why the refusal names max_tokens.
    const longer = await look(candidate('hf-long.json', 41, noise, { ...rest, max_new_tokens: 1024 }));
    expect(longer.code).toBe(3);
    expect(longer.report!.refusal).toContain('config max_tokens differs: baseline 512, candidate 1024');
    expect(longer.report!.warnings).toEqual([expect.stringMatching(/^candidate: .*max_new_tokens/)]);
    expect(readText(longer.stdout)).toContain(` ! ${longer.report!.warnings[0]!} `);
  });

  it('writes markdown', async () => {
    const md = join(dir, 'look.md');
    await look(candidate('c41b.json', 41, noise), '--markdown', md);
    expect(readFileSync(md, 'utf8')).toContain("continue: evaluate problems 42-82 of the plan's order next");
  });
});

describe("a look's terminal report starts with the decision, as its markdown does", () => {
  /** The plan of each --fail-on: the suite's own plan is under the default, regression. */
  const plans = new Map<string, string>();

  beforeAll(async () => {
    plans.set('regression', planPath);
    for (const failOn of ['never', 'inconclusive']) {
      const path = join(dir, `first-line-${failOn}.json`);
      const made = await cli(
        'sequential',
        'plan',
        '--baseline',
        baselinePath(),
        '-o',
        path,
        '--seed',
        '7',
        '--fail-on',
        failOn,
      );
      expect(made.code, made.stderr).toBe(0);
      plans.set(failOn, path);
    }
  });

  const drop = (c: number) => Math.floor(c / 3);
  it.each([
    ['continue', 'before the first look', 'regression', () => candidate('first-line-30.json', 30, noise)],
    ['continue', 'at look 1', 'regression', () => candidate('first-line-41.json', 41, noise)],
    ['regression', '', 'regression', () => candidate('first-line-bad.json', 41, drop)],
    ['regression', 'under fail-on never', 'never', () => candidate('first-line-bad-never.json', 41, drop)],
    ['pass', '', 'regression', () => candidate('first-line-good.json', 82, (c, i) => c + 3 + (i % 3))],
    [
      'inconclusive',
      '',
      'inconclusive',
      () => candidate('first-line-wide.json', PROBLEMS, (c, i) => c + ((i % 5) - 2) * 3),
    ],
    ['refused', '', 'regression', () => candidate('first-line-hot.json', 41, noise, { ...CONFIG, temperature: 0.2 })],
  ] as const)('%s %s', async (decision, _, failOn, made) => {
    const name = `first-line-${decision}-${Math.random().toString(36).slice(2)}`;
    const [json, md] = [join(dir, `${name}.json`), join(dir, `${name}.md`)];
    const run = await cli(
      'sequential',
      'look',
      '--plan',
      plans.get(failOn)!,
      '--baseline',
      baselinePath(),
      '--candidate',
      made(),
      '--json',
      json,
      '--markdown',
      md,
    );
    expect((JSON.parse(readFileSync(json, 'utf8')) as LookReport).decision).toBe(decision);
    // The markdown's line one is a heading, the decision's icon first: the terminal says the same words first,
    // wrapped to the CLI's 80 columns as compare's line one is (its lines up to the look's, indented, line).
    const heading = /^### \S+ (.+)$/.exec(readFileSync(md, 'utf8').split('\n')[0]!);
    expect(heading).not.toBeNull();
    const lines = run.stdout.split('\n');
    const first = lines.slice(
      0,
      lines.findIndex((line) => line.startsWith('  ')),
    );
    expect(first.join(' ')).toBe(heading![1]);
    if (failOn !== 'never') expect(first).toHaveLength(1);
  });
});

describe('refusals of sequential look (exit 3: the decision, then why in one line)', () => {
  const refused = async (run: Promise<{ code: number; stdout: string; report: LookReport | null }>, text: string) => {
    const { code, stdout, report } = await run;
    expect(code).toBe(3);
    expect(report).toMatchObject({ decision: 'refused', failed: true });
    expect(lineOne(stdout)).toBe('Blocks merge: not compared');
    expect(readText(stdout).trim()).toBe(`Blocks merge: not compared refused: ${report!.refusal!}`);
    expect(report!.refusal).toContain(text);
  };

  it('a changed plan', async () => {
    const changed = { ...plan, looks: plan.looks.map((l) => ({ ...l, t: l.t - 1 })) };
    const path = write('changed.json', JSON.stringify(changed, null, 2));
    const run = cli(
      'sequential',
      'look',
      '--plan',
      path,
      '--baseline',
      baselinePath(),
      '--candidate',
      candidate('c.json', 41, noise),
      '--json',
      join(dir, 'changed-look.json'),
    );
    await refused(
      run.then((r) => ({
        ...r,
        report: JSON.parse(readFileSync(join(dir, 'changed-look.json'), 'utf8')) as LookReport,
      })),
      'the plan was changed',
    );
  });

  it('candidate problems outside the plan prefix', async () => {
    const counts = new Map(plan.order.slice(0, 41).map((id) => [id, 10]));
    counts.delete(plan.order[3]!);
    counts.set(plan.order[100]!, 10);
    await refused(look(write('gap.json', results(counts))), `#101 in the plan's order, past the first 41, and #4`);
    const stranger = new Map(plan.order.slice(0, 41).map((id) => [id, 10]));
    stranger.set('Other/1', 3);
    await refused(look(write('stranger.json', results(stranger))), 'is not in the plan');
  });

  it('a config that differs from the baseline', async () => {
    await refused(
      look(candidate('hot.json', 41, noise, { ...CONFIG, temperature: 0.2 })),
      'config temperature differs: baseline 0.8, candidate 0.2: evaluate the candidate as the baseline was',
    );
  });

  it('a setting the candidate does not record: supplied, not re-run', async () => {
    const { code, stdout } = await look(candidate('cold.json', 41, noise, { top_p: 0.95, max_tokens: 512 }));
    expect(code).toBe(3);
    // At the CLI's 80 columns the refusal wraps under the decision, indented as the line it goes on.
    expect(stdout).toBe(
      'Blocks merge: not compared\n' +
        '  refused: config temperature: not recorded by the candidate (baseline 0.8);\n' +
        '  give it for the candidate (--candidate-config temperature=0.8)\n',
    );
  });

  it('another baseline than the plan was written from', async () => {
    const other = write('other-baseline.json', results(baselineCounts.map((c) => (c + 1) % (N + 1))));
    const run = await cli(
      'sequential',
      'look',
      '--plan',
      planPath,
      '--baseline',
      other,
      '--candidate',
      candidate('c2.json', 41, noise),
    );
    expect(run.code).toBe(3);
    expect(readText(run.stdout)).toContain('is not the baseline the plan was written from');
  });

  it('a look skipped backwards, and a look after a stop (--previous)', async () => {
    const second = await look(candidate('c82.json', 82, noise));
    expect(second.report!.look).toBe(2);
    await refused(look(candidate('c41c.json', 41, noise), '--previous', second.out), 'look skipped backwards');
    const stop = await look(candidate('bad2.json', 41, (c) => Math.floor(c / 3)));
    await refused(
      look(candidate('c82b.json', 82, noise), '--previous', stop.out),
      'the gate already stopped at look 1',
    );
    const later = await look(candidate('c123.json', 123, noise), '--previous', second.out);
    expect(later.code).not.toBe(3);
    expect(later.report!.taken).toEqual([41, 82, 123]);
  });

  it('a file that is no plan, or no look, is bad usage (exit 2)', async () => {
    const run = await cli(
      'sequential',
      'look',
      '--plan',
      baselinePath(),
      '--baseline',
      baselinePath(),
      '--candidate',
      baselinePath(),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--plan: not a sequential plan');
    expect(run.stderr).toContain('; write one with passk-gate sequential plan\n');
    const previous = await look(candidate('c41d.json', 41, noise), '--previous', planPath);
    expect(previous.code).toBe(2);
    expect(previous.stderr).toContain("--previous: not a look's report");
    expect((await cli('sequential', 'look', '--plan', planPath)).stderr).toContain('sequential look needs --plan');
  });
});

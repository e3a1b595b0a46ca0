import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findNode } from '../support/node-versions.js';
import { tempDir } from '../support/temp.js';

const root = join(import.meta.dirname, '..', '..');

const examples = { baseline: join(root, 'examples/baseline.json'), candidate: join(root, 'examples/candidate.json') };

/** Node majors the CLI and the library support (package.json engines: >=20), oldest and newest. */
const MAJORS = [20, 24] as const;

const nodes = MAJORS.map((major) => ({ major, binary: findNode(major) }));

function run(binary: string, args: string[], cwd?: string) {
  const result = spawnSync(binary, args, { encoding: 'utf8', cwd });
  if (result.error) throw result.error;
  return result;
}

/**
 * A folder with the package installed the way npm lays out a dependency (package.json and dist/ under
 * node_modules/passk-gate, nothing else): the library must need nothing beyond its bundle.
 */
function consumerFolder(): string {
  const folder = tempDir('passk-consumer-');
  const installed = join(folder, 'node_modules', 'passk-gate');
  mkdirSync(join(installed, 'dist'), { recursive: true });
  copyFileSync(join(root, 'package.json'), join(installed, 'package.json'));
  cpSync(join(root, 'dist'), join(installed, 'dist'), { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  return folder;
}

const CONSUMER = `import { compare, readResults, InputError, VERSION } from 'passk-gate';
const [baseline, candidate] = process.argv.slice(2);
const report = await compare({ baseline, candidate: await readResults(candidate), seed: 3, matchConfig: ['temperature', 'n'] });
const missing = await readResults('nope.json').then(() => 'read', (error) => (error instanceof InputError ? error.message : 'not an InputError'));
process.stdout.write(JSON.stringify({ version: VERSION, report, missing }));
`;

describe("the library, imported by its package name ('passk-gate') from an installed copy", () => {
  it.skipIf(nodes.some((node) => node.binary === undefined))(
    'gives the report the CLI writes with --json, under Node 20 and Node 24',
    () => {
      const folder = consumerFolder();
      writeFileSync(join(folder, 'consumer.mjs'), CONSUMER);
      const json = join(folder, 'cli.json');
      const cli = run(
        nodes[0]!.binary!,
        [
          join(root, 'dist/cli.js'),
          ...['compare', '--baseline', examples.baseline, '--candidate', examples.candidate],
          ...['--seed', '3', '--match-config', 'temperature,n', '--json', json],
        ],
        folder,
      );
      expect(cli.status).toBe(0);
      const expected = JSON.parse(readFileSync(json, 'utf8'));
      const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
      for (const { binary } of nodes) {
        const result = spawnSync(binary!, ['consumer.mjs', examples.baseline, examples.candidate], {
          cwd: folder,
          encoding: 'utf8',
        });
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        const out = JSON.parse(result.stdout);
        expect(out.version).toBe(version);
        expect(out.report).toEqual(expected);
        // The folder's few results files are named: the CLI's report, not the package's package.json.
        expect(out.missing).toBe('nope.json: no such file; this folder holds cli.json');
      }
    },
  );

  it('has types that accept the documented options and refuse wrong ones (tsc, strict, nodenext)', () => {
    const folder = consumerFolder();
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['good.ts', 'bad.ts'],
      }),
    );
    writeFileSync(
      join(folder, 'good.ts'),
      `import { compare, gate, readResults, sequentialLook, sequentialPlan, InputError, type CheckReport, type ComparisonReport, type CompareRequest, type GateReport, type Verdict } from 'passk-gate';
const baseline = await readResults('base.json', { format: 'humaneval', config: { temperature: 0.8 } });
const request: CompareRequest = {
  baseline,
  candidate: 'cand.json',
  k: 1,
  metric: 'pass@k',
  margin: 0.01,
  failOn: 'inconclusive',
  matchConfig: ['temperature', 'n'],
  candidateConfig: 'temperature=0.8',
  interval: 't',
};
const report: ComparisonReport = await compare(request);
export const v1: 'passk-gate-report/v1' = report.format;
export const verdict: Verdict = report.verdict;
export const upper: number | undefined = report.delta?.ci[1];
export const isInputError = (error: unknown): boolean => error instanceof InputError;
const family: GateReport = await gate({
  $schema: 'https://example.com/passk-gate-config.schema.json',
  multiplicity: 'holm',
  defaults: { margin: 0.01 },
  checks: [
    { name: 'HumanEval', baseline: 'a.json', candidate: 'b.json', k: 10, 'match-config': ['temperature'] },
    { name: 2024, baseline: 'a.json', candidate: 'b.json' },
  ],
});
export const decision: 'pass' | 'fail' | 'refused' = family.decision;
export const adjusted: number | undefined = family.checks[0]?.delta?.p_adjusted;
export const regressed: CheckReport[] = family.checks.filter((check: CheckReport) => check.verdict === 'regression');
export const fromFile: Promise<GateReport> = gate('passk-gate.yml');
export const v2: 'passk-gate-report/v2' = family.format;
const plan = await sequentialPlan({ baseline, looks: 4, margin: 0.01 });
export const notes: string[] = plan.notes;
const look = await sequentialLook({ plan, baseline: 'base.json', candidate: 'cand.json', previous: 'look-1.json' });
export const next: number | undefined = look.decision === 'continue' ? look.next?.from : undefined;
`,
    );
    writeFileSync(
      join(folder, 'bad.ts'),
      `import { compare, gate, type ComparisonReport, type GateReport } from 'passk-gate';
await compare({ baseline: 'a.json', candidate: 'b.json', failOn: 'sometimes' });
await compare({ baseline: 'a.json', candidate: 'b.json', margn: 0.01 });
await compare({ baseline: 'a.json', k: 1 });
await gate({ multiplicity: 'sidak', checks: [] });
await gate({ 'fail-on': 'sometimes', checks: [] });
export const swapped: GateReport = await compare({ baseline: 'a.json', candidate: 'b.json' });
export const swappedBack: ComparisonReport = await gate('passk-gate.yml');
`,
    );
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
      cwd: folder,
      encoding: 'utf8',
    });
    const errors = tsc.stdout
      .split('\n')
      .filter((line) => line.includes('error TS'))
      .map((line) => line.replace(/\((\d+),\d+\).*?error (TS\d+).*/, ' line $1 $2'));
    // A value outside a union, an unknown option (with "did you mean 'margin'"), a missing candidate, a
    // multiplicity method or fail-on that does not exist; one comparison's report (v1) is not a gate's (v2), nor back.
    expect(errors).toEqual([
      'bad.ts line 2 TS2322',
      'bad.ts line 3 TS2561',
      'bad.ts line 4 TS2345',
      'bad.ts line 5 TS2322',
      'bad.ts line 6 TS2322',
      'bad.ts line 7 TS2739',
      'bad.ts line 8 TS2322',
    ]);
    // A whole tsc run: about 1.5 s alone, over 5 s when the machine is busy with other test files.
  }, 30_000);
});

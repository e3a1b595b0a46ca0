// The command line on hostile files: every run ends with a report (exit 0, 1 or 3) whose lines are short and
// free of control characters and of NaN, or with exactly one error line naming the file (exit 2); never an
// internal error or a stack trace. In process through runCli, and a few spawned runs of the bundle.
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { parseCanonical } from '../../src/formats/canonical.js';
import { parseJsonText } from '../../src/io/files.js';
import { loadResults } from '../../src/load/read.js';
import { HARNESS_FILES, harnessBytes, documentBytes, linesBytes, zipBytes, type HarnessFile } from './harness-files.js';
import { applyByteEdit, applyEdit, array, copyTree, damage, tree, type Damage, type JsonNode } from './json-tree.js';
import { CaseTally, countsById, fuzzRuns } from './oracle.js';
import { tempDir } from '../support/temp.js';
import { readText } from '../support/terminal.js';

/** A passk-results/v1 file's text, read as the gate reads the file. */
const parseCanonicalResults = (text: string, file: string, options: { samples?: boolean } = {}) =>
  parseCanonical(parseJsonText(text, file), file, options);

const SEED = 5_2025;
const root = join(import.meta.dirname, '..', '..');
const tally = new CaseTally();
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-fuzz-cli-');
});

afterAll(() => {
  console.log(tally.report(`CLI fuzz (seed ${SEED})`));
  rmSync(dir, { recursive: true, force: true });
});

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(...argv: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, '0.0.0-fuzz');
  return { code, stdout, stderr };
}

/** Longest line the terminal report may print: every value from a file is cut. */
const MAX_LINE = 600;
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const SLOPPY = /\bNaN\b|\bundefined\b|\bInfinity\b|\[object /;

/** Checks what went to stderr: notes, warnings and errors, each one short line of its own. */
function checkStderr(stderr: string): void {
  expect(stderr, 'no internal error').not.toMatch(/internal error/);
  expect(stderr, 'no stack trace').not.toMatch(/\n\s+at /);
  for (const line of stderr.split('\n').filter((l) => l !== '')) {
    expect(line.startsWith('passk-gate: '), line.slice(0, 200)).toBe(true);
    expect(CONTROL.test(line), `control character in ${JSON.stringify(line.slice(0, 200))}`).toBe(false);
    expect(line.length, line.slice(0, 200)).toBeLessThanOrEqual(1100);
  }
}

/** Checks a finished run: a report or a refusal on stdout, or one error line naming a file on stderr. */
function checkCliRun(run: CliRun, files: readonly string[]): void {
  checkStderr(run.stderr);
  if (run.code === 2) {
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter((l) => l.startsWith('passk-gate: error: '));
    expect(lines, run.stderr.slice(0, 500)).toHaveLength(1);
    // A file as given, or as reports show a file outside the working directory: by its last parts.
    const named = (file: string) =>
      file.split('/').some((_, i, parts) => lines[0]!.startsWith(`passk-gate: error: ${parts.slice(i).join('/')}: `));
    expect(files.some(named), `names a file: ${lines[0]!.slice(0, 300)}`).toBe(true);
    return;
  }
  expect([0, 1, 3], `exit ${run.code}: ${run.stderr.slice(0, 300)}`).toContain(run.code);
  expect(run.stdout).toMatch(/^(Blocks merge|Can merge|Can merge, not enough evidence|Informational): /);
  expect(run.stdout, 'no NaN, undefined or Infinity in the report').not.toMatch(SLOPPY);
  for (const line of run.stdout.split('\n')) {
    expect(CONTROL.test(line), `control character in ${JSON.stringify(line.slice(0, 200))}`).toBe(false);
    expect(line.length, line.slice(0, 200)).toBeLessThanOrEqual(MAX_LINE);
  }
}

/** Writes a generated file, damaged or not, into its own folder; returns its path and the path beside it. */
function writeHarnessFile(
  side: string,
  file: HarnessFile,
  edits: Damage | undefined,
): { path: string; others: string[] } {
  const folder = join(dir, side);
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) rmSync(join(folder, name), { recursive: true, force: true });
  let bytes: Uint8Array;
  const beside = file.beside === undefined ? undefined : documentBytes(file.beside.document, file.layout, false);
  if (edits === undefined) {
    bytes = harnessBytes(file);
  } else if (file.zipEntries !== undefined) {
    const entries = file.zipEntries.map((entry) => ({ ...entry, document: copyTree(entry.document) }));
    for (const edit of edits.trees)
      entries[edit.at % entries.length]!.document = applyEdit(entries[edit.at % entries.length]!.document, edit);
    bytes = zipBytes(entries);
  } else if (file.lines !== undefined) {
    let lines: JsonNode = array(file.lines.map(copyTree));
    for (const edit of edits.trees) lines = applyEdit(lines, edit);
    bytes = linesBytes(lines.kind === 'array' ? lines.items : [lines], file.layout, file.bom);
  } else {
    let document = copyTree(file.document!);
    for (const edit of edits.trees) document = applyEdit(document, edit);
    bytes = documentBytes(document, file.layout, file.bom);
  }
  for (const edit of edits?.bytes ?? []) bytes = applyByteEdit(bytes, edit);
  const path = join(folder, file.name);
  writeFileSync(path, bytes);
  const others: string[] = [];
  if (file.beside !== undefined && beside !== undefined) {
    writeFileSync(join(folder, file.beside.name), beside);
    others.push(join(folder, file.beside.name));
  }
  return { path, others };
}

const anyFile = fc.oneof(...Object.values(HARNESS_FILES));

/** The problem ids a generated file must give, from its expected counts. */
function expectedIds(file: HarnessFile): string[] {
  return file.expected.map((line) => JSON.parse(/^(".*"): \d+\/\d+ t\S+ e\S+$/.exec(line)![1]!) as string);
}

/** A canonical baseline over the same problems as `file`, with other counts: the comparison then runs in full. */
function siblingBaseline(file: HarnessFile, counts: [number, number][]): HarnessFile {
  const problems = expectedIds(file).map((id, i) => {
    const [n, share] = counts[i % counts.length]!;
    return { id, n, c: Math.floor(share * n) };
  });
  const document = {
    format: 'passk-results/v1',
    model: 'org/base',
    config: { temperature: 0.8, top_p: 0.95, n: 4, max_tokens: 512 },
    problems,
  };
  return {
    format: 'passk',
    name: 'base.json',
    document: tree(document),
    layout: { indent: '', eol: '\n' },
    bom: false,
    expected: [],
  };
}

describe('passk-gate compare on random and damaged files', () => {
  it('reports or refuses in one line, for any pair of files in any formats', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyFile,
        fc.constantFrom('independent', 'same', 'sibling', 'sibling'),
        anyFile,
        fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.double({ min: 0, max: 1, noNaN: true })), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.option(damage, { nil: undefined, freq: 2 }),
        fc.record({
          checkConfig: fc.boolean(),
          k: fc.constantFrom('1', '2'),
          asGiven: fc.boolean(),
          intersect: fc.boolean(),
          metric: fc.constantFrom('pass@k', 'pass^k'),
        }),
        async (candidateFile, pairing, otherFile, counts, edits, { checkConfig, k, asGiven, intersect, metric }) => {
          const baselineFile =
            pairing === 'same'
              ? candidateFile
              : pairing === 'sibling'
                ? siblingBaseline(candidateFile, counts)
                : otherFile;
          const baseline = writeHarnessFile('baseline', baselineFile, undefined);
          const candidate = writeHarnessFile('candidate', candidateFile, edits);
          const args = [
            'compare',
            '--baseline',
            baseline.path,
            '--candidate',
            candidate.path,
            '--resamples',
            '200',
            '--k',
            k,
            '--metric',
            metric,
          ];
          if (!checkConfig) args.push('--match-config', '');
          if (intersect) args.push('--problems', 'intersect');
          if (asGiven && baselineFile.format === candidateFile.format) args.push('--format', baselineFile.format);
          // Only formats that read the criterion get one: evalplus's plus/base is no scorer or filter name.
          if (baselineFile.criterion !== undefined && baselineFile.format === candidateFile.format)
            args.push('--criterion', baselineFile.criterion || 'plus');
          const run = await cli(...args);
          checkCliRun(run, [baseline.path, candidate.path, ...baseline.others, ...candidate.others]);
          tally.add(
            `compare ${run.code === 2 ? 'refused' : 'reported'}: ${pairing} ${baselineFile.format} vs ${candidateFile.format}${edits === undefined ? '' : ', damaged'}`,
          );
        },
      ),
      fuzzRuns(SEED, 400),
    );
  }, 60_000);
});

describe('passk-gate convert', () => {
  it('writes a canonical file that reads back to the same counts, config and model, or refuses in one line', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, fc.option(damage, { nil: undefined, freq: 2 }), async (file, edits) => {
        const { path, others } = writeHarnessFile('convert', file, edits);
        const out = join(dir, 'converted.json');
        rmSync(out, { force: true });
        const args = ['convert', path, '-o', out];
        if (file.criterion !== undefined && file.criterion !== '') args.push('--criterion', file.criterion);
        const run = await cli(...args);
        if (run.code === 2) {
          checkCliRun(run, [path, ...others]);
        } else {
          expect(run.code, run.stderr.slice(0, 300)).toBe(0);
          const read = await loadResults(path, { criterion: file.criterion });
          const converted = parseCanonicalResults(readFileSync(out, 'utf8'), out);
          expect(countsById(converted.problems)).toEqual(countsById(read.problems));
          expect(converted.config).toEqual(read.config);
          expect(converted.model).toEqual(read.model);
          if (edits === undefined) expect(countsById(converted.problems)).toEqual(file.expected);
        }
        tally.add(`convert ${file.format}${edits === undefined ? '' : ' (damaged)'}`);
      }),
      fuzzRuns(SEED + 1, 300),
    );
  }, 60_000);
});

/** A canonical run whose every string is a hostile megabyte. */
function hostileRun(seed: number): string {
  const huge = (tag: string) => `\u001b[31m${tag}\u009b2J\r\n| <img src=x> @all #1 ${'x'.repeat(1_100_000)}\u2028`;
  return JSON.stringify({
    format: 'passk-results/v1',
    model: huge(`model-${seed}`),
    config: { temperature: 0.8, top_p: 0.95, n: 4, max_tokens: 512, [huge('key')]: huge('value') },
    problems: Array.from({ length: 12 }, (_, i) => ({
      id: i < 3 ? huge(`id-${i}`) : `P/${i}`,
      n: 4,
      c: (i + seed) % 5,
      group: huge(`g${i}`),
    })),
  });
}

describe('hostile text in valid files', () => {
  it('keeps the terminal report and the markdown report short and free of control characters when ids, models and config are megabytes', async () => {
    const baseline = join(dir, 'hostile-baseline.json');
    const candidate = join(dir, 'hostile-candidate.json');
    const markdown = join(dir, 'hostile.md');
    writeFileSync(baseline, hostileRun(0));
    writeFileSync(candidate, hostileRun(2));
    // Compared, then refused for a config key neither file records (the refusal quotes the files' keys).
    for (const [extra, code] of [
      [[], 0],
      [['--require-config', 'seed'], 3],
    ] as const) {
      const run = await cli(
        'compare',
        '--baseline',
        baseline,
        '--candidate',
        candidate,
        '--resamples',
        '200',
        '--markdown',
        markdown,
        ...extra,
      );
      checkCliRun(run, [baseline, candidate]);
      expect(run.code).toBe(code);
      if (code === 0) expect(readText(run.stdout)).toMatch(/vs baseline .*model-0 2J \| <img src=x> @all #1 x+…/);
      else expect(run.stdout).toMatch(/^Blocks merge: not compared, neither run records seed\n/);
      const md = readFileSync(markdown, 'utf8');
      expect(md.length).toBeLessThan(100_000);
      expect(CONTROL.test(md)).toBe(false);
      // Inside code spans text is inert (no HTML, no mentions); outside them none of it may appear.
      const prose = md.replace(/(`+)[^`][\s\S]*?\1(?!`)/g, '');
      expect(prose).not.toMatch(/<img|@all\b/);
      expect(md).toMatch(/vs baseline ` \[31mmodel-0 2J \| <img src=x> @all #1 x+…`/);
      tally.add('compare with megabyte ids, model and config');
    }
  }, 60_000);

  it('prints the warnings of convert on one short line each, however hostile the ids', async () => {
    // Each problem's only sample written twice: the reader warns, naming the problems.
    const rows = ['\u001b[2Jx\ny', 'z'.repeat(200_000), 'plain'].flatMap((id) =>
      [0, 1].map(() => `${JSON.stringify({ task_id: id, completion: 'same', result: 'passed', passed: true })}\n`),
    );
    const file = join(dir, 'hostile_results.jsonl');
    writeFileSync(file, rows.join(''));
    const run = await cli('convert', file, '-o', join(dir, 'hostile-converted.json'));
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/warning/);
    checkStderr(run.stderr);
    tally.add('convert with hostile ids');
  });
});

describe('the bundled CLI (dist/cli.js) on files that are not results', () => {
  const bundle = join(root, 'dist', 'cli.js');

  function spawned(...args: string[]): CliRun {
    const run = spawnSync(process.execPath, [bundle, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (run.error) throw run.error;
    return { code: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
  }

  it('refuses a directory, a missing file, a device, a binary file, a 2 GB sparse file and nesting a million deep, each in one line with exit 2 (convert)', () => {
    const binary = join(dir, 'spawn-binary.json');
    writeFileSync(binary, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)));
    const sparse = join(dir, 'spawn-sparse.jsonl');
    writeFileSync(sparse, '');
    truncateSync(sparse, 2 * 1024 ** 3);
    const deep = join(dir, 'spawn-deep.json');
    writeFileSync(deep, `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
    const cases: [string, string[]][] = [
      ['a directory', [dir]],
      ['a missing file', [join(dir, 'absent.json')]],
      ['a device', ['/dev/zero']],
      ['a binary file', [binary]],
      ['a 2 GB sparse file, detected', [sparse]],
      ['a 2 GB sparse file read as JSONL', [sparse, '--format', 'humaneval']],
      ['a 2 GB sparse file read as lm-eval samples', [sparse, '--format', 'lm-eval']],
      ['a 2 GB sparse file read as canonical', [sparse, '--format', 'passk']],
      ['nesting a million deep', [deep]],
    ];
    for (const [name, [candidate, ...options]] of cases) {
      const run = spawned('convert', candidate!, '-o', join(dir, 'spawn-out.json'), ...options);
      expect(run.code, `${name}: ${run.stderr}`).toBe(2);
      expect(run.stdout, name).toBe('');
      expect(run.stderr, name).toMatch(
        new RegExp(`^passk-gate: error: ${candidate!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [^\\n]+\\n$`),
      );
      expect(run.stderr, name).not.toMatch(/internal error|\n\s+at /);
      tally.add(`dist/cli.js: ${name}`);
    }
  }, 60_000);
});

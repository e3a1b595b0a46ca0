// Property-based fuzzing of every reader: random valid files in each harness's shape must give exactly their
// counts (in memory, with --format, and detected); the same files damaged (hostile values, renamed and
// prototype keys, truncation, invalid UTF-8, deep nesting, ...) must give valid results or a one-line
// InputError naming the file, in memory and from disk alike.
import fc from 'fast-check';
import { isUtf8 } from 'node:buffer';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBigCodeBench } from '../../src/formats/bigcodebench.js';
import { parseEvalPlus } from '../../src/formats/evalplus.js';
import { parseInspectJson } from '../../src/formats/inspect.js';
import { parseLiveCodeBench } from '../../src/formats/livecodebench.js';
import { parseSweBench } from '../../src/formats/swebench.js';
import { parseTau2Bench } from '../../src/formats/tau2bench.js';
import { parseTauBench } from '../../src/formats/taubench.js';
import { parseTerminalBench } from '../../src/formats/terminalbench.js';
import { parseCanonical } from '../../src/formats/canonical.js';
import { parseJsonText } from '../../src/io/files.js';
import { configValuesEqual } from '../../src/common/config-values.js';
import { readRuns } from '../../src/load/merge.js';
import { loadResults, withSampleCount } from '../../src/load/read.js';
import type { ConfigValue, ProblemCounts, RunResults } from '../../src/common/types.js';
import { HARNESS_FILES, harnessBytes, linesBytes, documentBytes, zipBytes, type HarnessFile } from './harness-files.js';
import { applyByteEdit, applyEdit, array, copyTree, damage, type Damage, type JsonNode } from './json-tree.js';
import { CaseTally, checkRun, countsById, fuzzRuns, readOrRefuse } from './oracle.js';
import { tempDir } from '../support/temp.js';

/** A passk-results/v1 file's text, read as the gate reads the file. */
const parseCanonicalResults = (text: string, file: string, options: { samples?: boolean } = {}) =>
  parseCanonical(parseJsonText(text, file), file, options);

const SEED = 5_2024;
const VALID_RUNS = 250;
const DAMAGED_RUNS = 1500;
/** Merges of two or three files per format, half of them with one file damaged. */
const MERGE_RUNS = 150;
const FORMATS = Object.keys(HARNESS_FILES);

const tally = new CaseTally();
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-fuzz-readers-');
});

afterAll(() => {
  console.log(tally.report(`reader fuzz (seed ${SEED})`));
  rmSync(dir, { recursive: true, force: true });
});

/** The readers that take a parsed document, as loadResults would call them after reading the file. */
const IN_MEMORY: Record<string, (text: string, name: string, criterion: string | undefined) => RunResults> = {
  passk: (text, name) => parseCanonicalResults(text, name),
  evalplus: (text, name, criterion) => withSampleCount(parseEvalPlus(parseJsonText(text, name), name, { criterion })),
  bigcodebench: (text, name) => withSampleCount(parseBigCodeBench(parseJsonText(text, name), name)),
  inspect: (text, name, criterion) => withSampleCount(parseInspectJson(parseJsonText(text, name), name, { criterion })),
  livecodebench: (text, name) => withSampleCount(parseLiveCodeBench(parseJsonText(text, name), name)),
  taubench: (text, name) => withSampleCount(parseTauBench(parseJsonText(text, name), name)),
  tau2bench: (text, name) => withSampleCount(parseTau2Bench(parseJsonText(text, name), name)),
  swebench: (text, name) => withSampleCount(parseSweBench(parseJsonText(text, name), name)),
  terminalbench: (text, name) => withSampleCount(parseTerminalBench(parseJsonText(text, name), name)),
};

interface Written {
  bytes: Uint8Array;
  beside?: Uint8Array;
  /** The files of the folder beside it (`HarnessFile.folder`), in its order. */
  folder?: Uint8Array[];
}

/** The bytes of the files beside a file (`beside`, `folder`). */
function besideBytes(file: HarnessFile): Omit<Written, 'bytes'> {
  return {
    ...(file.beside !== undefined ? { beside: documentBytes(file.beside.document, file.layout, false) } : {}),
    ...(file.folder !== undefined
      ? { folder: file.folder.map((entry) => documentBytes(entry.document, file.layout, false)) }
      : {}),
  };
}

/** The file's bytes, and those of the files beside it, as the harness writes them. */
function intact(file: HarnessFile): Written {
  return { bytes: harnessBytes(file), ...besideBytes(file) };
}

/** The file's bytes after damage: tree edits to its document (or lines, or one zip entry), then byte edits. */
function damaged(file: HarnessFile, edits: Damage): Written {
  let beside: Uint8Array | undefined =
    file.beside === undefined ? undefined : documentBytes(file.beside.document, file.layout, false);
  let folder: Uint8Array[] | undefined;
  let bytes: Uint8Array;
  if (file.zipEntries !== undefined) {
    const entries = file.zipEntries.map((entry) => ({ ...entry }));
    for (const edit of edits.trees) {
      const entry = entries[edit.at % entries.length]!;
      entry.document = applyEdit(entry.document, { ...edit, at: Math.floor(edit.at / entries.length) });
    }
    bytes = zipBytes(entries);
  } else if (file.lines !== undefined) {
    let lines: JsonNode = array([...file.lines]);
    for (const edit of edits.trees) {
      // Every fourth edit of an lm-eval run goes to its results file instead.
      if (file.beside !== undefined && edit.at % 4 === 3) {
        beside = documentBytes(applyEdit(file.beside.document, edit), file.layout, false);
        continue;
      }
      lines = applyEdit(lines, edit);
    }
    bytes = linesBytes(lines.kind === 'array' ? lines.items : [lines], file.layout, file.bom);
  } else {
    let document = file.document!;
    const others = [...(file.beside === undefined ? [] : [file.beside]), ...(file.folder ?? [])];
    for (const edit of edits.trees) {
      // Every fourth edit of a file with others beside it (run_metadata.json, simulations/) goes to one of them.
      if (others.length > 0 && edit.at % 4 === 3) {
        const other = others[Math.floor(edit.at / 4) % others.length]!;
        other.document = applyEdit(other.document, { ...edit, at: Math.floor(edit.at / 4) });
        continue;
      }
      document = applyEdit(document, edit);
    }
    bytes = documentBytes(document, file.layout, file.bom);
    ({ beside, folder } = besideBytes(file));
  }
  for (const edit of edits.bytes) bytes = applyByteEdit(bytes, edit);
  return { bytes, ...(beside !== undefined ? { beside } : {}), ...(folder !== undefined ? { folder } : {}) };
}

/** The names of the files in each folder `write` wrote to (nothing else writes there), as it last wrote them. */
const namesIn = new Map<string, string>();

/**
 * Writes the file (and the files beside it, if any) into a folder (the format's); returns its path. The folder is
 * emptied first, unless it holds just the names written now: each is then overwritten. Either way, no file of an
 * earlier case is left beside this one.
 */
function write(file: HarnessFile, written: Written, folder = join(dir, file.format)): string {
  const beside = file.beside !== undefined && written.beside !== undefined ? file.beside.name : undefined;
  const names = [file.name, beside, ...(file.folder ?? []).map((entry) => entry.name)].join('\n');
  if (namesIn.get(folder) !== names) {
    mkdirSync(folder, { recursive: true });
    for (const name of readdirSync(folder)) rmSync(join(folder, name), { recursive: true, force: true });
    namesIn.set(folder, names);
  }
  const path = join(folder, file.name);
  writeFileSync(path, written.bytes);
  if (beside !== undefined) writeFileSync(join(folder, beside), written.beside!);
  file.folder?.forEach((entry, i) => {
    mkdirSync(dirname(join(folder, entry.name)), { recursive: true });
    writeFileSync(join(folder, entry.name), written.folder![i]!);
  });
  return path;
}

/** The files written beside this one, which an error may name instead (lm-eval's results file, simulations/). */
function besidePaths(file: HarnessFile, folder = join(dir, file.format)): string[] {
  const others = [...(file.beside === undefined ? [] : [file.beside]), ...(file.folder ?? [])];
  return others.map((other) => join(folder, other.name));
}

/** A generated file with its own copy of every tree, since damage edits trees in place. */
function fresh(file: HarnessFile): HarnessFile {
  const copied = <Entry extends { document: JsonNode }>(entry: Entry) => ({
    ...entry,
    document: copyTree(entry.document),
  });
  return {
    ...file,
    ...(file.document !== undefined ? { document: copyTree(file.document) } : {}),
    ...(file.lines !== undefined ? { lines: file.lines.map(copyTree) } : {}),
    ...(file.beside !== undefined ? { beside: copied(file.beside) } : {}),
    ...(file.folder !== undefined ? { folder: file.folder.map(copied) } : {}),
    ...(file.zipEntries !== undefined ? { zipEntries: file.zipEntries.map(copied) } : {}),
  };
}

describe.each(FORMATS)('reader %s', (format) => {
  const inMemory = IN_MEMORY[format];

  it('gives the exact counts of a valid file: in memory, with --format, and detected from its content', async () => {
    await fc.assert(
      fc.asyncProperty(HARNESS_FILES[format]!, async (file) => {
        const bytes = harnessBytes(file);
        if (inMemory !== undefined && file.zipEntries === undefined) {
          const run = inMemory(new TextDecoder().decode(bytes), 'fuzz.json', file.criterion);
          checkRun(run, 'fuzz.json', format);
          expect(countsById(run.problems)).toEqual(file.expected);
          tally.add(`${format}: valid, in memory`);
        }
        const path = write(file, intact(file));
        for (const given of [format, undefined]) {
          const run = await loadResults(path, { format: given, criterion: file.criterion });
          checkRun(run, path, format);
          expect(countsById(run.problems)).toEqual(file.expected);
          tally.add(`${format}: valid, ${given === undefined ? 'detected' : '--format'}`);
        }
      }),
      fuzzRuns(SEED, VALID_RUNS),
    );
  }, 60_000);

  it('gives valid results or a one-line error naming the file for a damaged file, in memory and from disk alike', async () => {
    await fc.assert(
      fc.asyncProperty(
        HARNESS_FILES[format]!,
        damage,
        fc.boolean(),
        fc.nat(3),
        async (generated, edits, detect, sample) => {
          const file = fresh(generated);
          const written = damaged(file, edits);
          let memoryRun: RunResults | undefined;
          let memoryTried = false;
          // The directory form reads the files beside it, which its text alone does not have.
          const alone = file.zipEntries === undefined && file.folder === undefined;
          if (inMemory !== undefined && alone && isUtf8(written.bytes)) {
            memoryTried = true;
            memoryRun = await readOrRefuse(
              () => inMemory(new TextDecoder().decode(written.bytes), 'fuzz.json', file.criterion),
              'fuzz.json',
              format,
            );
            tally.add(`${format}: damaged, in memory`);
          }
          // A file read in memory is also read from disk when detected, and one time in four with --format.
          if (memoryTried && !detect && sample !== 0) return;
          const path = write(file, written);
          const diskRun = await readOrRefuse(
            () => loadResults(path, { format: detect ? undefined : format, criterion: file.criterion }),
            path,
            detect ? undefined : format,
            besidePaths(file),
          );
          tally.add(`${format}: damaged, ${detect ? 'detected' : '--format'}`);

          if (memoryTried && !detect) {
            expect(diskRun === undefined, 'the file and its text are read alike').toBe(memoryRun === undefined);
            if (diskRun !== undefined) expect(countsById(diskRun.problems)).toEqual(countsById(memoryRun!.problems));
          }
        },
      ),
      fuzzRuns(SEED + 1, DAMAGED_RUNS),
    );
  }, 60_000);
});

describe('every reader on every other format', () => {
  it('reads each valid file with every --format: the right counts or a one-line error', async () => {
    const any = fc.oneof(...Object.values(HARNESS_FILES));
    await fc.assert(
      fc.asyncProperty(any, fc.constantFrom(...FORMATS), async (file, given) => {
        const path = write(file, intact(file));
        const run = await readOrRefuse(
          () => loadResults(path, { format: given, criterion: file.criterion }),
          path,
          given,
          besidePaths(file),
        );
        if (run !== undefined && given === file.format) expect(countsById(run.problems)).toEqual(file.expected);
        tally.add(`${given}: another format's file`);
      }),
      fuzzRuns(SEED + 2, 600),
    );
  }, 60_000);
});

/**
 * Per problem, the counts of several runs added up, as trials add up: timeouts and errors only where every run
 * that has the problem records them.
 */
function summedCounts(runs: readonly (readonly ProblemCounts[])[]): string[] {
  const totals = new Map<string, ProblemCounts>();
  for (const problems of runs) {
    for (const problem of problems) {
      const total = totals.get(problem.id);
      if (total === undefined) {
        totals.set(problem.id, { ...problem });
        continue;
      }
      total.n += problem.n;
      total.c += problem.c;
      total.timeouts =
        total.timeouts === undefined || problem.timeouts === undefined ? undefined : total.timeouts + problem.timeouts;
      total.errors =
        total.errors === undefined || problem.errors === undefined ? undefined : total.errors + problem.errors;
    }
  }
  return countsById([...totals.values()]);
}

/** An expected count back from its `"id": n/c tT eE` string. */
function parsedCount(text: string): ProblemCounts {
  const [, id, n, c, t, e] = /^(".*"): (\d+)\/(\d+) t(\S+) e(\S+)$/.exec(text)!;
  return {
    id: JSON.parse(id!) as string,
    n: Number(n),
    c: Number(c),
    ...(t === '-' ? {} : { timeouts: Number(t) }),
    ...(e === '-' ? {} : { errors: Number(e) }),
  };
}

/**
 * Whether runs may be merged: every config key but n and seed (a run's own) has one value among the runs that
 * record it, and so has each field of the judgement and each problem's group.
 */
function mergeable(runs: readonly RunResults[]): boolean {
  const agree = (values: readonly (ConfigValue | undefined)[], equal: (a: ConfigValue, b: ConfigValue) => boolean) => {
    const known = values.filter((value) => value !== undefined);
    return known.every((value) => equal(value, known[0]!));
  };
  const keys = new Set(runs.flatMap((run) => Object.keys(run.config)).filter((key) => key !== 'n' && key !== 'seed'));
  const configs = [...keys].every((key) =>
    agree(
      runs.map((run) => (Object.hasOwn(run.config, key) ? run.config[key] : undefined)),
      configValuesEqual,
    ),
  );
  const fields = ['format', 'criterion', 'dataset'] as const;
  const judged = fields.every((field) =>
    agree(
      runs.map((run) => run.judgement?.[field] || undefined),
      (a, b) => a === b,
    ),
  );
  const groups = new Map<string, string>();
  const grouped = runs.every((run) =>
    run.problems.every(
      (p) => p.group === undefined || (groups.get(p.id) ?? groups.set(p.id, p.group).get(p.id)) === p.group,
    ),
  );
  return configs && judged && grouped;
}

describe('several files of one format merged', () => {
  it.each(FORMATS)(
    '%s: merged counts are the files added up, or a one-line error naming a file; refused just when they differ',
    async (format) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(HARNESS_FILES[format]!, { minLength: 2, maxLength: 3 }),
          fc.option(damage, { freq: 2 }),
          async (generated, edits) => {
            const files = generated.map(fresh);
            const folders = files.map((_, i) => join(dir, 'merge', format, String(i)));
            // The last file is damaged, if any is.
            const paths = files.map((file, i) =>
              write(file, edits !== null && i === files.length - 1 ? damaged(file, edits) : intact(file), folders[i]),
            );
            const others = [...paths, ...files.flatMap((file, i) => besidePaths(file, folders[i]))];
            // One side is read with one criterion, as the CLI's --criterion reads every file of it.
            const { criterion } = files[0]!;
            const read = (path: string) => loadResults(path, { criterion });
            const runs = await Promise.all(paths.map((path) => readOrRefuse(() => read(path), path, format, others)));
            const source = paths.join(' + ');
            const merged = await readOrRefuse(() => readRuns(paths, read), source, format, others);
            const kind = `${format}: ${edits === null ? 'valid' : 'damaged'} files`;
            if (runs.some((run) => run === undefined)) {
              expect(merged, 'a file that cannot be read is not merged').toBeUndefined();
              tally.add(`${kind}, one refused`);
              return;
            }
            const each = runs as RunResults[];
            expect(merged !== undefined, 'merged exactly when configs and judgements agree').toBe(mergeable(each));
            tally.add(`${kind}, ${merged === undefined ? 'refused as they differ' : 'merged'}`);
            if (merged === undefined) return;
            expect(countsById(merged.problems)).toEqual(summedCounts(each.map((run) => run.problems)));
            expect(merged.files).toEqual(paths);
            // Undamaged and judged by the same criterion, the sum is that of the counts each file was generated with.
            if (edits === null && files.every((file) => file.criterion === criterion)) {
              expect(countsById(merged.problems)).toEqual(
                summedCounts(files.map((file) => file.expected.map(parsedCount))),
              );
            }
          },
        ),
        fuzzRuns(SEED + 3 + FORMATS.indexOf(format), MERGE_RUNS),
      );
    },
    60_000,
  );
});

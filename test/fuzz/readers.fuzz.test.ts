// Property-based fuzzing of every reader: random valid files in each harness's shape must give exactly their
// counts (in memory, with --format, and detected); the same files damaged (hostile values, renamed and
// prototype keys, truncation, invalid UTF-8, deep nesting, ...) must give valid results or a one-line
// InputError naming the file, in memory and from disk alike.
import fc from 'fast-check';
import { isUtf8 } from 'node:buffer';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBigCodeBench } from '../../src/formats/bigcodebench.js';
import { parseEvalPlus } from '../../src/formats/evalplus.js';
import { parseInspectJson } from '../../src/formats/inspect.js';
import { parseLiveCodeBench } from '../../src/formats/livecodebench.js';
import { parseSweBench } from '../../src/formats/swebench.js';
import { parseTau2Bench } from '../../src/formats/tau2bench.js';
import { parseTauBench } from '../../src/formats/taubench.js';
import { parseTerminalBench } from '../../src/formats/terminalbench.js';
import { parseCanonical, parseJsonText } from '../../src/formats/canonical.js';
import { loadResults, withSampleCount } from '../../src/load/read.js';
import type { RunResults } from '../../src/common/types.js';
import { HARNESS_FILES, harnessBytes, linesBytes, documentBytes, zipBytes, type HarnessFile } from './harness-files.js';
import { applyByteEdit, applyEdit, array, damage, type Damage, type JsonNode } from './json-tree.js';
import { CaseTally, checkRun, countsById, fuzzRuns, readOrRefuse } from './oracle.js';
import { tempDir } from '../support/temp.js';

/** A passk-results/v1 file's text, read as the gate reads the file. */
const parseCanonicalResults = (text: string, file: string, options: { samples?: boolean } = {}) =>
  parseCanonical(parseJsonText(text, file), file, options);

const SEED = 5_2024;
const VALID_RUNS = 250;
const DAMAGED_RUNS = 1500;
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
}

/** The file's bytes after damage: tree edits to its document (or lines, or one zip entry), then byte edits. */
function damaged(file: HarnessFile, edits: Damage): Written {
  let beside = file.beside === undefined ? undefined : documentBytes(file.beside.document, file.layout, false);
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
    for (const edit of edits.trees) document = applyEdit(document, edit);
    bytes = documentBytes(document, file.layout, file.bom);
  }
  for (const edit of edits.bytes) bytes = applyByteEdit(bytes, edit);
  return { bytes, ...(beside !== undefined ? { beside } : {}) };
}

/** Writes the file (and the file beside it, if any) into the format's folder; returns its path. */
function write(file: HarnessFile, written: Written): string {
  const folder = join(dir, file.format);
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) rmSync(join(folder, name), { recursive: true, force: true });
  const path = join(folder, file.name);
  writeFileSync(path, written.bytes);
  if (file.beside !== undefined && written.beside !== undefined)
    writeFileSync(join(folder, file.beside.name), written.beside);
  return path;
}

/** The files written beside this one, which an error may name instead (lm-eval's results file). */
function besidePaths(file: HarnessFile): string[] {
  return file.beside === undefined ? [] : [join(dir, file.format, file.beside.name)];
}

/** Clones a generated file, since damage edits trees in place. */
function fresh(file: HarnessFile): HarnessFile {
  return structuredClone(file);
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
        const path = write(file, {
          bytes,
          ...(file.beside !== undefined ? { beside: documentBytes(file.beside.document, file.layout, false) } : {}),
        });
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
          if (inMemory !== undefined && file.zipEntries === undefined && isUtf8(written.bytes)) {
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
        const path = write(file, {
          bytes: harnessBytes(file),
          ...(file.beside !== undefined ? { beside: documentBytes(file.beside.document, file.layout, false) } : {}),
        });
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

// Files that are not results at all, through every reader: random bytes, broken zip archives, special files,
// nesting deeper than any stack, and a 2 GB file, which must be refused without being read whole.
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMAT_NAMES } from '../../src/formats/detect.js';
import { loadResults } from '../../src/load/read.js';
import { inspectFile, zipBytes } from './harness-files.js';
import { CaseTally, checkRefusal, fuzzRuns, readOrRefuse } from './oracle.js';
import { tempDir } from '../support/temp.js';

const SEED = 5_2027;
const READS = [...FORMAT_NAMES, undefined];
const tally = new CaseTally();
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-fuzz-files-');
});

afterAll(() => {
  console.log(tally.report(`special files fuzz (seed ${SEED})`));
  rmSync(dir, { recursive: true, force: true });
});

const readerName = (format: string | undefined) => format ?? 'detected';

describe('random bytes', () => {
  it('through every reader: valid results or a one-line error naming the file', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      // Text-like bytes: brackets, quotes and digits make it past the first character more often.
      fc
        .string({
          unit: fc.constantFrom(
            '{',
            '}',
            '[',
            ']',
            '"',
            ',',
            ':',
            '\n',
            '\r',
            '1',
            '-',
            'e',
            'a',
            '\u0000',
            'é',
            '\ufeff',
          ),
          maxLength: 200,
        })
        .map((s) => Buffer.from(s)),
    );
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fc.constantFrom(...READS),
        fc.constantFrom('r.json', 'r.jsonl', 'r.eval'),
        async (content, format, name) => {
          const path = join(dir, name);
          writeFileSync(path, content);
          await readOrRefuse(() => loadResults(path, { format }), path, format);
          tally.add(`${readerName(format)}: random bytes`);
        },
      ),
      fuzzRuns(SEED, 1400),
    );
  }, 60_000);
});

/** Where the first central-directory entry of a zip archive starts, from its end record. */
function firstEntry(zip: Buffer): number {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return zip.readUInt32LE(end + 16);
}

describe('broken Inspect .eval archives', () => {
  const evalLog = inspectFile.filter((file) => file.zipEntries !== undefined);

  it('refuses bytes changed in the central directory and end record in one line, or reads them', async () => {
    await fc.assert(
      fc.asyncProperty(
        evalLog,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        async (file, flips) => {
          const zip = Buffer.from(zipBytes(file.zipEntries!));
          const directory = firstEntry(zip);
          for (const [at, byte] of flips) zip[directory + (at % (zip.length - directory))] = byte;
          const path = join(dir, 'flipped.eval');
          writeFileSync(path, zip);
          await readOrRefuse(() => loadResults(path), path, 'inspect');
          tally.add('inspect: .eval with a damaged central directory');
        },
      ),
      fuzzRuns(SEED + 1, 600),
    );
  }, 60_000);

  it('refuses sizes, offsets and zip64 fields that point outside the file or promise too much', async () => {
    const [file] = fc.sample(evalLog, { seed: SEED, numRuns: 1 });
    const zip = Buffer.from(zipBytes(file!.zipEntries!));
    const entry = firstEntry(zip);
    const edits: [string, (copy: Buffer) => void][] = [
      ['a 4 GB compressed size', (copy) => copy.writeUInt32LE(0xfffffffe, entry + 20)],
      ['a 500 MB size from a few bytes', (copy) => copy.writeUInt32LE(500 * 1024 * 1024, entry + 24)],
      ['a header offset past the end', (copy) => copy.writeUInt32LE(0xfffffff0, entry + 42)],
      ['an unknown compression method', (copy) => copy.writeUInt16LE(99, entry + 10)],
      ['zip64 sizes without a zip64 field', (copy) => copy.writeUInt32LE(0xffffffff, entry + 24)],
      [
        'a zip64 field shorter than its sizes',
        (copy) => {
          copy.writeUInt32LE(0xffffffff, entry + 20);
          copy.writeUInt32LE(0xffffffff, entry + 24);
          const nameLength = copy.readUInt16LE(entry + 28);
          const extraLength = copy.readUInt16LE(entry + 30);
          if (extraLength >= 4) {
            copy.writeUInt16LE(0x0001, entry + 46 + nameLength);
            copy.writeUInt16LE(4, entry + 46 + nameLength + 2);
          } else {
            // No extra field to reuse: claim one that runs past the directory.
            copy.writeUInt16LE(6, entry + 30);
          }
        },
      ],
      [
        'a zip64 end locator pointing past 2^63',
        (copy) => {
          const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
          copy.writeUInt32LE(0xffffffff, end + 16);
          // A locator in the 20 bytes before the end record (over the last directory bytes).
          copy.writeUInt32LE(0x07064b50, end - 20);
          copy.writeBigUInt64LE(0xfffffffffffff000n, end - 12);
        },
      ],
    ];
    for (const [name, edit] of edits) {
      const copy = Buffer.from(zip);
      edit(copy);
      const path = join(dir, 'crafted.eval');
      writeFileSync(path, copy);
      let error: unknown;
      await loadResults(path).catch((caught: unknown) => (error = caught));
      expect(error, name).toBeDefined();
      checkRefusal(error, path);
      tally.add(`inspect: crafted .eval, ${name}`);
    }
  });
});

describe('special files and shapes, through every reader', () => {
  it('refuses a directory, a missing file, devices and a pipe, naming them', async () => {
    const fifo = join(dir, 'pipe');
    const made = spawnSync('mkfifo', [fifo]).status === 0;
    const paths = [dir, join(dir, 'absent.jsonl'), '/dev/null', '/dev/zero', ...(made ? [fifo] : [])];
    for (const path of paths) {
      for (const format of READS) {
        let error: unknown;
        await loadResults(path, { format }).catch((caught: unknown) => (error = caught));
        checkRefusal(error, path);
        expect((error as Error).message).toMatch(/is a directory|no such file|not a regular file/);
        tally.add(`${readerName(format)}: directory, missing file, device or pipe`);
      }
    }
  });

  it('refuses empty, blank, BOM-only and deeply nested files in one line', async () => {
    const shapes: [string, string][] = [
      ['empty', ''],
      ['blank', ' \r\n\n\t'],
      ['a BOM alone', '\ufeff'],
      ['null', 'null'],
      ['a million nested arrays', `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`],
      ['a million nested objects', `${'{"a":'.repeat(1_000_000)}0${'}'.repeat(1_000_000)}`],
      ['nested arrays as a JSONL line', `{"task_id":"a","passed":${'['.repeat(200_000)}${']'.repeat(200_000)}}\n`],
      ['an unclosed million', '['.repeat(1_000_000)],
    ];
    for (const [name, text] of shapes) {
      const path = join(dir, 'shape.json');
      writeFileSync(path, text);
      for (const format of READS) {
        const run = await readOrRefuse(() => loadResults(path, { format }), path, format);
        expect(run, `${name} as ${readerName(format)}`).toBeUndefined();
        tally.add(`${readerName(format)}: ${name}`);
      }
    }
  }, 60_000);

  it('refuses a 2 GB file without reading it whole: memory stays bounded', async () => {
    const folder = join(dir, 'sparse');
    mkdirSync(folder, { recursive: true });
    const path = join(folder, 'samples_humaneval_2024-06-01T10-00-00.1.jsonl');
    // Valid rows, then 2 GB of zero bytes: sparse, so it costs no disk.
    writeFileSync(path, '{"task_id":"a","completion":"x","result":"passed","passed":true}\n');
    truncateSync(path, 2 * 1024 ** 3);
    for (const format of READS) {
      const before = process.memoryUsage();
      let error: unknown;
      await loadResults(path, { format }).catch((caught: unknown) => (error = caught));
      const after = process.memoryUsage();
      checkRefusal(error, path);
      // Refused for its size, for its 2 GB second line, or (read as lm-eval samples) for its first line.
      expect((error as Error).message).toMatch(/MiB|: line 1: /);
      // A whole read would hold 2 GB; a line is cut off at 64 MiB.
      expect(after.arrayBuffers - before.arrayBuffers, readerName(format)).toBeLessThan(256 * 1024 ** 2);
      expect(after.rss - before.rss, readerName(format)).toBeLessThan(512 * 1024 ** 2);
      tally.add(`${readerName(format)}: 2 GB sparse file`);
    }
  }, 60_000);
});

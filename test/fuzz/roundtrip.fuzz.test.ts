// Invariants: a canonical file written by the gate reads back to the same run, and the JSON error locator
// agrees with JSON.parse on what is JSON.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCanonical } from '../../src/formats/canonical.js';
import { parseJsonText } from '../../src/io/files.js';
import { jsonSyntaxError } from '../../src/io/json-syntax.js';
import { canonicalJson } from '../../src/formats/canonical-write.js';
import { canonicalFile, harnessBytes } from './harness-files.js';
import { applyByteEdit, byteEdit, hostileValue, jsonText, treeEdit, applyEdit } from './json-tree.js';
import { CaseTally, countsById, fuzzRuns } from './oracle.js';

/** A passk-results/v1 file's text, read as the gate reads the file. */
const parseCanonicalResults = (text: string, file: string, options: { samples?: boolean } = {}) =>
  parseCanonical(parseJsonText(text, file), file, options);

const SEED = 5_2026;
const tally = new CaseTally();

afterAll(() => {
  console.log(tally.report(`round trip and JSON locator fuzz (seed ${SEED})`));
});

describe('canonical round trip', () => {
  it('parse -> write -> parse gives the same problems, counts, config and model', () => {
    fc.assert(
      fc.property(canonicalFile, (file) => {
        const first = parseCanonicalResults(new TextDecoder().decode(harnessBytes(file)), 'a.json');
        const written = canonicalJson(first);
        const second = parseCanonicalResults(written, 'a.json');
        expect(second).toEqual(first);
        expect(countsById(second.problems)).toEqual(file.expected);
        // Written again, byte for byte the same: the writer is a fixed point.
        expect(canonicalJson(second)).toBe(written);
        tally.add('passk: round trip');
      }),
      fuzzRuns(SEED, 1500),
    );
  });
});

describe('the JSON syntax locator', () => {
  const text = fc.oneof(
    // Valid documents, then damaged ones: truncated, bytes changed, hostile values spliced in.
    canonicalFile.map((file) => jsonText(file.document!, file.layout)),
    fc.tuple(canonicalFile, fc.array(byteEdit, { minLength: 1, maxLength: 3 })).map(([file, edits]) => {
      let bytes: Uint8Array = Buffer.from(jsonText(file.document!, file.layout));
      for (const edit of edits)
        bytes = applyByteEdit(bytes, edit.op === 'invalid-utf8' ? { ...edit, op: 'flip' } : edit);
      return new TextDecoder().decode(bytes);
    }),
    fc.tuple(canonicalFile, fc.array(treeEdit, { minLength: 1, maxLength: 3 })).map(([file, edits]) => {
      let document = file.document!;
      for (const edit of edits) document = applyEdit(document, edit);
      return jsonText(document);
    }),
    hostileValue.map((value) => jsonText(value)),
    fc.string({
      unit: fc.constantFrom(
        '{',
        '}',
        '[',
        ']',
        '"',
        ',',
        ':',
        ' ',
        '\n',
        '\\',
        'u',
        '0',
        '1',
        '-',
        '.',
        'e',
        '+',
        't',
        'n',
        'a',
      ),
      maxLength: 30,
    }),
  );

  it('finds an error exactly when JSON.parse refuses the text, at a place inside it', () => {
    fc.assert(
      fc.property(text, (candidate) => {
        let valid = true;
        try {
          JSON.parse(candidate);
        } catch {
          valid = false;
        }
        const found = jsonSyntaxError(candidate);
        expect(found === undefined, JSON.stringify(candidate.slice(0, 200))).toBe(valid);
        if (found !== undefined) {
          expect(found.offset).toBeGreaterThanOrEqual(0);
          expect(found.offset).toBeLessThanOrEqual(candidate.length);
          expect(found.what).not.toMatch(/[\u0000-\u001f]/);
        }
        tally.add(`JSON locator: ${valid ? 'valid' : 'invalid'} text`);
      }),
      fuzzRuns(SEED + 1, 3000),
    );
  });
});

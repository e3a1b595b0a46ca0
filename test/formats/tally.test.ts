import { describe, expect, it } from 'vitest';
import { forEachEvalSample, ProblemTally, sampleExtras, textHash } from '../../src/formats/tally.js';

/** A tally of problems given as lists of sample texts; a text starting with '+' passed. */
function tally(problems: Record<string, string[]>): ProblemTally {
  const result = new ProblemTally();
  for (const [id, texts] of Object.entries(problems))
    for (const text of texts) result.add(id, { passed: text.startsWith('+'), text });
  return result;
}

describe('ProblemTally', () => {
  it('adds rows per id in first-seen order; timeouts and errors only count failed samples', () => {
    const t = new ProblemTally({ timeouts: true, errors: true });
    t.add('b', { passed: false, timeout: true });
    t.add('a', { passed: true, timeout: true });
    t.add('b', { passed: false, error: true, timeout: true });
    t.add('b', { passed: true });
    expect(t.finish().problems).toEqual([
      { id: 'b', n: 3, c: 1, timeouts: 1, errors: 1 },
      { id: 'a', n: 1, c: 1, timeouts: 0, errors: 0 },
    ]);
  });

  it('says nothing about independent samples, or a few problems with repeated texts', () => {
    expect(tally({ a: ['+x', 'y'], b: ['p', 'q'] }).finish().warnings).toEqual([]);
    expect(tally({ a: ['+x', '+x'], b: ['p', 'q'] }).finish().warnings).toEqual([]);
  });

  it('finds the largest number of copies every problem is made of', () => {
    expect(tally({ a: ['+x', 'y', '+x', 'y'], b: ['p', 'p', 'p', 'p'] }).finish().warnings).toEqual([
      expect.stringContaining('one block of samples repeated 2 times with the same text'),
    ]);
    expect(tally({ a: ['+x', '+x', '+x'], b: ['p', 'p', 'p'] }).finish().warnings).toEqual([
      expect.stringContaining('repeated 3 times'),
    ]);
  });

  it('names problems with a multiple of the usual n whose samples repeat', () => {
    const warnings = tally({ a: ['+x', 'y'], b: ['p', 'q', 'p', 'q'], c: ['r', 's'], d: ['t', 'u', 'v', 'w'] }).finish()
      .warnings;
    expect(warnings).toEqual([
      '1 problem has a multiple of the usual n = 2 samples, the same texts repeated: b (n=4); a run repeated in the file counts its samples twice',
    ]);
  });

  it('does not look for repeats when the format keeps no sample text', () => {
    const t = new ProblemTally();
    for (let i = 0; i < 4; i++) t.add('a', { passed: true });
    expect(t.finish().warnings).toEqual([]);
  });

  it('hashes equal texts alike and tells close texts apart', () => {
    expect(textHash('    return a + b\n')).toBe(textHash('    return a + b\n'));
    const hashes = new Set(Array.from({ length: 10000 }, (_, i) => textHash(`return ${i}`)));
    expect(hashes.size).toBe(10000);
  });
});

describe('sampleExtras', () => {
  it('takes the text when it is a string and the score from an own field only when one is named', () => {
    const row = { solution: 'def f(): pass', rank: 2, note: null };
    expect(sampleExtras(row, 'solution', undefined, 'f.json', () => 'x')).toEqual({ text: 'def f(): pass' });
    expect(sampleExtras(row, 'solution', 'rank', 'f.json', () => 'x')).toEqual({ text: 'def f(): pass', score: 2 });
    // A named field without a number says whether it was null or missing, for the error that names it.
    expect(sampleExtras(row, 'solution', 'note', 'f.json', () => 'x')).toEqual({
      text: 'def f(): pass',
      scoreGap: { field: 'note', kind: 'null' },
    });
    expect(sampleExtras({ solution: 3 }, 'solution', 'note', 'f.json', () => 'x')).toEqual({
      scoreGap: { field: 'note', kind: 'missing' },
    });
    expect(sampleExtras({}, 'solution', 'constructor', 'f.json', () => 'x')).toEqual({
      scoreGap: { field: 'constructor', kind: 'missing' },
    });
  });

  it('names the row and the field of a score that is not a finite number', () => {
    expect(() => sampleExtras({ rank: 'high' }, 'solution', 'rank', 'f.json', () => 'line 3')).toThrow(
      'f.json: line 3: rank: a score must be a finite number, got "high"',
    );
  });
});

describe('forEachEvalSample', () => {
  const visited = (samples: unknown[]): number[] => {
    const seen: number[] = [];
    forEachEvalSample(samples, 'T/0', 'f.json', 'status', (_, i) => seen.push(i));
    return seen;
  };

  it('visits each sample whose task_id, if any, is the key it is listed under', () => {
    expect(visited([{ task_id: 'T/0' }, {}])).toEqual([0, 1]);
  });

  it('refuses an empty list, a sample that is not an object and a task_id under another key', () => {
    expect(() => visited([])).toThrow('f.json: eval["T/0"]: lists no samples');
    expect(() => visited([{}, 'pass'])).toThrow('f.json: eval["T/0"][1]: expected an object with status');
    expect(() => visited([{ task_id: 'T/1' }])).toThrow('f.json: eval["T/0"][0].task_id: is "T/1", not the key "T/0"');
  });
});

describe('ProblemTally samples', () => {
  it('keeps each sample only when asked and when some sample says more than pass or fail', () => {
    const plain = new ProblemTally({ samples: true });
    plain.add('a', { passed: true });
    plain.add('a', { passed: false });
    expect(plain.finish().problems).toEqual([{ id: 'a', n: 2, c: 1 }]);

    const detailed = new ProblemTally({ samples: true });
    detailed.add('a', { passed: true, score: 0.5 });
    detailed.add('b', { passed: false });
    expect(detailed.finish().problems).toEqual([
      { id: 'a', n: 1, c: 1, samples: [{ pass: true, score: 0.5 }] },
      { id: 'b', n: 1, c: 0, samples: [{ pass: false }] },
    ]);

    const unasked = new ProblemTally();
    unasked.add('a', { passed: true, score: 0.5 });
    expect(unasked.finish().problems).toEqual([{ id: 'a', n: 1, c: 1 }]);
  });
});

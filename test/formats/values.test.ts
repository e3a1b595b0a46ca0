import { describe, expect, it } from 'vitest';
import { chooseJudgement, optionalSampleCount, sourcesOf } from '../../src/formats/values.js';

describe('sourcesOf', () => {
  it('gives every key of a config the one source', () => {
    expect(sourcesOf({ temperature: 0.8, n: 10 }, 'filename')).toEqual({ temperature: 'filename', n: 'filename' });
    expect(sourcesOf({}, 'file')).toEqual({});
  });
});

describe('chooseJudgement', () => {
  const words = { kind: 'scorer', has: 'scores from', none: 'has no scores' };

  it('takes the one the criterion names, else the only one', () => {
    expect(chooseJudgement(['a', 'b'], ' b ', 'f', words)).toBe('b');
    expect(chooseJudgement(['a'], undefined, 'f', words)).toBe('a');
    expect(chooseJudgement(['a'], '', 'f', words)).toBe('a');
  });

  it('refuses a criterion that names none of them, several without a criterion, and none at all', () => {
    expect(() => chooseJudgement(['a', 'b'], 'c', 'f', words)).toThrow(
      'f: has no scores from the scorer "c" given as criterion (its scorers: a, b)',
    );
    expect(() => chooseJudgement([], 'c', 'f', words)).toThrow('(its scorers: none)');
    expect(() => chooseJudgement(['a', 'b'], undefined, 'f', words)).toThrow(
      'f: has scores from 2 scorers (a, b); choose one with --criterion SCORER (action input criterion)',
    );
    expect(() => chooseJudgement([], undefined, 'f', words)).toThrow('f: has no scores');
  });
});

describe('optionalSampleCount', () => {
  it('takes a whole number of samples, leaves a missing or null one out, and refuses anything else', () => {
    expect(optionalSampleCount(20, 'f', 'repeats', 'samples')).toBe(20);
    expect(optionalSampleCount(undefined, 'f', 'repeats', 'samples')).toBeUndefined();
    expect(optionalSampleCount(null, 'f', 'repeats', 'samples')).toBeUndefined();
    expect(() => optionalSampleCount(0, 'f', 'epochs', 'epochs')).toThrow(
      'f: epochs: must be a whole number of epochs, got 0',
    );
    expect(() => optionalSampleCount('3', 'f', 'x', 'samples')).toThrow('must be a whole number of samples, got "3"');
  });
});

import { describe, expect, it } from 'vitest';
import { didYouMean, nearestWords, sameWords } from '../../src/common/nearest.js';

describe('the words nearest to a mistyped one', () => {
  const words = ['compare', 'gate', 'convert', 'plan', 'history', 'sequential'];

  it('are those it begins, from three letters on', () => {
    expect(nearestWords('seq', words)).toEqual(['sequential']);
    expect(nearestWords('co', words)).toEqual([]);
    expect(nearestWords('con', ['convert', 'config'])).toEqual(['convert', 'config']);
  });

  it('else those within a third of its length in edits, at least one, the nearest only', () => {
    expect(nearestWords('comapre', words)).toEqual(['compare']);
    expect(nearestWords('plam', words)).toEqual(['plan']);
    expect(nearestWords('gat', words)).toEqual(['gate']);
    // Two edits in four letters is too far to guess; two neighbouring letters swapped are one.
    expect(nearestWords('bxsy', ['best', 'latest'])).toEqual([]);
    expect(nearestWords('bset', ['best', 'latest'])).toEqual(['best']);
    expect(nearestWords('bets', ['best', 'latest'])).toEqual(['best']);
    expect(nearestWords('sbet', ['best', 'latest'])).toEqual([]);
    expect(nearestWords('frobnicate', words)).toEqual([]);
  });

  it('are said as ": did you mean X?", or nothing when none is near', () => {
    expect(didYouMean('lst', ['add', 'list', 'page'])).toBe(': did you mean list?');
    expect(didYouMean('zzz', ['add', 'list', 'page'])).toBe('');
  });
});

describe('the words one writes another way', () => {
  it('are the same but for case, dashes, underscores and spaces', () => {
    const formats = ['humaneval', 'lm-eval', 'swebench', 'tau2bench'];
    expect(sameWords('Human-Eval', formats)).toEqual(['humaneval']);
    expect(sameWords('lm_eval', formats)).toEqual(['lm-eval']);
    expect(sameWords('SWE bench', formats)).toEqual(['swebench']);
    expect(sameWords('tau-bench', formats)).toEqual([]);
  });
});

describe('"did you mean"', () => {
  it('names a word written another way before one near in spelling', () => {
    // fail_on is 1 edit from fail-on, and written another way; FAIL-ON is 7 edits away, and the same word.
    expect(didYouMean('FAIL-ON', ['fail-on', 'margin'])).toBe(': did you mean fail-on?');
    expect(didYouMean('fail_on', ['fail-on', 'margin'])).toBe(': did you mean fail-on?');
  });
});

// The drift check's anchor as written (src/config/anchor.ts): `history:DIR[#SELECTOR]` parsed, and the pick in words.
import { describe, expect, it } from 'vitest';
import { describePick, parseAnchor } from '../../src/config/anchor.js';

// Every item the selector takes, name:NAME too.
const USAGE =
  '(expected history:DIR[#SELECTOR], SELECTOR oldest, best, latest, commit:SHA or ref:REF, optionally ,window:N and ,name:NAME)';

describe('parseAnchor', () => {
  it('takes the store and picks its oldest record when there is no selector', () => {
    expect(parseAnchor('history:ci/history', '--anchor')).toEqual({
      text: 'history:ci/history',
      store: 'ci/history',
      pick: { kind: 'oldest' },
    });
  });

  it.each([
    ['oldest', { kind: 'oldest' }],
    ['best', { kind: 'best' }],
    ['latest', { kind: 'latest' }],
    ['commit:ABCD', { kind: 'commit', commit: 'abcd' }],
    ['commit:' + 'f'.repeat(64), { kind: 'commit', commit: 'f'.repeat(64) }],
    ['ref:v2', { kind: 'ref', ref: 'v2' }],
    // A ref may hold colons: the value is all after the first.
    ['ref:refs/tags/a:b', { kind: 'ref', ref: 'refs/tags/a:b' }],
  ])('reads the pick %j', (selector, pick) => {
    expect(parseAnchor(`history:s#${selector}`, '--anchor').pick).toEqual(pick);
  });

  it('reads a window and a series name beside the pick, in any order, spaces around items ignored', () => {
    expect(parseAnchor('history:s#window:20, best ,name: coder x', '--anchor')).toEqual({
      text: 'history:s#window:20, best ,name: coder x',
      store: 's',
      pick: { kind: 'best' },
      window: 20,
      name: 'coder x',
    });
    expect(parseAnchor('history:s#window:1', '--anchor')).toMatchObject({ pick: { kind: 'oldest' }, window: 1 });
  });

  it('names the store up to the first # after the prefix', () => {
    expect(parseAnchor('history:a/b#latest', 'x').store).toBe('a/b');
    // A series name may hold a #: the selector is all after the first.
    expect(parseAnchor('history:a/b#name:run #3', 'x')).toMatchObject({ store: 'a/b', name: 'run #3' });
  });

  it.each([
    ['main', '"main" does not start with history:'],
    ['History:s', '"History:s" does not start with history:'],
    ['history:', '"history:" names no store folder'],
    ['history:#best', '"history:#best" names no store folder'],
    ['history:s#newest', 'unknown selector item "newest"'],
    ['history:s#bset', 'unknown selector item "bset": did you mean best?'],
    ['history:s#', 'unknown selector item ""'],
    ['history:s#best:1', 'unknown selector item "best:1"'],
    ['history:s#commit:a3d', '"commit:a3d": a commit prefix needs at least 4 hex digits'],
    ['history:s#commit:', '"commit:": a commit prefix needs at least 4 hex digits'],
    ['history:s#commit:abcg', '"commit:abcg": a commit is given by its SHA, in hex'],
    [`history:s#commit:${'f'.repeat(65)}`, `"commit:${'f'.repeat(65)}": a SHA has at most 64 hex digits`],
    ['history:s#ref:', '"ref:": ref:REF needs a ref, a tag (v1.2.0) or a branch (main)'],
    // A known item whose value is bad says what the value must be.
    ['history:s#window:0', '"window:0": window: N must be a whole number of at least 1, got 0'],
    ['history:s#oldest,window:abc', '"window:abc": window: N must be a whole number of at least 1, got abc'],
    ['history:s#window:2.5', '"window:2.5": window: N must be a whole number of at least 1, got 2.5'],
    ['history:s#window', '"window": window: N must be a whole number of at least 1, got nothing'],
    ['history:s#name:', '"name:": name:NAME needs the name of a series'],
    [
      'history:s#best, latest',
      '" latest": the selector already picks a record; give one of oldest, best, latest, commit:, ref:',
    ],
    ['history:s#window:3,window:4', '"window:4": the selector already has window:; give it once'],
    ['history:s#name:a,best,name:b', '"name:b": the selector already has name:; give it once'],
  ])('refuses %j in one line naming the option', (text, what) => {
    expect(() => parseAnchor(text, 'input anchor')).toThrow(`input anchor: ${what} ${USAGE}`);
  });
});

describe('parseAnchor: a bare selector', () => {
  it("with the action's history branch, picks in the branch's store, to be fetched", () => {
    expect(parseAnchor('best,window:20', 'anchor', 'passk-gate-history')).toEqual({
      text: 'best,window:20',
      store: '',
      pick: { kind: 'best' },
      window: 20,
      branch: 'passk-gate-history',
    });
    // A store folder is still read as one.
    expect(parseAnchor('history:h#latest', 'anchor', 'passk-gate-history')).toEqual({
      text: 'history:h#latest',
      store: 'h',
      pick: { kind: 'latest' },
    });
    expect(() => parseAnchor('newest', 'anchor', 'b')).toThrow(
      'anchor: unknown selector item "newest" (expected SELECTOR, or history:DIR[#SELECTOR], SELECTOR oldest',
    );
  });

  it('without one (the CLI), is refused saying that only the action picks it, and what to give here', () => {
    expect(() => parseAnchor('oldest,window:20', 'anchor')).toThrow(
      'anchor: "oldest,window:20" is a selector without its store: only the action, given its input history, ' +
        'picks one in its history branch; here give history:DIR#oldest,window:20',
    );
  });
});

describe('describePick', () => {
  it.each([
    ['history:s', 'the oldest record'],
    ['history:s#best,window:20', 'the best record of the last 20'],
    ['history:s#latest', 'the latest record'],
    ['history:s#commit:ABC1234', 'commit abc1234'],
    ['history:s#ref:v2,window:3', 'ref v2 of the last 3'],
  ])('says what %j picks: %s', (text, words) => {
    expect(describePick(parseAnchor(text, '--anchor'))).toBe(words);
  });
});

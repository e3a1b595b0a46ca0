// `key=value` config text both ways: what a fix suggests (configPairsText) is read back by the option's parser
// (parseConfigPairs) as the very values it was written from.
import { describe, expect, it } from 'vitest';
import type { ConfigValue } from '../../src/common/types.js';
import { configPairsText, parseConfigPairs } from '../../src/load/user-config.js';
import { Xoshiro128 } from '../../src/resample/random.js';

/** Strings that read as something else, or that break a pair, when written as they are. */
const AWKWARD: readonly string[] = [
  '0.8',
  '-1e3',
  '.5',
  '0x10',
  'Infinity',
  'NaN',
  'true',
  'false',
  'null',
  'True',
  '',
  ' ',
  ' padded ',
  'a,b',
  'a"b',
  '"quoted"',
  'say "hi", then go',
  'back\\slash',
  '\\"',
  'a=b',
  'line\nbreak',
  '\u00a0nbsp',
  '</s>',
  'é',
];

/** A seeded string of characters the parser treats specially, and ordinary ones. */
function randomString(rng: Xoshiro128): string {
  const alphabet = ['a', 'Z', '0', '1', '.', '-', 'e', '+', ',', '"', '\\', '=', ' ', '\t', '\n', 'é', 'x'];
  const length = rng.nextBelow(8);
  return Array.from({ length }, () => alphabet[rng.nextBelow(alphabet.length)]!).join('');
}

function roundTrip(pairs: [string, ConfigValue][]): Record<string, ConfigValue> {
  return parseConfigPairs(configPairsText(pairs), 'candidate-config');
}

describe('configPairsText', () => {
  it('writes plain what reads back plain, and quotes or writes as JSON the rest', () => {
    expect(
      configPairsText([
        ['temperature', 0.8],
        ['top_p', 0.95],
        ['n', 20],
        ['stop', '</s>'],
      ]),
    ).toBe('temperature=0.8,top_p=0.95,n=20,stop=</s>');
    expect(
      configPairsText([
        ['seed', null],
        ['greedy', false],
        ['stop', 'a,b'],
        ['tag', '0.8'],
        ['mode', '0x10'],
      ]),
    ).toBe('seed=null,greedy=false,stop="a,b",tag="0.8",mode=0x10');
  });

  it('reads back as the same values, each awkward string beside others', () => {
    for (const value of AWKWARD) {
      const pairs: [string, ConfigValue][] = [
        ['temperature', 0.8],
        ['stop', value],
        ['n', 20],
      ];
      expect(roundTrip(pairs), JSON.stringify(value)).toEqual(Object.fromEntries(pairs));
    }
  });

  it('reads back as the same values for seeded random strings, numbers, booleans and null', () => {
    const rng = new Xoshiro128(2026);
    for (let trial = 0; trial < 2000; trial++) {
      const pairs: [string, ConfigValue][] = Array.from({ length: 1 + rng.nextBelow(4) }, (_, i) => {
        const kind = rng.nextBelow(5);
        const value: ConfigValue =
          kind === 0
            ? (rng.nextDouble() - 0.5) * 10 ** (rng.nextBelow(40) - 20)
            : kind === 1
              ? rng.nextBelow(2) === 1
              : kind === 2
                ? null
                : randomString(rng);
        return [`key_${i}`, value];
      });
      expect(roundTrip(pairs), configPairsText(pairs)).toEqual(Object.fromEntries(pairs));
    }
  });

  it('leaves a value to fill in empty, which the parser refuses until it is filled', () => {
    const text = configPairsText([
      ['temperature', 0.8],
      ['max_tokens', undefined],
    ]);
    expect(text).toBe('temperature=0.8,max_tokens=');
    expect(() => parseConfigPairs(text, 'baseline-config')).toThrow('baseline-config: max_tokens has no value');
  });
});

describe('parseConfigPairs', () => {
  it('parses key=value pairs: numbers, booleans, null, quoted and bare strings', () => {
    expect(
      parseConfigPairs(
        ' temperature=0.8, top_p=.95 ,n=20,do_sample=true,seed=null,stop="a,\\"b",model=org/m@1, ',
        'cfg',
      ),
    ).toEqual({
      temperature: 0.8,
      top_p: 0.95,
      n: 20,
      do_sample: true,
      seed: null,
      stop: 'a,"b',
      model: 'org/m@1',
    });
  });

  it.each([
    ['temperature', 'cfg: expected key=value, got "temperature"'],
    ['temperature=', 'cfg: temperature has no value (write temperature=VALUE)'],
    ['n=1,n=2', 'cfg: n is given twice'],
    ['=3', 'cfg: "" is not a config key'],
    ['name="unterminated', 'cfg: name: "unterminated is not a valid quoted string'],
  ])('refuses %j', (spec, message) => {
    expect(() => parseConfigPairs(spec, 'cfg')).toThrow(message);
  });
});

// `key=value` config text both ways: what a fix suggests (configPairsText) is read back by the option's parser
// (parseConfigPairs) as the very values it was written from.
import { describe, expect, it } from 'vitest';
import { configValuesEqual } from '../../src/common/config-values.js';
import type { ConfigValue } from '../../src/common/types.js';
import {
  checkSettingNames,
  configPairsText,
  MATCHED_SETTINGS,
  mergeUserConfig,
  nearMisses,
  parseConfigPairs,
} from '../../src/load/user-config.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { problems, run } from '../support/runs.js';

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

  it('quotes a value holding a control, bidi, line-separator or zero-width character, each written as \\uXXXX', () => {
    // OSC 52 (a clipboard write) and a screen clear, with no space: once written plain, the terminal ran them.
    const hostile = [
      '512\u001b]52;c;cm0gLXJmIH4K\u0007\u001b[2J',
      'a\u009bb',
      'abc\u202egnp',
      'x\u2066y\u2069',
      'a\u2028b\u2029c\u0085',
      'Human\u200bEval',
      'a\u200fb\ufeff',
    ];
    for (const value of hostile) {
      const text = configPairsText([['max_tokens', value]]);
      expect(text, text).toMatch(/^max_tokens="[\x20-\x7e]+"$/);
      expect(parseConfigPairs(text, 'baseline-config')).toEqual({ max_tokens: value });
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
  it("reads a single-quoted value as a double-quoted one, so '0.2' is the temperature 0.2 and not the text '0.2'", () => {
    const config = parseConfigPairs("temperature='0.2',top_p='0.95',stop='def'", '--baseline-config');
    expect(config).toEqual({ temperature: '0.2', top_p: '0.95', stop: 'def' });
    expect(configValuesEqual(config.temperature!, 0.2)).toBe(true);
  });

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

  // Pairs run together read as one pair whose value holds the rest: temperature = "0 top_p=1", top_p never given.
  it.each([
    ['temperature=0 top_p=1', 'temperature=0,top_p=1'],
    ['temperature=0;top_p=1', 'temperature=0,top_p=1'],
    ['temperature=0|top_p=1', 'temperature=0,top_p=1'],
    ['temperature = 0 ; top_p = 1', 'temperature=0,top_p=1'],
    ['n=20,temperature=0.8 top_p=0.95 max_tokens=512', 'temperature=0.8,top_p=0.95,max_tokens=512'],
    ['model_args=pretrained=m', 'model_args="pretrained=m"'],
  ])('refuses %j, whose value holds =, saying to write %s', (spec, fixed) => {
    expect(() => parseConfigPairs(spec, '--baseline-config')).toThrow(/^--baseline-config: .* reads as one pair/);
    expect(() => parseConfigPairs(spec, '--baseline-config')).toThrow(new RegExp(`write ${fixed}$`));
  });

  it('takes = in a double-quoted value', () => {
    expect(parseConfigPairs('model_args="pretrained=m",n=1', 'cfg')).toEqual({ model_args: 'pretrained=m', n: 1 });
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

describe('nearMisses', () => {
  const known = [...MATCHED_SETTINGS, 'min_p', 'stop', 'max_new_tokens'];

  it.each([
    ['top-p', ['top_p']],
    ['Top_P', ['top_p']],
    ['TEMPERATURE', ['temperature']],
    ['max tokens', ['max_tokens']],
    ['temp', ['temperature']],
    ['top', ['top_p', 'top_k']],
    ['topk', ['top_k']],
    ['temprature', ['temperature']],
    ['tempreature', ['temperature']],
    ['max_token', ['max_tokens']],
    ['top_q', ['top_p', 'top_k']],
  ])('takes %j for a near miss of %j', (key, near) => {
    expect(nearMisses(key, known)).toEqual(near);
  });

  it('takes the known keys a start leaves fewest letters of, before any an edit away', () => {
    const more = [...known, 'max_tokens_to_sample', 'top_logprobs', 'num_beams', 'num_beam_groups'];
    expect(nearMisses('max_token', more)).toEqual(['max_tokens']);
    expect(nearMisses('top', more)).toEqual(['top_p', 'top_k']);
    expect(nearMisses('num_beam', more)).toEqual(['num_beams']);
  });

  it.each([
    ['a known key itself', 'top_p'],
    ['a setting a near miss of another known one', 'min_p'],
    ['a key of its own', 'prompt_version'],
    ['a short key an edit from a known one', 'step'],
    ['a key a known one starts', 'max_tokens_to_sample'],
    ['a key too short to tell', 'te'],
  ])('leaves %s alone (%j)', (_, key) => {
    expect(nearMisses(key, known)).toEqual([]);
  });
});

describe('checkSettingNames', () => {
  it('refuses a near miss of a known setting or of a recorded key, saying which was meant', () => {
    expect(() => checkSettingNames(['temperature', 'top-p'], [], '--match-config', 'neither run records it')).toThrow(
      '--match-config: "top-p" is not a known setting and neither run records it: did you mean top_p?',
    );
    expect(() => checkSettingNames(['beam_widht'], ['beam_width'], 'x', 'neither run records it')).toThrow(
      'did you mean beam_width?',
    );
    expect(() => checkSettingNames(['top', 'temp'], [], 'x', 'y')).toThrow(
      '"top" is not a known setting and y: did you mean top_p, top_k or top_a?',
    );
  });

  // Settings as harnesses and APIs name them: each is taken as given, none refused as a typo of another.
  it.each([
    ['vLLM', ['min_tokens', 'max_tokens', 'min_p', 'best_of', 'stop_token_ids', 'ignore_eos', 'repetition_penalty']],
    ['Hugging Face generate', ['max_new_tokens', 'min_new_tokens', 'max_length', 'min_length', 'do_sample']],
    ['Hugging Face generate', ['num_beams', 'typical_p', 'length_penalty', 'no_repeat_ngram_size', 'stop_strings']],
    ['OpenAI', ['max_completion_tokens', 'max_output_tokens', 'presence_penalty', 'frequency_penalty', 'seed']],
    ['OpenAI', ['n', 'stop', 'logprobs', 'top_logprobs', 'logit_bias', 'reasoning_effort']],
    ['Anthropic', ['max_tokens', 'top_k', 'stop_sequences', 'max_tokens_to_sample', 'thinking', 'budget_tokens']],
    ['Gemini', ['maxOutputTokens', 'candidateCount', 'stopSequences', 'presencePenalty', 'frequencyPenalty']],
    ['Gemini (Python SDK)', ['max_output_tokens', 'candidate_count', 'stop_sequences', 'thinking_budget']],
    ['Ollama', ['num_predict', 'num_ctx', 'repeat_penalty', 'repeat_last_n', 'mirostat_tau', 'tfs_z']],
    ['llama.cpp', ['n_predict', 'n_ctx']],
    ['lm-eval', ['until', 'max_gen_toks', 'do_sample']],
    ['bigcode-evaluation-harness and evalplus', ['max_length_generation', 'n_samples', 'greedy']],
    ['Inspect', ['stop_seqs', 'num_choices', 'reasoning_tokens', 'best_of']],
  ])('takes the settings %s names as they are', (_, keys) => {
    expect(() => checkSettingNames(keys, [], '--baseline-config', 'the run does not record it')).not.toThrow();
  });

  it.each([
    ['min-tokens', 'min_tokens'],
    ['min_token', 'min_tokens'],
    ['min_new_token', 'min_new_tokens'],
    ['max_ouput_tokens', 'max_output_tokens'],
    ['num-predict', 'num_predict'],
    ['repeat_penalti', 'repeat_penalty'],
    ['presense_penalty', 'presence_penalty'],
  ])('refuses %j, a typo of %s', (key, meant) => {
    expect(() => checkSettingNames([key], [], '--baseline-config', 'the run does not record it')).toThrow(
      `--baseline-config: "${key}" is not a known setting and the run does not record it: did you mean ${meant}?`,
    );
  });

  it.each([
    ['topP', 'top_p'],
    ['topK', 'top_k'],
    ['maxTokens', 'max_tokens'],
  ])('refuses %j, a setting the gate compares under another name, naming it as the gate does', (key, name) => {
    expect(() => checkSettingNames([key], [], '--match-config', 'neither run records it')).toThrow(
      `--match-config: write "${key}" as ${name}, the name the gate compares`,
    );
    expect(() => checkSettingNames([key], [key], '--match-config', 'neither run records it')).not.toThrow();
  });

  it("notes which setting the gate reads a key under another harness's name as, and takes it", () => {
    const keys = ['temperature', 'max_new_tokens', 'num_predict', 'max_length'];
    expect(checkSettingNames(keys, [], '--match-config', 'neither run records it')).toEqual([
      "--match-config: max_new_tokens is read as max_tokens, the gate's name for the same setting",
      "--match-config: num_predict is read as max_tokens, the gate's name for the same setting",
    ]);
    expect(checkSettingNames(['temperature', 'max_tokens'], [], '--match-config', 'neither run records it')).toEqual(
      [],
    );
  });

  it('takes a key of its own, and one a run records however near a known one', () => {
    expect(() => checkSettingNames(['my_setting', 'top-p'], ['top-p'], 'x', 'y')).not.toThrow();
  });
});

describe('mergeUserConfig', () => {
  const greedy = run('r.jsonl', problems([1, 0], 1), { config: { model: 'm', beam_width: 2 } });

  it('refuses a misspelt key at once rather than adding it as a setting of its own', () => {
    expect(() => mergeUserConfig(greedy, { temprature: 0.2 }, '--candidate-config')).toThrow(
      '--candidate-config: "temprature" is not a known setting and the run does not record it: did you mean temperature?',
    );
    expect(() => mergeUserConfig(greedy, { 'beam-width': 2 }, 'c')).toThrow('did you mean beam_width?');
  });

  it('adds a well-spelt key, a known one or one of its own', () => {
    const merged = mergeUserConfig(greedy, { temperature: 0.2, prompt_version: 'v2' }, 'c');
    expect(merged.config).toEqual({ model: 'm', beam_width: 2, temperature: 0.2, prompt_version: 'v2' });
  });
});

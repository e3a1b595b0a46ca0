import { describe, expect, it } from 'vitest';
import { run } from '../support/runs.js';
import { compareConfigs, filledConfig, unrecordedSetting, type ConfigRow } from '../../src/check/config.js';
import type { ConfigValue } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { compareRuns } from '../support/comparisons.js';

const policy = { compared: ['temperature', 'top_p', 'n', 'max_tokens'], required: [] };

describe('compareConfigs', () => {
  it('passes equal configs, numbers compared as numbers', () => {
    const a = run('a', [], { config: { temperature: 0.8, top_p: 0.95, n: 20, max_tokens: 512 } });
    const b = run('b', [], { config: { temperature: 0.8, top_p: '0.950', n: 20, max_tokens: 512, seed: 1 } });
    const { rows, reasons } = compareConfigs(a, b, policy);
    expect(reasons).toEqual([]);
    expect(rows.map((r) => [r.key, r.checked, r.status])).toEqual([
      ['temperature', true, 'equal'],
      ['top_p', true, 'equal'],
      ['n', true, 'equal'],
      ['max_tokens', true, 'equal'],
      ['seed', false, 'missing'],
    ]);
    // The settings not compared follow, by name.
    const extra = run('c', [], { config: { temperature: 0.8, zeta: 1, alpha: 2, mid: 3 } });
    expect(
      compareConfigs(extra, extra, policy)
        .rows.slice(4)
        .map((r) => r.key),
    ).toEqual(['alpha', 'mid', 'zeta']);
    // A setting neither run records is listed, not refused; temperature must be known.
    const bare = compareConfigs(
      run('a', [], { config: { temperature: 0.8 } }),
      run('b', [], { config: { temperature: 0.8 } }),
      policy,
    );
    expect(bare.reasons).toEqual([]);
    expect(bare.rows.map((r) => [r.key, r.status])).toEqual([
      ['temperature', 'equal'],
      ['top_p', 'unrecorded'],
      ['n', 'unrecorded'],
      ['max_tokens', 'unrecorded'],
    ]);
  });

  it('refuses a compared value past 2^53 - 1 naming key and side, wherever it came from; an uncompared one passes', () => {
    // 12345678901234567 and 12345678901234568 read as one double: compared, they would read equal.
    const seeds = (baseline: number, candidate: number, source: 'file' | 'user') => [
      run('a', [], { config: { temperature: 0.8, seed: baseline }, sources: { seed: source } }),
      run('b', [], { config: { temperature: 0.8, seed: candidate }, sources: { seed: source } }),
    ];
    const checked = { compared: ['temperature', 'seed'], required: [] };
    const [a, b] = seeds(Number('12345678901234567'), Number('12345678901234568'), 'user');
    expect(() => compareConfigs(a!, b!, checked)).toThrow(
      'the config given for the baseline: seed is a whole number past 2^53 - 1 (9007199254740991), which JSON readers ' +
        'round to the nearest double (12345678901234567 reads as 12345678901234568): write it as a string',
    );
    const [c, d] = seeds(1234, 2 ** 63, 'file');
    // From a file, the error names the file that holds it (run b's), on either side.
    expect(() => compareConfigs(c!, d!, checked)).toThrow(/^b: config seed: is a whole number/);
    expect(() => compareConfigs(d!, c!, checked)).toThrow(/^b: config seed: is a whole number/);
    // Beside a drift check's anchor, the candidate's file is rewritten as any file is, not picked as a record.
    expect(() => compareConfigs(c!, d!, checked, 'anchor')).toThrow(/^b: config seed: is a whole number.*as a string$/);
    expect(() => compareConfigs(d!, c!, checked, 'anchor')).toThrow(/^b: config seed: .*: pick another record/);
    // temperature is always compared.
    const hot = run('h', [], { config: { temperature: 2 ** 60 } });
    expect(() => compareConfigs(hot, hot, policy)).toThrow(/^h: config temperature: is a whole number/);
    // Uncompared keys pass, whatever their size.
    expect(compareConfigs(c!, d!, policy).rows.find((r) => r.key === 'seed')?.status).toBe('differs');
    const safe = run('s', [], { config: { temperature: 0.8, seed: Number.MAX_SAFE_INTEGER, floor: 1e20 } });
    expect(compareConfigs(safe, safe, checked).reasons).toEqual([]);
  });

  it('lists every differing and missing key with both values', () => {
    const a = run('a', [], { config: { temperature: 0.2, top_p: 0.95, n: 20 } });
    const b = run('b', [], { config: { temperature: 0.8, top_p: 0.95, n: 10, max_tokens: 512 } });
    const { reasons, refusals } = compareConfigs(a, b, policy);
    expect(reasons).toEqual([
      'config temperature differs: baseline 0.2, candidate 0.8',
      'config n differs: baseline 20, candidate 10',
      'config max_tokens: not recorded by the baseline (candidate 512); give it for the baseline',
    ]);
    expect(refusals).toEqual([
      { kind: 'config-differs', key: 'temperature', baseline: 0.2, candidate: 0.8 },
      { kind: 'config-differs', key: 'n', baseline: 20, candidate: 10 },
      { kind: 'config-missing', key: 'max_tokens', baseline: null, candidate: 512, missing: ['baseline'] },
    ]);
  });

  it("compares a setting listed under another harness's name (max_new_tokens) under the gate's name", () => {
    // Runs are read with the gate's names (`underGateNames`): a key listed as max_new_tokens is their max_tokens.
    const tokens = (value: number) => run('a', [], { config: { temperature: 0.8, max_tokens: value } });
    const { rows, refusals } = compareConfigs(tokens(512), tokens(1024), {
      compared: ['temperature', 'max_new_tokens'],
      required: [],
    });
    expect(refusals).toEqual([{ kind: 'config-differs', key: 'max_tokens', baseline: 512, candidate: 1024 }]);
    expect(rows.map((r) => [r.key, r.checked])).toEqual([
      ['temperature', true],
      ['max_tokens', true],
    ]);
  });

  it('shows a long or multi-line value cut to one short line, with the refusal keeping it whole', () => {
    const long = `${'x'.repeat(100)}\nsecond line`;
    const { reasons, refusals } = compareConfigs(
      run('a', [], { config: { temperature: 0, stop: long } }),
      run('b', [], { config: { temperature: 0, stop: 'END' } }),
      { compared: ['stop'], required: [] },
    );
    expect(reasons).toEqual([`config stop differs: baseline "${'x'.repeat(60)}…", candidate "END"`]);
    expect(refusals).toEqual([{ kind: 'config-differs', key: 'stop', baseline: long, candidate: 'END' }]);
  });

  it('refuses a temperature either run lacks, and a key the policy requires that both lack', () => {
    const none = (config: Record<string, ConfigValue>) => run('a', [], { config });
    const unknown = compareConfigs(none({}), none({ temperature: 0.2 }), { compared: ['top_p'], required: [] });
    expect(unknown.reasons).toEqual([
      'config temperature: not recorded by the baseline (candidate 0.2); give it for the baseline',
    ]);
    const strict = compareConfigs(none({ temperature: 0 }), none({ temperature: 0 }), {
      compared: ['top_p'],
      required: ['top_p'],
    });
    expect(strict.reasons).toEqual(['config top_p: recorded by neither run; give it for both']);
    expect(strict.refusals).toEqual([
      { kind: 'config-missing', key: 'top_p', baseline: null, candidate: null, missing: ['baseline', 'candidate'] },
    ]);
  });

  it('does not compare top_p and top_k at temperature 0 on both sides, and compares them otherwise', () => {
    const greedy = { temperature: 0, top_p: 0.95, top_k: 40 };
    const compared = { compared: ['temperature', 'top_p', 'top_k'], required: [] };
    const { rows, reasons } = compareConfigs(
      run('a', [], { config: greedy }),
      run('b', [], { config: { temperature: '0.0', top_p: 1 } }),
      compared,
    );
    expect(reasons).toEqual([]);
    expect(rows.map((r) => [r.key, r.status])).toEqual([
      ['temperature', 'equal'],
      ['top_p', 'greedy'],
      ['top_k', 'greedy'],
    ]);
    const sampled = compareConfigs(
      run('a', [], { config: { ...greedy, temperature: 0.8 } }),
      run('b', [], { config: { temperature: 0.8, top_p: 1 } }),
      compared,
    );
    expect(sampled.refusals).toMatchObject([
      { kind: 'config-differs', key: 'top_p' },
      { kind: 'config-missing', key: 'top_k' },
    ]);
  });

  it('turns every check off with no key compared, temperature included', () => {
    expect(
      compareConfigs(run('a', [], { config: {} }), run('b', [], { config: {} }), { compared: [], required: [] })
        .reasons,
    ).toEqual([]);
  });
});

describe('compareRuns under the default policy', () => {
  const problems = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, n: 20, c: i }));
  const config = { temperature: 0.8, top_p: 0.95, top_k: 40, max_tokens: 512 };
  const differing: Record<string, ConfigValue> = { temperature: 0.2, top_p: 1, top_k: 50, max_tokens: 1024 };

  it('has the keys this test covers as its defaults, and requires none beyond temperature', () => {
    expect(DEFAULT_OPTIONS.matchConfig).toEqual(Object.keys(config));
    expect(DEFAULT_OPTIONS.requireConfig).toEqual([]);
  });

  for (const key of Object.keys(config)) {
    it(`refuses a differing ${key}`, () => {
      const report = compareRuns(
        run('a', problems, { config: config }),
        run('b', problems, { config: { ...config, [key]: differing[key]! } }),
        DEFAULT_OPTIONS,
      );
      expect(report.verdict).toBe('refused');
      expect(report.failed).toBe(true);
      expect(report.delta).toBeNull();
      expect(report.reasons).toEqual([
        `config ${key} differs: baseline ${JSON.stringify(config[key as keyof typeof config])}, candidate ${JSON.stringify(differing[key])}`,
      ]);
    });

    for (const side of ['baseline', 'candidate'] as const) {
      it(`refuses ${key} recorded by the other run only, missing from the ${side}`, () => {
        const without = Object.fromEntries(Object.entries(config).filter(([name]) => name !== key));
        const [a, b] = side === 'baseline' ? [without, config] : [config, without];
        const report = compareRuns(
          run('a', problems, { config: a }),
          run('b', problems, { config: b }),
          DEFAULT_OPTIONS,
        );
        expect(report.verdict).toBe('refused');
        expect(report.reasons).toHaveLength(1);
        expect(report.reasons[0]).toMatch(new RegExp(`^config ${key}: not recorded by the ${side} `));
        expect(report.refusals).toEqual([expect.objectContaining({ kind: 'config-missing', key, missing: [side] })]);
      });
    }
  }

  it('compares runs that record only temperature (n from the counts), listing the rest as not recorded', () => {
    const report = compareRuns(
      run('a', problems, { config: { temperature: 0.8, n: 20 } }),
      run(
        'b',
        problems.map((p) => ({ ...p, n: 10, c: Math.floor(p.c / 2) })),
        { config: { temperature: 0.8, n: 10 } },
      ),
      DEFAULT_OPTIONS,
    );
    expect(report.verdict).not.toBe('refused');
    expect(report.config.rows.filter((r) => r.checked).map((r) => [r.key, r.status])).toEqual([
      ['temperature', 'equal'],
      ['top_p', 'unrecorded'],
      ['top_k', 'unrecorded'],
      ['max_tokens', 'unrecorded'],
    ]);
  });

  it("lists in config.checked the settings compared, required ones too, under the gate's names", () => {
    const report = compareRuns(
      run('a', problems, { config: { temperature: 0.8, max_tokens: 512, seed: 1 } }),
      run('b', problems, { config: { temperature: 0.8, max_tokens: 512, seed: 2 } }),
      { ...DEFAULT_OPTIONS, matchConfig: ['max_new_tokens'], requireConfig: ['seed'] },
    );
    expect(report.config.checked).toEqual(['max_tokens', 'temperature', 'seed']);
    expect(report.config.checked).toEqual(report.config.rows.filter((r) => r.checked).map((r) => r.key));
    expect(report.reasons).toEqual([expect.stringMatching(/^config seed differs/)]);
  });

  it("warns where an agent's limits differ and are not compared, with the option that compares them", () => {
    const agent = (name: string, max_steps: number) =>
      run(name, problems, { config: { temperature: 0, max_steps, max_errors: 10, seed: 300 } });
    const report = compareRuns(agent('a', 30), agent('b', 10), DEFAULT_OPTIONS);
    expect(report.verdict).not.toBe('refused');
    expect(report.warnings).toContain(
      'max_steps differs (baseline 30, candidate 10) and is not compared: the trials ran under other limits, and a ' +
        'lower one fails trials the other would finish; to refuse such runs, give match-config ' +
        'temperature,top_p,top_k,max_tokens,max_steps',
    );
    // max_errors is the same, and a seed is no limit: neither is said.
    expect(report.warnings.filter((w) => /^(max_errors|seed)/.test(w))).toEqual([]);
    const matched = { ...DEFAULT_OPTIONS, matchConfig: [...DEFAULT_OPTIONS.matchConfig, 'max_steps'] };
    const refused = compareRuns(agent('a', 30), agent('b', 10), matched);
    expect(refused.reasons).toEqual([expect.stringMatching(/^config max_steps differs/)]);
    expect(refused.warnings.filter((w) => w.startsWith('max_steps'))).toEqual([]);
  });

  it('refuses an unknown temperature, and a require-config key neither run records', () => {
    const bare = compareRuns(run('a', problems, { config: {} }), run('b', problems, { config: {} }), DEFAULT_OPTIONS);
    expect(bare.refusals).toEqual([expect.objectContaining({ kind: 'config-missing', key: 'temperature' })]);
    const strict = compareRuns(
      run('a', problems, { config: { temperature: 0.8 } }),
      run('b', problems, { config: { temperature: 0.8 } }),
      { ...DEFAULT_OPTIONS, requireConfig: ['max_tokens'] },
    );
    expect(strict.refusals).toEqual([
      expect.objectContaining({ kind: 'config-missing', key: 'max_tokens', missing: ['baseline', 'candidate'] }),
    ]);
  });
});

describe('filledConfig', () => {
  it("gives a side's typed values, then each key it lacks at the other run's value, or none when neither has it", () => {
    const policy = { compared: ['temperature', 'top_p', 'max_tokens'], required: [] };
    const baseline = run('b.json', [], { config: { temperature: 0.8, top_p: 0.95 } });
    const candidate = run('c.json', [], { config: { temperature: 0.8 }, sources: { temperature: 'user' } });
    const config = compareConfigs(baseline, candidate, { ...policy, required: ['max_tokens'] });
    expect([...filledConfig(config, 'candidate')]).toEqual([
      ['temperature', 0.8],
      ['top_p', 0.95],
      ['max_tokens', undefined],
    ]);
    expect([...filledConfig(config, 'baseline')]).toEqual([['max_tokens', undefined]]);
  });
});

describe('ConfigRow', () => {
  it('types a row as the JSON report writes it: a side that records no value has no key (tsc checks this)', () => {
    const rows: ConfigRow[] = JSON.parse(
      '[{"key":"top_k","checked":true,"status":"unrecorded"},{"key":"top_p","candidate":0.9,"checked":true,"status":"missing"}]',
    );
    const unrecorded: ConfigRow = { key: 'top_k', checked: true, status: 'unrecorded' };
    expect(rows[0]).toEqual(unrecorded);
    expect(rows[1]!.baseline).toBeUndefined();
  });
});

describe('unrecordedSetting', () => {
  it('is what a later read must be given when neither the files nor MLflow record the setting', () => {
    const at = (source: 'file' | 'filename' | 'mlflow' | 'user') =>
      unrecordedSetting(
        run('r.json', [], { config: { temperature: 0.8 }, sources: { temperature: source } }),
        'temperature',
      );
    expect([at('file'), at('filename'), at('mlflow')]).toEqual([undefined, undefined, undefined]);
    expect(at('user')).toBe('temperature=0.8');
    expect(unrecordedSetting(run('r.json', [], { config: {} }), 'temperature')).toBe('temperature=VALUE');
    expect(unrecordedSetting(run('r.json', [], { config: {} }), 'top_k')).toBe('top_k=VALUE');
  });
});

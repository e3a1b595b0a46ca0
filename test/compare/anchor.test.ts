// The drift check's anchor (src/compare/anchor.ts): the series, the record a selector picks, how it is titled, and
// the checks it adds. Records are built here; the CLI's end-to-end runs are in test/scenarios/history-cli.test.ts.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { SHARED_HINTS } from '../../src/common/hints.js';
import type { Judgement, RunResults } from '../../src/common/types.js';
import {
  anchorFor,
  anchorTitle,
  ownSeries,
  pickAnchor,
  recordMetric,
  seriesOf,
  withAnchorChecks,
  type AnchorRun,
} from '../../src/compare/anchor.js';
import { compareChecks, type CheckRuns } from '../../src/compare/gate.js';
import { parseAnchor } from '../../src/config/anchor.js';
import { parseOptions, type RawOptions } from '../../src/config/options.js';
import { recordOf } from '../../src/load/history-record.js';
import type { StoredRecord } from '../../src/load/history-store.js';
import { runNames } from '../../src/load/run-name.js';
import { problems, run } from '../support/runs.js';

/** A stored record of these pass counts (of 10 samples each) in series `name`. */
function stored(name: string, commit: string, day: number, cs: number[], ref?: string): StoredRecord {
  const time = `2026-11-${String(day).padStart(2, '0')}T00:00:00Z`;
  const record = recordOf(run(`${name}.json`, problems(cs, 10)), {
    commit,
    time,
    name,
    ...(ref === undefined ? {} : { ref }),
  });
  return { file: `store/records/${day}-${name}.json`, record };
}

/** The gate options from CLI-style values, the defaults where none is given. */
const options = (raw: RawOptions = {}) => parseOptions(raw);
const spec = (selector = '') => parseAnchor(`history:store${selector === '' ? '' : `#${selector}`}`, '--anchor');
const CANDIDATE: RunResults = run('cand.json', problems([5], 10));
const C1 = 'abcd1111'.padEnd(40, '1');
const C2 = 'abcd2222'.padEnd(40, '2');
const C3 = 'ef003333'.padEnd(40, '3');

/** One series of three runs, oldest first: pass@1 0.5, 0.9, 0.7. */
const SERIES = [
  stored('passk', C1, 1, [5, 5], 'refs/tags/v1'),
  stored('passk', C2, 2, [9, 9], 'refs/heads/main'),
  stored('passk', C3, 3, [7, 7], 'refs/heads/main'),
];

function refusal(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('seriesOf', () => {
  const other = stored('humaneval', C1, 4, [1]);
  const x = stored('x', C1, 5, [1]);

  it("takes the selector's name:, else the check's name, else the candidate's series, else the only series", () => {
    const all = [...SERIES, other, x];
    expect(seriesOf(all, spec('name:x'), CANDIDATE, 'humaneval')).toEqual([x]);
    expect(seriesOf(all, spec(), CANDIDATE, 'humaneval')).toEqual([other]);
    // The candidate's series is what its passes are judged on: passk for a canonical file without a judgement.
    expect(seriesOf(all, spec(), CANDIDATE, 'pass@1')).toEqual(SERIES);
    expect(seriesOf([other], spec(), CANDIDATE, 'pass@1')).toEqual([other]);
  });

  it("finds the check's own series as it does, but never takes the only series for it", () => {
    expect(ownSeries(['humaneval', 'x'], spec('name:x'), CANDIDATE, 'humaneval')).toBe('x');
    expect(ownSeries(['humaneval'], spec('name:x'), CANDIDATE, 'humaneval')).toBeUndefined();
    expect(ownSeries(['passk', 'humaneval'], spec(), CANDIDATE, 'humaneval')).toBe('humaneval');
    // A store of an older action keeps a config's runs under the candidate's series (passk here).
    expect(ownSeries(['x', 'passk'], spec(), CANDIDATE, 'MBPP')).toBe('passk');
    expect(ownSeries(['humaneval'], spec(), CANDIDATE, 'MBPP')).toBeUndefined();
    expect(ownSeries(['humaneval'], spec(), undefined, 'MBPP')).toBeUndefined();
  });

  it("takes the only series in a store given by its folder, but not in the action's history branch", () => {
    const branch = { ...parseAnchor('oldest', 'anchor', 'h'), store: '/tmp/runner/x/store' };
    expect(seriesOf([other], spec(), CANDIDATE, 'MBPP')).toEqual([other]);
    expect(refusal(() => seriesOf([other], branch, CANDIDATE, 'MBPP'))).toMatch(
      /^anchor oldest \(history branch h\): the store holds the series "humaneval", none is the candidate's/,
    );
  });

  it('refuses an empty store, and a store of several series none of which is named, listing them', () => {
    expect(refusal(() => seriesOf([], spec('best'), CANDIDATE, 'c'))).toBe(
      'anchor history:store#best: the store holds no records yet (passk-gate history add records a run)',
    );
    // The suggestion keeps the selector's pick and window, and replaces a name: that names no series.
    expect(refusal(() => seriesOf([other, x], spec('best,window:5'), CANDIDATE, 'c'))).toBe(
      'anchor history:store#best,window:5: the store holds the series "humaneval", "x", none is the candidate\'s ("passk"): ' +
        "add name:NAME to the selector, e.g. 'history:store#best,window:5,name:humaneval'",
    );
    expect(refusal(() => seriesOf([...SERIES, other], spec('name:y'), CANDIDATE, 'c'))).toBe(
      'anchor history:store#name:y: the store holds the series "passk", "humaneval", not "y": ' +
        "pick another name:, e.g. 'history:store#oldest,name:passk'",
    );
  });

  it("suggests the candidate's own series first, however the store lists it", () => {
    // humaneval is judged alike (the candidate records no judgement) but is another series: passk is the one meant.
    expect(refusal(() => seriesOf([other, ...SERIES], spec('name:nope'), CANDIDATE, 'c'))).toBe(
      'anchor history:store#name:nope: the store holds the series "humaneval", "passk", not "nope": ' +
        "pick another name:, e.g. 'history:store#oldest,name:passk'",
    );
    // The check's name comes before the candidate's series, as it does when no name: is given.
    expect(refusal(() => seriesOf([other, ...SERIES, x], spec('name:nope'), CANDIDATE, 'x'))).toMatch(
      /e\.g\. 'history:store#oldest,name:x'$/,
    );
  });

  it("suggests the series a name: in another case meant, before the check's own", () => {
    const upper = stored('HumanEval', C1, 6, [1]);
    // A config's check names its series HumanEval; history add's default is lower-case (humaneval).
    expect(refusal(() => seriesOf([...SERIES, upper], spec('best,name:humaneval'), CANDIDATE, 'c'))).toBe(
      'anchor history:store#best,name:humaneval: the store holds the series "passk", "HumanEval", not "humaneval": ' +
        "pick another name:, e.g. 'history:store#best,name:HumanEval'",
    );
  });

  describe('suggests only a series judged as the candidate, or recording one when there is none', () => {
    const judged = (name: string, day: number, judgement: Judgement): StoredRecord => {
      const record = recordOf(run(`${name}.json`, problems([1], 10), { format: judgement.format, judgement }), {
        commit: C1,
        time: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z`,
        name,
      });
      return { file: `store/records/${day}-${name}.json`, record };
    };
    const humaneval = judged('humaneval', 1, { format: 'humaneval' });
    const plus = judged('evalplus-plus', 2, { format: 'evalplus', criterion: 'plus', dataset: 'v0.1' });
    const evalplusBase: Judgement = { format: 'evalplus', criterion: 'base', dataset: 'v0.1' };
    const candidate = run('cand.json', problems([5], 10), { format: 'evalplus', judgement: evalplusBase });
    const spec = (selector: string) => parseAnchor(`history:my store#${selector}`, '--anchor');

    it('names only the series that can be compared with the candidate', () => {
      const base = judged('evalplus-base', 3, evalplusBase);
      expect(refusal(() => seriesOf([humaneval, plus, base], spec('oldest'), candidate, 'c'))).toBe(
        'anchor history:my store#oldest: the store holds the series "humaneval", "evalplus-plus", "evalplus-base", ' +
          'none is the candidate\'s ("evalplus base v0.1"); only "evalplus-base" is judged as the candidate: ' +
          "add name:NAME to the selector, e.g. 'history:my store#oldest,name:evalplus-base'",
      );
      expect(refusal(() => seriesOf([humaneval, base], spec('name:foo'), candidate, 'c'))).toBe(
        'anchor history:my store#name:foo: the store holds the series "humaneval", "evalplus-base", not "foo"; ' +
          'only "evalplus-base" is judged as the candidate: pick another name:, e.g. \'history:my store#oldest,name:evalplus-base\'',
      );
      // Allowed to mix judgements, any series can be compared.
      expect(refusal(() => seriesOf([humaneval, plus], spec('latest'), candidate, 'c', true))).toMatch(
        /: add name:NAME to the selector, e.g. 'history:my store#latest,name:humaneval'$/,
      );
    });

    it('says to record a run judged so when no series is', () => {
      const record = "record a run judged so first, passk-gate history add --store 'my store' FILE... --commit SHA";
      expect(refusal(() => seriesOf([humaneval, plus], spec('oldest'), candidate, 'c'))).toBe(
        'anchor history:my store#oldest: the store holds the series "humaneval", "evalplus-plus", none judged as the ' +
          `candidate (evalplus (criterion base, dataset v0.1)): ${record} --criterion base`,
      );
      expect(refusal(() => seriesOf([humaneval, plus], spec('name:foo'), candidate, 'c'))).toBe(
        'anchor history:my store#name:foo: the store holds the series "humaneval", "evalplus-plus", not "foo", none ' +
          `judged as the candidate (evalplus (criterion base, dataset v0.1)): ${record} --criterion base`,
      );
      // A harness whose reader takes no --criterion gets none.
      const tau = run('cand.json', problems([5], 10), {
        format: 'tau2bench',
        judgement: { format: 'tau2bench', criterion: 'user:gpt-4.1', dataset: 'airline' },
      });
      expect(refusal(() => seriesOf([humaneval, plus], spec('oldest'), tau, 'c'))).toMatch(
        new RegExp(
          `\\(tau2bench \\(user simulator user:gpt-4\\.1, dataset airline\\)\\): ${record.replace(/\./g, '\\.')}$`,
        ),
      );
      // As the CLI was run: node and its script, not passk-gate.
      const node = { program: ['node', 'dist/cli.js'] };
      expect(refusal(() => seriesOf([humaneval, plus], spec('oldest'), candidate, 'c', false, node))).toMatch(
        /: record a run judged so first, node dist\/cli\.js history add --store 'my store' FILE\.\.\. --commit SHA --criterion base$/,
      );
      // On Windows, quoted as PowerShell and cmd read it.
      const windows = { ...node, windows: true };
      expect(refusal(() => seriesOf([humaneval, plus], spec('oldest'), candidate, 'c', false, windows))).toMatch(
        /: record a run judged so first, node dist\/cli\.js history add --store "my store" FILE\.\.\. --commit SHA --criterion base$/,
      );
      // A caller that runs no command (the library) is told of the CLI's, with no command line to paste.
      const library = { ...SHARED_HINTS, commands: false };
      expect(refusal(() => seriesOf([humaneval, plus], spec('oldest'), candidate, 'c', false, {}, library))).toMatch(
        /: record a run judged so first \(with the CLI's history add\)$/,
      );
      // A candidate whose files do not record temperature: history add needs it, as the check was given it.
      const given = { ...candidate, configSources: { ...candidate.configSources, temperature: 'user' as const } };
      expect(refusal(() => seriesOf([humaneval, plus], spec('oldest'), given, 'c'))).toMatch(
        new RegExp(`${record.replace(/\./g, '\\.')} --criterion base --config temperature=0\\.8$`),
      );
      const unknown = {
        ...given,
        config: Object.fromEntries(Object.entries(candidate.config).filter(([k]) => k !== 'temperature')),
      };
      expect(refusal(() => seriesOf([humaneval, plus], spec('oldest'), unknown, 'c'))).toMatch(
        / --criterion base --config temperature=VALUE$/,
      );
    });
  });
});

describe('recordMetric', () => {
  it("is the record's mean over its problems at the check's metric and k", () => {
    const record = stored('passk', C1, 1, [5, 10]);
    expect(recordMetric(record, options())).toBeCloseTo(0.75, 12);
    // pass@2 of 5 passes in 10: 1 - C(5, 2) / C(10, 2) = 1 - 10 / 45; with all passing, 1.
    expect(recordMetric(record, options({ k: '2' }))).toBeCloseTo((1 - 10 / 45 + 1) / 2, 12);
    // pass^2: C(5, 2) / C(10, 2) and 1.
    expect(recordMetric(record, options({ k: '2', metric: 'pass^k' }))).toBeCloseTo((10 / 45 + 1) / 2, 12);
  });

  it('is undefined where k is more than the samples', () => {
    expect(recordMetric(stored('passk', C1, 1, [5]), options({ k: '11' }))).toBeUndefined();
  });
});

describe('pickAnchor', () => {
  const pick = (selector: string, k = '1') => pickAnchor(SERIES, spec(selector), options({ k }));

  it('picks the oldest, the latest and the best, within the last N records when given', () => {
    expect(pick('oldest')).toMatchObject(SERIES[0]!);
    expect(pick('latest')).toMatchObject(SERIES[2]!);
    expect(pick('best')).toEqual({ ...SERIES[1], among: 3 });
    expect(pick('oldest,window:2')).toMatchObject(SERIES[1]!);
    expect(pick('best,window:1')).toEqual({ ...SERIES[2], among: 1 });
    expect(pick('latest,window:20')).toMatchObject(SERIES[2]!);
  });

  it('picks the earliest of equal bests, and skips records whose metric cannot be computed', () => {
    const tied = [stored('passk', C1, 1, [9]), stored('passk', C2, 2, [9])];
    expect(pickAnchor(tied, spec('best'), options())).toMatchObject(tied[0]!);
    // One problem of 1 sample: the highest pass@1, and no value at k = 2.
    const short = stored('passk', C3, 3, [1]);
    short.record.problems = { ids: ['p'], n: [1], c: [1] };
    expect(pickAnchor([...tied, short], spec('best'), options({ k: '2' }))).toMatchObject(tied[0]!);
    expect(refusal(() => pickAnchor([short], spec('best'), options({ k: '2' })))).toBe(
      'anchor history:store#best: no record of the series "passk" has pass@2: k = 2 is more than the 1 sample of a problem',
    );
    // Records of counts alone have no n@k, however many samples they had: not a k above their n.
    expect(refusal(() => pickAnchor(tied, spec('best'), options({ metric: 'n@k', k: '2' })))).toBe(
      'anchor history:store#best: no record of the series "passk" has 1@2 (by score): ' +
        "n@k needs each sample's score, which a record keeps only where its files give one",
    );
  });

  it('picks by the start of a commit, in any case, and refuses a start shared by two commits', () => {
    expect(pick('commit:ef00')).toMatchObject(SERIES[2]!);
    expect(pick(`commit:${C2.toUpperCase()}`)).toMatchObject(SERIES[1]!);
    expect(refusal(() => pick('commit:abcd'))).toBe(
      `anchor history:store#commit:abcd: commit abcd is the start of 2 commits (${C1.slice(0, 12)}, ${C2.slice(0, 12)}): give more of it`,
    );
    // The window comes first: one of the two is left.
    expect(pick('commit:abcd,window:2')).toMatchObject(SERIES[1]!);
  });

  it('picks by a ref as recorded, or as a tag or branch, the latest where a branch was recorded more than once', () => {
    expect(pick('ref:v1')).toMatchObject(SERIES[0]!);
    expect(pick('ref:refs/tags/v1')).toMatchObject(SERIES[0]!);
    expect(pick('ref:main')).toMatchObject(SERIES[2]!);
    expect(pick('ref:refs/heads/main,window:2')).toMatchObject(SERIES[2]!);
    // A record added with `--ref main` is at that branch for a full ref too; a branch is not a tag of its name.
    const mixed = [...SERIES, stored('passk', 'ef004444'.padEnd(40, '4'), 4, [6, 6], 'main')];
    expect(pickAnchor(mixed, spec('ref:refs/heads/main'), options({ k: '1' }))).toMatchObject(mixed[3]!);
    expect(pickAnchor(mixed, spec('ref:main'), options({ k: '1' }))).toMatchObject(mixed[3]!);
    expect(refusal(() => pick('ref:refs/tags/main'))).toMatch(
      /no record of the series "passk" is at ref refs\/tags\/main; /,
    );
  });

  it('refuses a commit or ref no record of the series is at, naming the series and the window', () => {
    expect(refusal(() => pick('commit:cccc'))).toBe(
      'anchor history:store#commit:cccc: no record of the series "passk" is at commit cccc',
    );
    expect(refusal(() => pick('ref:v1,window:2'))).toMatch(
      /^anchor history:store#ref:v1,window:2: none of the last 2 records of the series "passk" is at ref v1; /,
    );
    expect(refusal(() => pick('commit:abcd1,window:1'))).toBe(
      'anchor history:store#commit:abcd1,window:1: the last record of the series "passk" is not at commit abcd1',
    );
    // A window wider than the series looks at every record.
    expect(refusal(() => pick('commit:cccc,window:9'))).toBe(
      'anchor history:store#commit:cccc,window:9: no record of the series "passk" is at commit cccc',
    );
    expect(refusal(() => pick('ref:heads/main'))).toMatch(
      /^anchor history:store#ref:heads\/main: no record of the series "passk" is at ref heads\/main; /,
    );
  });

  it('never picks a run whose every sample errored, and says so when no other is left to pick', () => {
    // Every sample lost to an infrastructure error: a pass@1 of 0 that is no score.
    const errored = (commit: string, day: number) => {
      const record = stored('passk', commit.padEnd(40, '5'), day, [0, 0], 'refs/heads/main');
      record.record.problems.errors = [10, 10];
      return record;
    };
    const series = [errored('ef005', 1), ...SERIES.slice(1), errored('ef006', 4)];
    const picked = (selector: string) => pickAnchor(series, spec(selector), options());
    expect(picked('oldest')).toMatchObject(SERIES[1]!);
    expect(picked('latest')).toMatchObject(SERIES[2]!);
    expect(picked('ref:main')).toMatchObject(SERIES[2]!);
    expect(refusal(() => picked('commit:ef005'))).toBe(
      'anchor history:store#commit:ef005: every sample errored in the run of the series "passk" at commit ef005: ' +
        'no score to compare with; pick another record',
    );
    expect(refusal(() => picked('latest,window:1'))).toBe(
      'anchor history:store#latest,window:1: every sample errored in the last run of the series "passk": none has ' +
        'a score to compare with; widen the window (window:N) or drop it',
    );
  });

  it("says an agent's series (a record of an agent harness's format) in trials and tasks when it picks none", () => {
    const agent = (commit: string, day: number, errors: number[]): StoredRecord => {
      const trials = run(`tau-${day}.json`, problems([0, 0], 10), { format: 'taubench' });
      trials.problems.forEach((problem, i) => (problem.errors = errors[i]!));
      const record = recordOf(trials, {
        commit: commit.padEnd(40, '7'),
        time: `2026-11-0${day}T00:00:00Z`,
        name: 'tau',
      });
      return { file: `store/records/${day}-tau.json`, record };
    };
    const series = [agent('ef007', 1, [10, 10]), agent('ef008', 2, [0, 10])];
    expect(series.map(({ record }) => record.run_format)).toEqual(['taubench', 'taubench']);
    expect(refusal(() => pickAnchor(series, spec('commit:ef007'), options()))).toBe(
      'anchor history:store#commit:ef007: every trial errored in the run of the series "tau" at commit ef007: ' +
        'no score to compare with; pick another record',
    );
    expect(refusal(() => pickAnchor(series, spec('best'), options({ k: '20' })))).toBe(
      'anchor history:store#best: no record of the series "tau" has pass@20: k = 20 is more than the 10 trials of a task',
    );
  });

  it('lists the refs a ref: can pick, newest first and a few at most, when it picks none', () => {
    expect(refusal(() => pick('ref:v1.2.0'))).toBe(
      'anchor history:store#ref:v1.2.0: no record of the series "passk" is at ref v1.2.0; ' +
        'its records are at refs/heads/main, refs/tags/v1: pick one with ref:REF',
    );
    // Within the window only.
    expect(refusal(() => pick('ref:v1,window:2'))).toMatch(
      /; its records are at refs\/heads\/main: pick one with ref:REF$/,
    );
    const tags = Array.from({ length: 8 }, (_, i) => stored('passk', C1, i + 1, [5], `v0.${i}`));
    expect(refusal(() => pickAnchor(tags, spec('ref:v1.2.0'), options()))).toBe(
      'anchor history:store#ref:v1.2.0: no record of the series "passk" is at ref v1.2.0; ' +
        'its records are at v0.7, v0.6, v0.5, v0.4, v0.3 and 3 more: pick one with ref:REF',
    );
    const unnamed = [stored('passk', C1, 1, [5])];
    expect(refusal(() => pickAnchor(unnamed, spec('ref:v1.2.0'), options()))).toBe(
      'anchor history:store#ref:v1.2.0: no record of the series "passk" is at ref v1.2.0; ' +
        'none of its records has a ref: pick by commit:SHA, oldest, best or latest',
    );
  });
});

describe('anchorTitle', () => {
  it("names a record by its tag, else by its commit's first 7 digits, and the day it was recorded", () => {
    expect(anchorTitle(SERIES[0]!.record)).toBe('anchor v1 (2026-11-01)');
    expect(anchorTitle(SERIES[1]!.record)).toBe('anchor abcd222 (2026-11-02)');
    expect(anchorTitle(stored('passk', C3, 9, [1], 'v2.0-rc1').record)).toBe('anchor v2.0-rc1 (2026-11-09)');
    expect(anchorTitle(stored('passk', C3, 9, [1]).record)).toBe('anchor ef00333 (2026-11-09)');
    expect(anchorTitle(SERIES[0]!.record, 20)).toBe('anchor v1 (2026-11-01, the best of 20)');
  });
});

describe('anchorFor', () => {
  it("gives the picked record's run, named by its series and commit, its title and where it was recorded", () => {
    const check = { candidate: CANDIDATE, options: options(), name: 'pass@1' };
    const anchor = anchorFor(SERIES, spec('best'), check)!;
    // Picked as the best of the series' 3 records, it is tested as 3 comparisons are (the title and `among` say so).
    expect(anchor.title).toBe('anchor abcd222 (2026-11-02, the best of 3)');
    expect(anchor.record).toEqual({ commit: C2, ref: 'refs/heads/main', time: '2026-11-02T00:00:00Z', among: 3 });
    expect(anchorFor(SERIES, spec('best,window:2'), check)!.record.among).toBe(2);
    expect(anchorFor(SERIES, spec('best,window:1'), check)!.record.among).toBeUndefined();
    expect(anchor.run).toMatchObject({
      name: 'passk at abcd222',
      source: 'store/records/2-passk.json',
      format: 'passk',
      problems: [
        { id: 'P/0', n: 10, c: 9 },
        { id: 'P/1', n: 10, c: 9 },
      ],
    });
    expect(anchorFor(SERIES, spec('oldest'), check)!.record.ref).toBe('refs/tags/v1');
    const unreffed = [stored('passk', C3, 3, [7])];
    expect(anchorFor(unreffed, spec(), check)!.record).toEqual({ commit: C3, ref: null, time: '2026-11-03T00:00:00Z' });
  });

  it('picks by best among the records sampled at settings the gate compares with the candidate, where any are', () => {
    const check = { candidate: CANDIDATE, options: options(), name: 'pass@1' };
    // The best run of the series, C2, was sampled at another temperature: every comparison with it is refused.
    const cooler = (r: StoredRecord): StoredRecord => ({
      ...r,
      record: { ...r.record, config: { ...r.record.config, temperature: 0.2 } },
    });
    const series = [SERIES[0]!, cooler(SERIES[1]!), SERIES[2]!];
    const anchor = anchorFor(series, spec('best'), check)!;
    expect(anchor.record).toMatchObject({ commit: C3, among: 2 });
    // With no record at the candidate's settings, the best is picked, and its check's refusal says why.
    const all = series.map(cooler);
    expect(anchorFor(all, spec('best'), check)!.record).toMatchObject({ commit: C2, among: 3 });
    // oldest and latest keep their place in the series.
    expect(anchorFor(series, spec('oldest'), check)!.record.commit).toBe(C1);
  });

  it("is null in the action's history branch while it has no series of the check's: a push starts it", () => {
    const check = { candidate: CANDIDATE, options: options(), name: 'MBPP' };
    const branch = (selector: string) => ({ ...parseAnchor(selector, 'anchor', 'h'), store: '/tmp/runner/x/store' });
    const humaneval = stored('HumanEval', C1, 1, [5]);
    const apps = stored('APPS', C2, 2, [5]);
    expect(anchorFor([], branch('oldest'), check)).toBeNull();
    expect(anchorFor([humaneval], branch('oldest'), check)).toBeNull();
    expect(anchorFor([humaneval, apps], branch('latest'), check)).toBeNull();
    expect(anchorFor([humaneval], branch('oldest,name:MBPP'), { ...check, name: 'HumanEval' })).toBeNull();
    // Its own series, once recorded, or the one its name: gives; a store given by its folder keeps its only series.
    const mbpp = stored('MBPP', C3, 3, [5]);
    expect(anchorFor([humaneval, mbpp, apps], branch('oldest'), check)!.record.commit).toBe(C3);
    expect(anchorFor([humaneval, apps], branch('oldest,name:APPS'), check)!.record.commit).toBe(C2);
    expect(anchorFor([humaneval], spec(), check)!.record.commit).toBe(C1);
  });
});

describe('anchorFor: how the run is named', () => {
  const check = { candidate: CANDIDATE, options: options(), name: 'pass@1' };
  const modelled: StoredRecord = {
    file: '/tmp/runner/passk-gate-history-x1/store/records/1-passk.json',
    record: recordOf(run('a.json', problems([5], 10), { model: 'acme/coder@v1' }), {
      commit: C1,
      time: '2026-11-01T00:00:00Z',
      name: 'passk',
    }),
  };

  it('by the model its record names, as any run is named', () => {
    const anchor = anchorFor([modelled], spec(), check)!;
    expect(anchor.run.model).toBe('acme/coder@v1');
    expect(anchor.run.name).toBeUndefined();
  });

  it("by its series and commit when the candidate goes by the same name, so the two runs' names differ", () => {
    const same = { ...check, candidate: { ...CANDIDATE, model: ' acme/coder@v1' } };
    const anchor = anchorFor([modelled], spec(), same)!;
    expect(anchor.run.name).toBe('passk at abcd111');
    expect(runNames(anchor.run, same.candidate)).toEqual({ baseline: 'passk at abcd111', candidate: 'acme/coder@v1' });
    const named = { ...check, candidate: { ...CANDIDATE, name: 'acme/coder@v1' } };
    expect(anchorFor([modelled], spec(), named)!.run.name).toBe('passk at abcd111');
  });

  it("in the action's history branch, by the branch and its records/ file, not by the fetched copy's folder", () => {
    const branch = { ...parseAnchor('oldest', 'anchor', 'passk-gate-history'), store: '/tmp/runner/x/store' };
    expect(anchorFor([modelled], branch, check)!.run.source).toBe('passk-gate-history:records/1-passk.json');
    expect(anchorFor([modelled], spec(), check)!.run.source).toBe(modelled.file);
  });

  it('names a bare selector with its branch in errors, and suggests a bare selector', () => {
    const branch = { ...parseAnchor('best,name:nope', 'anchor', 'h'), store: '/tmp/runner/x/store' };
    expect(refusal(() => seriesOf([modelled], branch, CANDIDATE, 'c'))).toBe(
      'anchor best,name:nope (history branch h): the store holds the series "passk", not "nope": pick another ' +
        'name:, e.g. best,name:passk',
    );
  });
});

describe('withAnchorChecks', () => {
  const base = run('base.json', problems([5], 10));
  const anchor: AnchorRun = {
    run: { ...run('store/records/a.json', problems([6], 10)), name: 'passk at abcd111' },
    title: 'anchor v1 (2026-11-01)',
    record: { commit: C1, ref: 'refs/tags/v1', time: '2026-11-01T00:00:00Z' },
  };
  const check = (name: string, label: string, line: number | null, joint?: string): CheckRuns => ({
    name,
    label,
    line,
    baseline: base,
    candidate: CANDIDATE,
    options: options(),
    ...(joint === undefined ? {} : { joint }),
  });

  it('follows each check that has an anchor with its drift check against the anchor, the same candidate', () => {
    const named = check('humaneval', 'g.yml:2: check "humaneval"', 2, 'j1');
    const plain = check('mbpp', 'g.yml:6: check "mbpp"', 6);
    const checks = withAnchorChecks([named, plain], [anchor, undefined]);
    expect(checks.map((c) => c.name)).toEqual([
      'humaneval against the base',
      'humaneval against anchor v1 (2026-11-01)',
      'mbpp',
    ]);
    expect(checks[0]).toEqual({ ...named, name: 'humaneval against the base' });
    expect(checks[1]).toEqual({
      ...named,
      name: 'humaneval against anchor v1 (2026-11-01)',
      baseline: anchor.run,
      // Named as the check against the base names it.
      candidate: { ...CANDIDATE, name: 'cand.json' },
      anchor: anchor.record,
      // Tested jointly only with checks of the same base and the same anchor.
      joint: `j1\u0000store/records/a.json`,
    });
    expect(checks[2]).toBe(plain);
  });

  it("tests an anchor that is the base's run again with the base's check, as one, in any order, exact p or not", () => {
    // 40 problems, 8 of them worse in the candidate: the exact sign-flip p is 2 / 2^8, below 0.05 alone.
    const counts = Array.from({ length: 40 }, (_, i) => (i % 3) + 4);
    const before = run('base.json', problems(counts, 10));
    const after = run(
      'cand.json',
      problems(
        counts.map((c, i) => (i < 8 ? c - 2 : c)),
        10,
      ),
    );
    const reversed = { ...before, source: 'store/records/b.json', problems: [...before.problems].reverse() };
    const record = { commit: C2, ref: null, time: '2026-11-02T00:00:00Z' };
    const settings = { method: 'holm' as const, confidence: 0.95, configFile: null };
    const lone = { name: 'pass@1', label: '', line: null, baseline: before, candidate: after, options: options() };
    const drift = (among?: number): AnchorRun => ({
      run: reversed,
      title: 'anchor abcd222 (2026-11-02)',
      record: among === undefined ? record : { ...record, among },
    });
    const alone = compareChecks([lone], settings).checks[0]!;
    expect(alone).toMatchObject({ verdict: 'regression', delta: { p_exact: true, p_value: 2 / 256 } });
    const gated = compareChecks(withAnchorChecks([lone], [drift()]), settings).checks;
    expect(gated.map((c) => [c.verdict, c.multiplicity.level, c.delta!.p_adjusted])).toEqual([
      ['regression', 0.05, 2 / 256],
      ['regression', 0.05, 2 / 256],
    ]);
    expect(gated[0]!.multiplicity.joint_with).toEqual(['against anchor abcd222 (2026-11-02)']);
    expect(gated[1]!.warnings).toContain(
      "anchor: its record holds the base's results: this check repeats the check against the base, tested jointly with it",
    );
    // Picked as the best of 3, it keeps its own test, and does not claim to be joint.
    const best = compareChecks(withAnchorChecks([lone], [drift(3)]), settings).checks;
    expect(best[1]!.multiplicity.joint_with).toEqual([]);
    expect(best[1]!.warnings).toContain(
      "anchor: its record holds the base's results: this check repeats the check against the base",
    );
  });

  it('only renames a check whose anchor is null (no series yet), as beside a drift check', () => {
    const named = check('MBPP', 'g.yml:6: check "MBPP"', 6, 'j1');
    const lone = check('pass@1', '', null);
    expect(withAnchorChecks([named, lone], [null, null])).toEqual([
      { ...named, name: 'MBPP against the base' },
      { ...lone, name: 'against the base' },
    ]);
  });

  it('names the candidate in the drift check as the check against the base does, by the folder that tells the files apart', () => {
    const candidate = run('runs/new/results.json', problems([4], 10));
    const lone = { ...check('pass@1', '', null), baseline: run('runs/old/results.json', problems([5], 10)), candidate };
    const checks = withAnchorChecks([lone], [anchor]);
    // The names the reports give each check's runs (compareChecks names them so).
    expect(checks.map((c) => runNames(c.baseline, c.candidate).candidate)).toEqual([
      'new/results.json',
      'new/results.json',
    ]);
  });

  it("calls the drift check's baseline the anchor where it says how its passes were judged", () => {
    const judged = (source: string): RunResults => ({
      ...run(source, problems([5, 6, 4, 7, 5, 6, 3, 8, 5, 6, 4, 7], 10), { config: { temperature: 0.8 } }),
      format: 'humaneval',
      judgement: { format: 'humaneval' },
    });
    const candidate = run('cand.json', problems([5, 6, 5, 7, 5, 6, 3, 8, 5, 6, 4, 7], 10), {
      config: { temperature: 0.8 },
    });
    const judgedAnchor: AnchorRun = {
      ...anchor,
      run: { ...judged('store/records/a.json'), name: 'humaneval at abcd111' },
    };
    const lone = { ...check('pass@1', '', null), baseline: judged('base.json'), candidate };
    const report = compareChecks(withAnchorChecks([lone], [judgedAnchor]), {
      method: 'holm',
      confidence: 0.95,
      configFile: null,
    });
    const said = report.checks.map((c) => c.warnings.find((w) => w.includes('judged by')));
    expect(said[0]).toContain("the baseline's were judged by humaneval");
    expect(said[1]).toContain("the anchor's were judged by humaneval");
    expect(said[1]).not.toContain('baseline');
  });

  it('refuses a compared value past 2^53 - 1 in the anchor record by saying to pick another record', () => {
    const counts = problems([5, 6, 4, 7, 5, 6, 3, 8, 5, 6, 4, 7], 10);
    const config = { temperature: 0.8, max_tokens: 1e20 };
    const big: AnchorRun = { ...anchor, run: run('store/records/a.json', counts, { config }) };
    const lone = {
      ...check('pass@1', '', null),
      baseline: run('base.json', counts, { config: { temperature: 0.8 } }),
      candidate: run('cand.json', counts, { config: { temperature: 0.8 } }),
    };
    const settings = { method: 'holm', confidence: 0.95, configFile: null } as const;
    const message = refusal(() => compareChecks(withAnchorChecks([lone], [big]), settings));
    expect(message).toMatch(/^store\/records\/a\.json: config max_tokens: is a whole number past 2\^53 - 1 /);
    expect(message).toMatch(/: the record is never rewritten: pick another record, or record a new run$/);
  });

  it('refuses an anchor record of fewer samples than k by saying to pick another record, not to generate more', () => {
    const config = { temperature: 0.8 };
    const greedy: AnchorRun = {
      ...anchor,
      run: run('store/records/a.json', problems([1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1], 1), { config }),
    };
    const lone = {
      ...check('pass@1', '', null),
      baseline: run('base.json', problems([5, 6, 4, 7, 5, 6, 3, 8, 5, 6, 4, 7], 10), { config }),
      candidate: run('cand.json', problems([5, 6, 4, 6, 5, 6, 3, 8, 5, 6, 4, 7], 10), { config }),
      options: options({ k: '5' }),
    };
    const settings = { method: 'holm', confidence: 0.95, configFile: null } as const;
    const message = refusal(() => compareChecks(withAnchorChecks([lone], [greedy]), settings));
    expect(message).toMatch(/^store\/records\/a\.json: 12 problems have fewer samples than k = 5 /);
    expect(message).toMatch(/or anchor on a record of a run with at least 5 samples per problem \(pick it with /);
    expect(message).not.toContain('generate more samples');
  });

  it("calls the drift check's baseline the anchor in the warnings of its run", () => {
    const counts = problems([5, 6, 4, 7, 5, 6, 3, 8, 5, 6, 4, 7], 10);
    const config = { temperature: 0.8 };
    const candidate = run('cand.json', counts, { config });
    const warned: AnchorRun = {
      ...anchor,
      run: { ...run('store/records/a.json', counts, { config }), warnings: ['records max_tokens as max_new_tokens'] },
    };
    const lone = { ...check('pass@1', '', null), baseline: run('base.json', counts, { config }), candidate };
    const report = compareChecks(withAnchorChecks([lone], [warned]), {
      method: 'holm',
      confidence: 0.95,
      configFile: null,
    });
    expect(report.checks[1]!.warnings).toContain('anchor: records max_tokens as max_new_tokens');
    expect(report.checks[1]!.warnings.join()).not.toContain('baseline:');
  });

  it("names a lone comparison's rows only by what they are against, and adds no joint key where there was none", () => {
    const lone = check('pass@1', '', null);
    const checks = withAnchorChecks([lone], [anchor]);
    expect(checks.map((c) => c.name)).toEqual(['against the base', 'against anchor v1 (2026-11-01)']);
    expect(checks[1]).not.toHaveProperty('joint');
    // A check with a line (from a config file) keeps its name in front, label or not.
    expect(withAnchorChecks([check('a', '', 3)], [anchor])[0]!.name).toBe('a against the base');
    expect(withAnchorChecks([], [])).toEqual([]);
  });
});

// The fast paths that keep large suites quick must give exactly what the straightforward code gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignProblems } from '../src/check/pairing.js';
import { passAtK, passHatK, perProblemValues } from '../src/estimate/metric.js';
import { isScannedCanonical, SCAN_MIN_CHARS, scanCanonicalText } from '../src/formats/canonical-scan.js';
import { canonicalToRun, parseCanonicalResults, parseJsonText } from '../src/formats/canonical.js';
import { jsonError } from '../src/io/json-syntax.js';
import { parseGateOptions } from '../src/options.js';
import { compareRuns } from '../src/report/compare.js';
import { FLIP_LIMIT } from '../src/report/model.js';
import type { ProblemCounts, RunResults } from '../src/common/types.js';

type Outcome = { run: RunResults } | { error: string };

function outcome(read: () => RunResults): Outcome {
  try {
    return { run: read() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** What the general path makes of `text`: JSON.parse, then the schema and the checks. */
function reference(text: string, file: string, samples = false): Outcome {
  let document: unknown;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    document = JSON.parse(body);
  } catch (error) {
    return { error: jsonError(body, file, '', error).message };
  }
  return outcome(() => canonicalToRun(document, file, { samples }));
}

/** Usually `usual`, now and then `odd`: each fault alone, so that most files stay valid. */
function mostly<T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 12, arbitrary: usual }, { weight: 1, arbitrary: odd });
}

const rarely = () => mostly(fc.constant(false), fc.constant(true));

const space = fc.constantFrom('', '', '', ' ', '\n', '\t', '\r\n', '  ');

/** A JSON number as files spell it, sometimes in ways the scanner leaves to JSON.parse (or invalid JSON). */
const spelledCount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 40 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '1.0',
      '2e0',
      '3E+0',
      '-0',
      '-1',
      '01',
      '1.5',
      '1e309',
      '9999999999',
      '12345678901234567890',
      '"3"',
      'null',
      'true',
    ),
  },
);

/** A JSON string as files spell it: mostly plain, sometimes with escapes, raw control characters or nothing. */
const spelledString = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 30 }).map((i) => `"task/${i}"`) },
  {
    weight: 2,
    arbitrary: fc
      .string({
        unit: fc.constantFrom('a', 'Z', '/', '"', '\\', '\n', 'é', '\u2028', '\ud800', ' ', '\u0001'),
        maxLength: 5,
      })
      .map((s) => JSON.stringify(s)),
  },
  { weight: 1, arbitrary: fc.constantFrom('""', '"a\nb"', '"tab\there"', '"\\u0074ask/1"', '7', 'null') },
);

const problemMember = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constant('id'), spelledString) },
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom('n', 'c'), spelledCount) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('group'), spelledString) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('timeouts', 'errors'), spelledCount) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('passed', '\\u0063', 'ID', '__proto__'), spelledCount) },
);

/** A sample's score as files spell it, now and then in a way JSON.parse, the schema or the scanner refuses. */
const spelledScore = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('0', '1', '-2', '0.5', '-1.25e-3', '3E+2', '7e0', '-0', '12345.678') },
  { weight: 1, arbitrary: fc.constantFrom('1e309', '01', '.5', '1.', '-', '1e', '"0.5"', 'null', 'NaN', 'true') },
);

type SampleFault = 'count' | 'passes' | 'tests' | 'key' | 'no-pass' | 'empty' | 'half-tests' | 'pass-text';

/** A problem's samples list for its n and c: usually consistent, sometimes off in one way. */
const samplesList = fc
  .record({
    scores: fc.array(spelledScore, { minLength: 30, maxLength: 30 }),
    withScore: fc.boolean(),
    withTests: fc.boolean(),
    fault: mostly(
      fc.constant(undefined),
      fc.constantFrom<SampleFault>('count', 'passes', 'tests', 'key', 'no-pass', 'empty', 'half-tests', 'pass-text'),
    ),
    rotate: fc.nat(3),
  })
  .map(({ scores, withScore, withTests, fault, rotate }) => (n: number, c: number, gap: () => string): string => {
    const samples = Array.from({ length: n }, (_, j) => {
      const total = 3 + (j % 4);
      const members: [string, string][] = [['pass', j < c ? 'true' : 'false']];
      if (withScore) members.push(['score', scores[j % scores.length]!]);
      if (withTests) members.push(['tests_passed', String(j < c ? total : j % total)], ['tests_total', String(total)]);
      return members;
    });
    const first = samples[0]!;
    if (fault === 'count') samples.pop();
    if (fault === 'passes') first[0] = ['pass', first[0]![1] === 'true' ? 'false' : 'true'];
    if (fault === 'tests') first.push(['tests_passed', '9'], ['tests_total', '8']);
    if (fault === 'key') first.push(['logprob', '-1']);
    if (fault === 'no-pass') first.shift();
    if (fault === 'half-tests') first.push(['tests_total', '4']);
    if (fault === 'pass-text') first[0] = ['pass', '"true"'];
    if (fault === 'empty') samples.length = 0;
    const objects = samples.map((members) =>
      objectText(
        members.map((_, i) => members[(i + rotate) % members.length]!),
        gap,
      ),
    );
    return `[${gap()}${objects.join(`${gap()},${gap()}`)}${gap()}]`;
  });

/** A problem object, given its index: usually valid with its keys in any order, sometimes odd in one way. */
const problem = fc
  .record({
    odd: rarely(),
    n: fc.integer({ min: 1, max: 30 }),
    c: fc.nat(30),
    group: fc.option(fc.constantFrom('"g1"', '"g2"', '"tests/ä"'), { nil: undefined, freq: 3 }),
    failures: fc.option(fc.tuple(fc.constantFrom('timeouts', 'errors'), fc.nat(3), rarely()), {
      nil: undefined,
      freq: 4,
    }),
    rotate: fc.nat(5),
    oddMembers: fc.array(problemMember, { minLength: 1, maxLength: 3 }),
    samples: fc.option(samplesList, { nil: undefined, freq: 2 }),
  })
  .map(
    ({ odd, n, c, group, failures, rotate, oddMembers, samples }) =>
      (index: number, gap: () => string): [string, string][] => {
        const members: [string, string][] = [
          ['id', `"p${index}"`],
          ['n', String(n)],
          ['c', String(Math.min(c, n))],
        ];
        if (group !== undefined) members.push(['group', group]);
        if (failures !== undefined) {
          const [kind, count, tooMany] = failures;
          members.push([kind, String(tooMany ? count : Math.min(count, n - Math.min(c, n)))]);
        }
        if (samples !== undefined) members.push(['samples', samples(n, Math.min(c, n), gap)]);
        if (odd) members.splice(rotate % members.length, 1, ...(oddMembers as [string, string][]));
        return members.map((_, i) => members[(i + rotate) % members.length]!);
      },
  );

function objectText(members: [string, string][], gap: () => string): string {
  return `{${gap()}${members.map(([key, value]) => `"${key}"${gap()}:${gap()}${value}`).join(`${gap()},${gap()}`)}${gap()}}`;
}

/** Whole files, mostly valid: top-level keys in any order, sometimes a BOM, a repeated or unknown key, junk after. */
const canonicalText = fc
  .record({
    problems: fc.oneof(
      { weight: 12, arbitrary: fc.array(problem, { minLength: 1, maxLength: 8 }) },
      { weight: 1, arbitrary: fc.array(problem, { maxLength: 0 }) },
    ),
    gaps: fc.array(space, { minLength: 64, maxLength: 64 }),
    order: fc.shuffledSubarray(['format', 'model', 'config', 'problems', '$schema'], { minLength: 5, maxLength: 5 }),
    omitted: fc.subarray(['model', '$schema']),
    format: mostly(fc.constant('"passk-results/v1"'), fc.constantFrom('"passk-results/v2"', '1')),
    config: mostly(
      fc.constantFrom('{"temperature":0.8,"n":20}', '{}', '{"__proto__":1,"stop":"\\n"}', '{ "t" : 1e-3 }'),
      fc.constantFrom('{"nested":[1]}', '[]'),
    ),
    extra: mostly(
      fc.constant(undefined),
      fc.constantFrom(['problems', '[]'], ['results', '1'], ['format', '"passk-results/v1"']),
    ),
    bom: fc.boolean(),
    repeatId: rarely(),
    tail: mostly(fc.constantFrom('', '\n', ' \r\n'), fc.constantFrom(' x', ',', '}')),
  })
  .map(({ problems, gaps, order, omitted, format, config, extra, bom, repeatId, tail }) => {
    let next = 0;
    const gap = () => gaps[next++ % gaps.length]!;
    const values: Record<string, string> = {
      format,
      model: '"org/model@rev"',
      config,
      $schema: '"./schema.json"',
      problems: `[${gap()}${problems.map((members, i) => objectText(members(repeatId && i === problems.length - 1 ? 0 : i, gap), gap)).join(`,${gap()}`)}${gap()}]`,
    };
    const members: [string, string][] = order.filter((key) => !omitted.includes(key)).map((key) => [key, values[key]!]);
    if (extra !== undefined) members.push(extra as [string, string]);
    return `${bom ? '\ufeff' : ''}${gap()}${objectText(members, gap)}${gap()}${tail}`;
  });

describe('the passk-results/v1 scanner', () => {
  it('accepts only files JSON.parse and the checks accept, and reads them the same way', () => {
    let scannedWithSamples = 0;
    fc.assert(
      fc.property(canonicalText, (text) => {
        const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
        for (const samples of [false, true]) {
          const expected = reference(text, 'f.json', samples);
          const scanned = scanCanonicalText(body, samples);
          if (scanned !== undefined) {
            expect(outcome(() => canonicalToRun(scanned, 'f.json', { samples }))).toEqual(expected);
            if (samples && scanned.problems.some((p) => p.samples !== undefined)) scannedWithSamples++;
          }
          expect(outcome(() => parseCanonicalResults(text, 'f.json', { samples }))).toEqual(expected);
        }
      }),
      { seed: 6, numRuns: 3000 },
    );
    // The scanner must read per-sample lists itself, not hand every such file to JSON.parse.
    expect(scannedWithSamples).toBeGreaterThan(200);
  });

  it('checks the samples of a large file without building them unless asked', () => {
    const problems = Array.from(
      { length: Math.ceil(SCAN_MIN_CHARS / 90) },
      (_, i) =>
        `{"id":"task/${i}","n":2,"c":1,"samples":[{"pass":true,"score":${i % 7}.5},{"pass":false,"score":-${i % 3}e-2}]}`,
    );
    const text = `{"format":"passk-results/v1","config":{"n":2},"problems":[\n${problems.join(',\n')}\n]}`;
    expect(text.length).toBeGreaterThanOrEqual(SCAN_MIN_CHARS);
    const counts = parseJsonText(text, 'f.json', false) as { problems: ProblemCounts[] };
    expect(isScannedCanonical(counts)).toBe(true);
    expect(counts.problems.every((p) => p.samples === undefined)).toBe(true);
    const kept = parseCanonicalResults(text, 'f.json', { samples: true });
    expect(kept).toEqual(canonicalToRun(JSON.parse(text), 'f.json', { samples: true }));
    expect(kept.problems[3]!.samples).toEqual([
      { pass: true, score: 3.5 },
      { pass: false, score: -0 },
    ]);
  });

  it('reads plain files, compact or indented, to what JSON.parse returns', () => {
    const problems = Array.from({ length: 3000 }, (_, i) => ({
      id: `HumanEval/${i}`,
      n: 200,
      c: (i * 37) % 201,
      ...(i % 7 === 0 ? { group: `g${i % 5}` } : {}),
    }));
    const document = { format: 'passk-results/v1', model: 'm', config: { temperature: 0.8, n: 200 }, problems };
    for (const text of [JSON.stringify(document), JSON.stringify(document, null, 2)]) {
      const scanned = scanCanonicalText(text);
      expect(scanned).toBeDefined();
      expect(scanned).toEqual(JSON.parse(text));
    }
  });

  it('makes room for more problems when later ones are much shorter than a first one with samples', () => {
    const samples = Array.from({ length: 40 }, (_, j) => `{"pass":${j < 3},"score":${j}}`).join(',');
    const short = Array.from({ length: 500 }, (_, i) => `{"id":"p${i}","n":1,"c":0}`);
    const text = `{"format":"passk-results/v1","config":{},"problems":[{"id":"first","n":40,"c":3,"samples":[${samples}]},${short.join(',')}]}`;
    for (const keep of [false, true]) {
      const scanned = scanCanonicalText(text, keep);
      expect(scanned?.problems).toHaveLength(501);
      expect(canonicalToRun(scanned, 'f.json', { samples: keep })).toEqual(
        canonicalToRun(JSON.parse(text), 'f.json', { samples: keep }),
      );
    }
  });

  it('is what reads large files', () => {
    const problems = Array.from(
      { length: Math.ceil(SCAN_MIN_CHARS / 30) },
      (_, i) => `{"id":"task/${i}","n":20,"c":${i % 21}}`,
    );
    const text = `{"format":"passk-results/v1","judgement":{"format":"evalplus","criterion":"plus"},"config":{"n":20},"problems":[\n${problems.join(',\n')}\n]}`;
    expect(text.length).toBeGreaterThanOrEqual(SCAN_MIN_CHARS);
    expect(isScannedCanonical(parseJsonText(text, 'f.json'))).toBe(true);
    const run = parseCanonicalResults(text, 'f.json');
    expect(run).toEqual(canonicalToRun(JSON.parse(text), 'f.json'));
    expect(run.judgement).toEqual({ format: 'evalplus', criterion: 'plus' });
  });

  it('leaves to the general path what it does not read itself', () => {
    const base = (problems: string) => `{"format":"passk-results/v1","config":{},"problems":${problems}}`;
    for (const text of [
      base('[{"id":"a\\"b","n":1,"c":0}]'),
      base('[{"id":"a","n":1.0,"c":0}]'),
      base('[{"id":"a","n":1,"c":0},{"id":"a","n":1,"c":0}]'),
      base('[{"id":"a","n":1,"c":0,"c":1}]'),
      base('[{"id":"a","n":1,"c":2}]'),
      base('[]'),
      `{"format":"passk-results/v1","config":{},"problems":[{"id":"a","n":1,"c":0}],"problems":[{"id":"b","n":1,"c":0}]}`,
      `{"format":"passk-results/v1","config":{},"problems":[{"id":"a","n":1,"c":0}]`,
    ]) {
      expect(scanCanonicalText(text), text).toBeUndefined();
      expect(outcome(() => parseCanonicalResults(text, 'f.json'))).toEqual(reference(text, 'f.json'));
    }
  });
});

function run(source: string, problems: ProblemCounts[]): RunResults {
  return { source, format: 'passk', config: {}, configSources: {}, problems, warnings: [] };
}

const counts = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.nat(12)).map(([n, c]) => ({ n, c: Math.min(c, n) }));

describe('pairing and per-problem values', () => {
  it('pairs two runs in the same order as it pairs them in any other order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(counts, counts), { minLength: 1, maxLength: 40 }), fc.nat(), (pairs, shift) => {
        const baseline = pairs.map(([b], i) => ({ id: `p${i}`, ...b }));
        const candidate = pairs.map(([, c], i) => ({ id: `p${i}`, ...c }));
        const rotated = candidate.map((_, i) => candidate[(i + shift) % candidate.length]!);
        const same = alignProblems(run('b', baseline), run('c', candidate), 'strict');
        const other = alignProblems(run('b', baseline), run('c', rotated), 'strict');
        expect(same).toEqual(other);
        expect(same.aligned.candidate.map((p) => p.id)).toEqual(baseline.map((p) => p.id));
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('gives every problem its own estimate, however the pairs repeat', () => {
    fc.assert(
      fc.property(fc.array(counts, { maxLength: 60 }), fc.integer({ min: 1, max: 3 }), (problems, k) => {
        const usable = problems.filter((p) => p.n >= k).map((p, i) => ({ id: `p${i}`, ...p }));
        expect([...perProblemValues(usable, k, 'pass@k')]).toEqual(usable.map((p) => passAtK(p.n, p.c, k)));
        expect([...perProblemValues(usable, k, 'pass^k')]).toEqual(usable.map((p) => passHatK(p.n, p.c, k)));
      }),
      { seed: 8, numRuns: 300 },
    );
    expect(() => perProblemValues([{ id: 'a', n: 5, c: 1.5 }], 1, 'pass@k')).toThrow(RangeError);
    expect(() =>
      perProblemValues(
        [
          { id: 'a', n: 5, c: 2 },
          { id: 'b', n: 5, c: 6 },
        ],
        1,
        'pass@k',
      ),
    ).toThrow(RangeError);
  });

  it('lists the largest drops and gains as a full sort would', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(counts, counts), { minLength: 6, maxLength: 80 }), (pairs) => {
        const order = pairs.map((_, i) => `p${(i * 7919) % 1000}-${i}`);
        const baseline = pairs.map(([b], i) => ({ id: order[i]!, n: 12, c: b.c }));
        const candidate = pairs.map(([, c], i) => ({ id: order[i]!, n: 12, c: c.c }));
        const report = compareRuns(run('b', baseline), run('c', candidate), {
          ...parseGateOptions({}),
          matchConfig: [],
          resamples: 100,
        });
        const changes = baseline.map((b, i) => ({
          id: b.id,
          delta: passAtK(12, candidate[i]!.c, 1) - passAtK(12, b.c, 1),
        }));
        const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
        const drops = changes.filter((x) => x.delta < 0).sort((a, b) => a.delta - b.delta || byId(a, b));
        const gains = changes.filter((x) => x.delta > 0).sort((a, b) => b.delta - a.delta || byId(a, b));
        expect(report.flips.map((f) => f.id)).toEqual(drops.slice(0, FLIP_LIMIT).map((x) => x.id));
        expect(report.gains.map((f) => f.id)).toEqual(gains.slice(0, FLIP_LIMIT).map((x) => x.id));
        expect(report.changed).toEqual({ dropped: drops.length, gained: gains.length });
      }),
      { seed: 9, numRuns: 200 },
    );
  });
});

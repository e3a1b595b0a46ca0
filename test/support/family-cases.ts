// Gates over several checks, built from the seeded one-comparison cases of report-cases.ts: the rendering tests
// go through every verdict in every combination that decides line one, and `npm run screenshots` pictures two.
import type { Multiplicity } from '../../src/common/types.js';
import type { GateReport } from '../../src/compare/model.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { binomialDraw } from './binomial.js';
import { reportCase, run, type CaseName } from './report-cases.js';
import { gate, options as parseGateOptions, type CheckOf } from './comparisons.js';

/** The names the checks of a case get, in order (a name per verdict case, as a config file would give them). */
export const CHECK_NAMES: Record<CaseName, string> = {
  regression: 'MBPP',
  improvement: 'HumanEval+',
  'no-regression': 'HumanEval',
  inconclusive: 'LiveCodeBench greedy',
  'refused-config': 'BigCodeBench',
  'refused-missing-config': 'DS-1000',
};

export interface FamilyCaseOptions {
  failOn?: string;
  method?: Multiplicity;
  /** Problem ids (hostile ones in the tests). */
  ids?: (i: number) => string;
  /** Check names in place of `CHECK_NAMES`. */
  names?: (verdict: CaseName, index: number) => string;
  /**
   * Starts the gate with two checks of one suite, tested jointly: pass@1 and a pass@10 guard of a rerun of the
   * baseline's model (every problem's pass rate drawn again).
   */
  joint?: boolean;
}

/** The checks of a gate whose checks are the given one-comparison cases, in order. */
export function familyChecks(cases: readonly CaseName[], options: FamilyCaseOptions = {}): CheckOf[] {
  const checks = cases.map((name, index): CheckOf => {
    const { baseline, candidate, options: raw } = reportCase(name, options.ids);
    return {
      name:
        options.names?.(name, index) ??
        (cases.indexOf(name) === index ? CHECK_NAMES[name] : `${CHECK_NAMES[name]} ${index}`),
      line: 4 + 3 * index,
      baseline,
      candidate,
      options: parseGateOptions({ resamples: '2000', ...raw, 'fail-on': options.failOn ?? 'regression' }),
      joint: `case-${index}`,
    };
  });
  if (options.joint !== true) return checks;
  const { baseline } = reportCase('no-regression', options.ids);
  const rng = new Xoshiro128(11);
  const candidate = run(
    'results/apps.json',
    baseline.model ?? '',
    baseline.problems.map((p) => ({ ...p, c: binomialDraw(rng, p.n, p.c / p.n) })),
  );
  const base = { ...baseline, source: 'evals/apps-baseline.json' };
  const options1 = parseGateOptions({ resamples: '2000', margin: '0.03', 'fail-on': options.failOn ?? 'regression' });
  const pair: CheckOf[] = [
    { name: 'APPS', line: 1, baseline: base, candidate, options: options1, joint: 'apps' },
    { name: 'APPS pass@10 guard', line: 2, baseline: base, candidate, options: { ...options1, k: 10 }, joint: 'apps' },
  ];
  return [...pair, ...checks];
}

/** The report of a gate whose checks are the given cases (resamples kept low: these are report tests). */
export function familyCase(cases: readonly CaseName[], options: FamilyCaseOptions = {}): GateReport {
  return gate(familyChecks(cases, options), { method: options.method ?? 'holm', configFile: 'passk-gate.yml' });
}

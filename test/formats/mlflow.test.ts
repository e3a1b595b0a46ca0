// An MLflow run's contents: params (strings) read back as the values they were logged from, and the
// per_problem_c list of pass counts.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { isPerProblemList, paramValue, perProblemCounts } from '../../src/formats/mlflow.js';

describe('paramValue', () => {
  it('reads a param as the Python value whose str() it is', () => {
    expect(paramValue('0.8')).toBe(0.8);
    expect(paramValue('20')).toBe(20);
    expect(paramValue('-1e3')).toBe(-1000);
    expect(paramValue('True')).toBe(true);
    expect(paramValue('False')).toBe(false);
    expect(paramValue('None')).toBeNull();
    // The JSON spellings too.
    expect(paramValue('true')).toBe(true);
    expect(paramValue('false')).toBe(false);
    expect(paramValue('null')).toBeNull();
  });

  it('reads a value with spaces around it, but keeps a string that is none of those exactly as logged', () => {
    expect(paramValue(' 0.95 ')).toBe(0.95);
    expect(paramValue(' True\n')).toBe(true);
    expect(paramValue(' org/coder-7b ')).toBe(' org/coder-7b ');
    expect(paramValue('')).toBe('');
  });

  it('keeps as text what only looks like a number or a literal', () => {
    expect(paramValue('0x10')).toBe('0x10');
    expect(paramValue('inf')).toBe('inf');
    expect(paramValue('nan')).toBe('nan');
    expect(paramValue('1e400')).toBe('1e400');
    expect(paramValue('TRUE')).toBe('TRUE');
    expect(paramValue('none')).toBe('none');
    expect(paramValue('[0.8, 0.9]')).toBe('[0.8, 0.9]');
  });
});

describe('isPerProblemList', () => {
  it('takes an object with a per_problem_c key, whatever it holds, and nothing else', () => {
    expect(isPerProblemList({ per_problem_c: [1, 2] })).toBe(true);
    expect(isPerProblemList({ per_problem_c: 'x', other: 1 })).toBe(true);
    expect(isPerProblemList({ problems: [] })).toBe(false);
    expect(isPerProblemList([{ per_problem_c: [1] }])).toBe(false);
    expect(isPerProblemList(null)).toBe(false);
    expect(isPerProblemList('per_problem_c')).toBe(false);
  });
});

describe('perProblemCounts', () => {
  const refusal = (document: Record<string, unknown>, n: Parameters<typeof perProblemCounts>[1]): string => {
    try {
      perProblemCounts(document, n, 'runs:/abc');
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
    throw new Error('expected a refusal');
  };

  it('names problem i #i, with n from the param and c from the list, in order', () => {
    expect(perProblemCounts({ per_problem_c: [3, 0, 20] }, 20, 'runs:/abc')).toEqual([
      { id: '#0', n: 20, c: 3 },
      { id: '#1', n: 20, c: 0 },
      { id: '#2', n: 20, c: 20 },
    ]);
    expect(perProblemCounts({ per_problem_c: [1] }, 1, 'f')).toEqual([{ id: '#0', n: 1, c: 1 }]);
  });

  it('refuses a missing, empty or non-list per_problem_c before looking at n', () => {
    const message = 'runs:/abc: per_problem_c: expected a non-empty list of pass counts, one per problem';
    expect(refusal({ per_problem_c: [] }, 20)).toBe(message);
    expect(refusal({ per_problem_c: { '0': 3 } }, 20)).toBe(message);
    expect(refusal({ per_problem_c: null }, undefined)).toBe(message);
  });

  it('refuses a run without an n param, saying how to log one and where to give it instead', () => {
    expect(refusal({ per_problem_c: [1] }, undefined)).toBe(
      'runs:/abc: the run has no param n: the per_problem_c list needs it (mlflow.log_params({"n": ...})), or give ' +
        'it with --baseline-config / --candidate-config n=N (action input baseline-config / candidate-config)',
    );
    // A caller that says how it gives n has it said.
    expect(() =>
      perProblemCounts({ per_problem_c: [1] }, undefined, 'runs:/abc', 'input candidate-config: n=N'),
    ).toThrow(/needs it \(mlflow\.log_params\(\{"n": \.\.\.\}\)\), or give it with input candidate-config: n=N$/);
  });

  it.each([
    [0, '0'],
    [2.5, '2.5'],
    [-3, '-3'],
    ['twenty', '"twenty"'],
    [true, 'true'],
    [null, 'null'],
    [1_000_000_000, '1000000000'],
  ])('refuses n = %j, which is no number of samples', (n, shown) => {
    expect(refusal({ per_problem_c: [1] }, n)).toBe(
      `runs:/abc: the run's param n is ${shown}, not a number of samples from 1 to 999999999`,
    );
  });

  it.each([
    [21, '21'],
    [-1, '-1'],
    [1.5, '1.5'],
    ['3', '"3"'],
    [null, 'null'],
  ])('refuses a count of %j, naming its place in the list', (c, shown) => {
    expect(refusal({ per_problem_c: [0, 20, c] }, 20)).toBe(
      `runs:/abc: per_problem_c[2]: must be a whole number from 0 to n = 20, got ${shown}`,
    );
  });
});

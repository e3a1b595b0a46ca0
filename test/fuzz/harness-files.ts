// Random valid results files in every format the gate reads, each with the counts it must give. The counts
// come from the generated outcomes by the harnesses' own rules (a sample passes, fails, times out or is lost
// to an error), not from the readers.
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { array, COMPACT, jsonParts, object, raw, tree, type JsonNode, type Layout } from './json-tree.js';

export type Outcome = 'pass' | 'fail' | 'timeout' | 'error';

export interface ModelProblem {
  id: string;
  outcomes: Outcome[];
}

/** Expected counts as `"id": n/c tT eE` strings, sorted (the form `countsById` gives). */
export type ExpectedCounts = string[];

/** A generated file: its bytes, a name in the harness's style, the counts it must give. */
export interface HarnessFile {
  format: string;
  name: string;
  /** The document (a JSON file) or its lines (a JSONL file), for damaging before it is written. */
  document?: JsonNode;
  lines?: JsonNode[];
  layout: Layout;
  bom: boolean;
  /** Files written beside it (lm-eval's results file, Terminal-Bench's run_metadata.json): name and document. */
  beside?: { name: string; document: JsonNode };
  /** Files in a folder beside it (τ²-bench's `simulations/<id>.json`), names relative to the file's folder. */
  folder?: { name: string; document: JsonNode }[];
  /** Inspect `.eval`: the archive is built from these entries. */
  zipEntries?: { name: string; document: JsonNode; level: 0 | 6 }[];
  criterion?: string;
  expected: ExpectedCounts;
}

export function countStrings(
  rows: { id: string; n: number; c: number; timeouts?: number; errors?: number }[],
): ExpectedCounts {
  return rows.map((p) => `${JSON.stringify(p.id)}: ${p.n}/${p.c} t${p.timeouts ?? '-'} e${p.errors ?? '-'}`).sort();
}

const countOf = (outcomes: Outcome[], outcome: Outcome) => outcomes.filter((o) => o === outcome).length;

const plainWords = (id: string) => !/NaN|undefined|Infinity/.test(id);

/** Problem ids as harnesses write them, and ones chosen to trip a careless reader. */
export const problemId: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }).filter(plainWords), weight: 3 },
  fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }).filter(plainWords),
  fc.integer({ min: 0, max: 500 }).map((i) => `HumanEval/${i}`),
  // No id spells NaN, undefined or Infinity: the oracle takes those words in a message for a computing slip.
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'prototype',
    'hasOwnProperty',
    '0',
    '-0',
    '1e309',
    'a|b',
    '<b>x</b>',
    '@all',
    '#1',
    '\u001b[31mred',
    'x\ny',
  ),
);

const outcome = (kinds: Outcome[]) => fc.constantFrom(...kinds);

export function modelProblems(kinds: Outcome[], maxSamples = 6, maxProblems = 6): fc.Arbitrary<ModelProblem[]> {
  return fc.uniqueArray(
    fc.record({ id: problemId, outcomes: fc.array(outcome(kinds), { minLength: 1, maxLength: maxSamples }) }),
    { minLength: 1, maxLength: maxProblems, selector: (p) => p.id },
  );
}

export const layout: fc.Arbitrary<Layout> = fc.record({
  indent: fc.constantFrom('', '', '  ', '\t'),
  eol: fc.constantFrom('\n', '\r\n'),
});

/** Strings as UTF-8 bytes, each written into one buffer: joined first, they made a string as long as the file. */
function utf8Bytes(parts: readonly string[]): Buffer {
  let size = 0;
  for (const part of parts) size += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}

/** The bytes of a JSON document, with or without a BOM. */
export function documentBytes(document: JsonNode, fileLayout: Layout, bom: boolean): Buffer {
  const parts = jsonParts(document, fileLayout, bom ? ['\ufeff'] : []);
  parts.push(fileLayout.eol);
  return utf8Bytes(parts);
}

/** The bytes of a JSONL file: one compact line per value. */
export function linesBytes(lines: JsonNode[], fileLayout: Layout, bom: boolean): Buffer {
  const parts = bom ? ['\ufeff'] : [];
  lines.forEach((line, i) => {
    if (i > 0) parts.push(fileLayout.eol);
    jsonParts(line, COMPACT, parts);
  });
  parts.push(fileLayout.eol);
  return utf8Bytes(parts);
}

/** The bytes of an Inspect `.eval` archive. */
export function zipBytes(entries: { name: string; document: JsonNode; level: 0 | 6 }[]): Uint8Array {
  const files: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
  for (const { name, document, level } of entries) files[name] = [utf8Bytes(jsonParts(document)), { level }];
  return zipSync(files);
}

/** The file's bytes as it would be written, before any damage. */
export function harnessBytes(file: HarnessFile): Uint8Array {
  if (file.zipEntries !== undefined) return zipBytes(file.zipEntries);
  if (file.lines !== undefined) return linesBytes(file.lines, file.layout, file.bom);
  return documentBytes(file.document!, file.layout, file.bom);
}

// passk-results/v1 -----------------------------------------------------------------------------------------

const configValue = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.boolean(),
  fc.constant(null),
);
const configKey = fc.oneof(
  fc.constantFrom('temperature', 'top_p', 'n', 'max_tokens', 'seed', '__proto__', 'constructor'),
  fc.string({ maxLength: 8 }),
);

export const config = fc.uniqueArray(fc.tuple(configKey, configValue), { maxLength: 5, selector: ([key]) => key });

const canonicalProblem = fc
  .record({
    id: problemId,
    n: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 60 }), weight: 5 }, fc.integer({ min: 1, max: 999_999_999 })),
    passShare: fc.double({ min: 0, max: 1, noNaN: true }),
    failShares: fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
    recorded: fc.constantFrom('none', 'timeouts', 'errors', 'both'),
    group: fc.option(fc.string({ minLength: 1, maxLength: 6 }), { nil: undefined }),
  })
  .map(({ id, n, passShare, failShares, recorded, group }) => {
    const c = Math.floor(passShare * n);
    const timeouts = Math.floor(failShares[0] * (n - c));
    const errors = Math.floor(failShares[1] * (n - c - timeouts));
    return {
      id,
      n,
      c,
      ...(group !== undefined ? { group } : {}),
      ...(recorded === 'timeouts' || recorded === 'both' ? { timeouts } : {}),
      ...(recorded === 'errors' || recorded === 'both' ? { errors } : {}),
    };
  });

/** Keys of a problem object in a random order (a file may write them in any order). */
function shuffledProblem(problem: Record<string, unknown>, order: number): JsonNode {
  const entries = Object.entries(problem);
  const rotated = [...entries.slice(order % entries.length), ...entries.slice(0, order % entries.length)];
  return object(rotated.map(([key, value]) => [key, tree(value)]));
}

export const canonicalFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: fc.uniqueArray(canonicalProblem, { minLength: 1, maxLength: 8, selector: (p) => p.id }),
    config,
    model: fc.option(fc.string({ unit: 'binary', maxLength: 12 }), { nil: undefined }),
    schema: fc.boolean(),
    order: fc.nat(),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, config: entries, model, schema, order, layout: fileLayout, bom }) => {
    const top: [string, JsonNode][] = [['format', raw('"passk-results/v1"')]];
    if (schema) top.unshift(['$schema', raw('"./passk-results-v1.schema.json"')]);
    if (model !== undefined) top.push(['model', tree(model)]);
    top.push(['config', object(entries.map(([key, value]) => [key, tree(value)]))]);
    top.push(['problems', array(problems.map((p, i) => shuffledProblem(p, order + i)))]);
    return {
      format: 'passk',
      name: 'run.json',
      document: object(top),
      layout: fileLayout,
      bom,
      expected: countStrings(problems),
    };
  });

// openai/human-eval ----------------------------------------------------------------------------------------

const HUMANEVAL_RESULT: Record<Outcome, string> = {
  pass: 'passed',
  fail: 'failed: AssertionError',
  timeout: 'timed out',
  error: 'failed: ',
};

export const humanEvalFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail', 'timeout', 'error']),
    interleaved: fc.boolean(),
    extra: fc.boolean(),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, interleaved, extra, layout: fileLayout, bom }) => {
    const rows: { problem: ModelProblem; sample: number }[] = [];
    const most = Math.max(...problems.map((p) => p.outcomes.length));
    if (interleaved) {
      for (let s = 0; s < most; s++)
        for (const problem of problems) if (s < problem.outcomes.length) rows.push({ problem, sample: s });
    } else {
      for (const problem of problems) problem.outcomes.forEach((_, s) => rows.push({ problem, sample: s }));
    }
    const lines = rows.map(({ problem, sample }) => {
      const o = problem.outcomes[sample]!;
      const row: Record<string, unknown> = {
        task_id: problem.id,
        completion: `    return ${sample}  # ${problem.id}\n`,
        result: HUMANEVAL_RESULT[o],
        passed: o === 'pass',
      };
      if (extra) Object.assign(row, { prompt: 'def f():\n', extra_field: [1, { x: null }] });
      return tree(row);
    });
    const expected = countStrings(
      problems.map((p) => ({
        id: p.id,
        n: p.outcomes.length,
        c: countOf(p.outcomes, 'pass'),
        timeouts: countOf(p.outcomes, 'timeout'),
      })),
    );
    return { format: 'humaneval', name: 'samples.jsonl_results.jsonl', lines, layout: fileLayout, bom, expected };
  });

// evalplus -------------------------------------------------------------------------------------------------

type Status = 'pass' | 'fail' | 'timeout';
const status = fc.constantFrom<Status>('pass', 'fail', 'timeout');
const OLD_WORDS: Record<Status, string> = { pass: 'success', fail: 'failed', timeout: 'timed out' };

export const evalPlusFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: fc.uniqueArray(
      fc.record({ id: problemId, samples: fc.array(fc.tuple(status, status), { minLength: 1, maxLength: 6 }) }),
      { minLength: 1, maxLength: 6, selector: (p) => p.id },
    ),
    form: fc.constantFrom('samples', 'old', 'pass_at_k'),
    baseOnly: fc.boolean(),
    criterion: fc.constantFrom('plus', 'base', ''),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, form, baseOnly, criterion, layout: fileLayout, bom }) => {
    // A base-only run cannot be read under the plus criterion (that is refused), so it is read under base.
    const effective = baseOnly || criterion === 'base' ? 'base' : 'plus';
    const counts = problems.map(({ id, samples }) => {
      const passed = samples.filter(([b, p]) => b === 'pass' && (effective === 'base' || p === 'pass')).length;
      const timeouts = samples.filter(
        ([b, p]) => b === 'timeout' || (effective === 'plus' && b === 'pass' && p === 'timeout'),
      ).length;
      return { id, n: samples.length, c: passed, timeouts };
    });
    const evalEntries: [string, JsonNode][] = problems.map(({ id, samples }) => {
      if (form === 'old') {
        return [
          id,
          tree({
            nfiles: samples.length,
            base: samples.map(([b]) => [OLD_WORDS[b], []]),
            plus: baseOnly ? [] : samples.map(([, p]) => [OLD_WORDS[p], [true]]),
          }),
        ];
      }
      return [
        id,
        array(
          samples.map(([b, p], i) =>
            tree({
              task_id: id,
              solution: `def f():\n    return ${i}\n`,
              base_status: b,
              plus_status: baseOnly ? null : p,
              base_fail_tests: [],
              plus_fail_tests: [],
            }),
          ),
        ),
      ];
    });
    const top: [string, JsonNode][] = [
      ['date', raw('"2024-02-20 16:09"')],
      ['hash', raw('"84f4b93a1270b492e4c54d5212da7a5b"')],
      ['eval', object(evalEntries)],
    ];
    if (form === 'pass_at_k') {
      const mean = (passes: (s: [Status, Status]) => boolean) =>
        problems.reduce((sum, p) => sum + p.samples.filter(passes).length / p.samples.length, 0) / problems.length;
      const block: Record<string, unknown> = { base: { 'pass@1': mean(([b]) => b === 'pass') } };
      if (!baseOnly) block.plus = { 'pass@1': mean(([b, p]) => b === 'pass' && p === 'pass') };
      top.push(['pass_at_k', tree(block)]);
    }
    return {
      format: 'evalplus',
      name: 'eval_results.json',
      document: object(top),
      layout: fileLayout,
      bom,
      criterion: baseOnly ? 'base' : criterion,
      expected: countStrings(counts),
    };
  });

// BigCodeBench ---------------------------------------------------------------------------------------------

export const bigCodeBenchFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail', 'timeout']),
    named: fc.constantFrom(
      'org--coder-7b--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json',
      'org--coder-7b--main--bigcodebench-complete--openai-0.8-5-sanitized_calibrated_eval_results.json',
      'eval_results.json',
    ),
    details: fc.boolean(),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, named, details, layout: fileLayout, bom }) => {
    const evalEntries: [string, JsonNode][] = problems.map(({ id, outcomes }) => [
      id,
      array(
        outcomes.map((o, i) =>
          tree({
            task_id: id,
            solution: `import os\ndef task_func():\n    return ${i}\n`,
            status: o,
            details: details && o === 'fail' ? { test_case_1: 'AssertionError: 1 != 2' } : {},
          }),
        ),
      ),
    ]);
    const expected = countStrings(
      problems.map((p) => ({
        id: p.id,
        n: p.outcomes.length,
        c: countOf(p.outcomes, 'pass'),
        timeouts: countOf(p.outcomes, 'timeout'),
      })),
    );
    return {
      format: 'bigcodebench',
      name: named,
      document: object([
        ['date', raw('"2024-07-02 14:31"')],
        ['eval', object(evalEntries)],
      ]),
      layout: fileLayout,
      bom,
      expected,
    };
  });

// lm-evaluation-harness ------------------------------------------------------------------------------------

const LM_EVAL_DATE = '2024-06-01T10-00-00.123456';

export const lmEvalFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail'], 8),
    metric: fc.constantFrom('pass@1', 'pass_at_1'),
    idFrom: fc.constantFrom('task_id', 'doc_id'),
    withResults: fc.boolean(),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, metric, idFrom, withResults, layout: fileLayout, bom }) => {
    const lines = problems.map((p, i) => {
      const n = p.outcomes.length;
      const c = countOf(p.outcomes, 'pass');
      const single = n === 1 && i % 2 === 1;
      const line: Record<string, unknown> = {
        doc_id: i,
        doc: idFrom === 'task_id' ? { task_id: p.id, prompt: 'def f():\n' } : { prompt: `q${i}` },
        target: '',
        arguments: {
          gen_args_0: {
            arg_0: 'def f():\n',
            arg_1: { until: ['\nclass'], max_gen_toks: 512, do_sample: true, temperature: 0.8 },
          },
        },
        resps: [p.outcomes.map((_, s) => `    return ${s}\n`)],
        filtered_resps: [p.outcomes.map((_, s) => `def f():\n    return ${s}\n`)],
        filter: 'create_test',
        // One 0/1 metric per response is how lm-eval scores an n = 1 task such as gsm8k's exact_match.
        metrics: single ? ['exact_match'] : [metric],
      };
      line[single ? 'exact_match' : metric] = single ? c : c / n;
      return tree(line);
    });
    const expected = countStrings(
      problems.map((p, i) => ({
        id: idFrom === 'task_id' ? p.id : String(i),
        n: p.outcomes.length,
        c: countOf(p.outcomes, 'pass'),
      })),
    );
    const results = tree({
      results: { humaneval: { alias: 'humaneval', 'pass@1,create_test': 0.5 } },
      configs: {
        humaneval: {
          task: 'humaneval',
          generation_kwargs: { until: ['\nclass'], max_gen_toks: 512, do_sample: true, temperature: 0.8 },
          repeats: 4,
        },
      },
      model_name: 'org/coder-7b',
    });
    return {
      format: 'lm-eval',
      name: `samples_humaneval_${LM_EVAL_DATE}.jsonl`,
      lines,
      layout: fileLayout,
      bom,
      ...(withResults ? { beside: { name: `results_${LM_EVAL_DATE}.json`, document: results } } : {}),
      expected,
    };
  });

// Inspect AI -----------------------------------------------------------------------------------------------

const CORRECT = fc.constantFrom<unknown>('C', true, 1);
const INCORRECT = fc.constantFrom<unknown>('I', 'N', false, 0);

export const inspectFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail', 'timeout', 'error']),
    correct: CORRECT,
    incorrect: INCORRECT,
    limitAsObject: fc.boolean(),
    container: fc.constantFrom('json', 'eval'),
    level: fc.constantFrom<0 | 6>(0, 6),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems: drawn, correct, incorrect, limitAsObject, container, level, layout: fileLayout, bom }) => {
    // A log whose every sample errored has no scores at all, which the reader refuses: keep one scored sample.
    const problems = drawn.every((p) => p.outcomes.every((o) => o === 'error'))
      ? [{ ...drawn[0]!, outcomes: ['fail' as Outcome, ...drawn[0]!.outcomes.slice(1)] }, ...drawn.slice(1)]
      : drawn;
    const epochs = Math.max(...problems.map((p) => p.outcomes.length));
    const samples = problems.flatMap((p) =>
      p.outcomes.map((o, e) => {
        const sample: Record<string, unknown> = { id: p.id, epoch: e + 1, input: 'Complete the function', target: '' };
        if (o === 'error') {
          sample.scores = {};
          sample.error = limitAsObject
            ? { message: 'RuntimeError: sandbox died', traceback: '' }
            : 'RuntimeError: sandbox died';
        } else {
          sample.scores = { verify: { value: o === 'pass' ? correct : incorrect } };
          if (o === 'timeout') sample.limit = limitAsObject ? { type: 'time', limit: 30 } : 'time';
        }
        return sample;
      }),
    );
    const header = {
      version: 2,
      status: 'success',
      eval: {
        task: 'humaneval',
        model: 'openai/gpt-4o-mini',
        model_generate_config: { top_p: 0.95 },
        config: { epochs },
      },
      plan: { name: 'plan', steps: [], config: { temperature: 0.7, max_tokens: 256, max_connections: 10 } },
      results: { total_samples: samples.length },
    };
    const expected = countStrings(
      problems.map((p) => ({
        id: p.id,
        n: p.outcomes.length,
        c: countOf(p.outcomes, 'pass'),
        timeouts: countOf(p.outcomes, 'timeout'),
        errors: countOf(p.outcomes, 'error'),
      })),
    );
    if (container === 'eval') {
      return {
        format: 'inspect',
        name: 'log.eval',
        zipEntries: [
          { name: 'header.json', document: tree(header), level },
          { name: 'summaries.json', document: tree(samples), level },
        ],
        layout: fileLayout,
        bom: false,
        expected,
      };
    }
    return {
      format: 'inspect',
      name: 'log.json',
      document: tree({ ...header, samples }),
      layout: fileLayout,
      bom,
      expected,
    };
  });

// LiveCodeBench --------------------------------------------------------------------------------------------

const LCB_METADATA: Record<Outcome, fc.Arbitrary<unknown>> = {
  pass: fc.constant({ 'execution time': 0.01 }),
  // -1 is code that did not compile or could not be extracted: the model's failure, not a time limit.
  fail: fc.constantFrom(
    { error_code: -2, error_message: 'Wrong Answer' },
    { error_code: -1, error_message: 'Compilation Error' },
    {},
  ),
  timeout: fc.constantFrom({ error_code: -3, error_message: 'Time Limit Exceeded' }, { error_code: -3 }),
  error: fc.constant({ error_code: -5, error_message: 'TestRunnerError' }),
};

export const liveCodeBenchFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail', 'timeout', 'error']),
    asStrings: fc.boolean(),
    layout,
    bom: fc.boolean(),
  })
  .chain(({ problems, asStrings, layout: fileLayout, bom }) =>
    fc.tuple(...problems.map((p) => fc.tuple(...p.outcomes.map((o) => LCB_METADATA[o])))).map((metadata) => {
      const entries = problems.map((p, i) =>
        tree({
          question_title: `Problem ${i}`,
          question_id: p.id,
          platform: 'atcoder',
          code_list: p.outcomes.map((_, s) => `print(${s})`),
          graded_list: p.outcomes.map((o) => o === 'pass'),
          metadata: (metadata[i] as unknown[]).map((m) => (asStrings ? JSON.stringify(m) : m)),
        }),
      );
      const expected = countStrings(
        problems.map((p) => ({
          id: p.id,
          n: p.outcomes.length,
          c: countOf(p.outcomes, 'pass'),
          timeouts: countOf(p.outcomes, 'timeout'),
          errors: countOf(p.outcomes, 'error'),
        })),
      );
      return {
        format: 'livecodebench',
        name: 'eval_all.json',
        document: array(entries),
        layout: fileLayout,
        bom,
        expected,
      };
    }),
  );

// Agent harnesses ------------------------------------------------------------------------------------------

/** Counts with timeouts and errors recorded, from each problem's outcomes. */
function agentCounts(problems: readonly ModelProblem[]): ExpectedCounts {
  return countStrings(
    problems.map((p) => ({
      id: p.id,
      n: p.outcomes.length,
      c: countOf(p.outcomes, 'pass'),
      timeouts: countOf(p.outcomes, 'timeout'),
      errors: countOf(p.outcomes, 'error'),
    })),
  );
}

/** The trials of all problems, trial by trial (trial 0 of every problem, then trial 1, ...), as harnesses run them. */
function byTrial(problems: readonly ModelProblem[]): { problem: ModelProblem; trial: number; outcome: Outcome }[] {
  const most = Math.max(...problems.map((p) => p.outcomes.length));
  const trials: { problem: ModelProblem; trial: number; outcome: Outcome }[] = [];
  for (let trial = 0; trial < most; trial++) {
    for (const problem of problems) {
      const outcome = problem.outcomes[trial];
      if (outcome !== undefined) trials.push({ problem, trial, outcome });
    }
  }
  return trials;
}

/** A task id as τ-bench writes it: a number when the id is one, else the string. */
const tauTaskId = (id: string): unknown => (/^(?:0|[1-9]\d{0,8})$/.test(id) ? Number(id) : id);

export const tauBenchFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail', 'timeout', 'error']),
    forkTrial: fc.boolean(),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, forkTrial, layout: fileLayout, bom }) => {
    const entries = byTrial(problems).map(({ problem, trial, outcome }) => {
      const task = { user_id: 'mia_li_3668', actions: [], instruction: 'Book a flight.', outputs: [] };
      const crashed = outcome === 'error';
      const info = crashed
        ? { error: 'RateLimitError', traceback: 'Traceback (most recent call last):\n' }
        : {
            task,
            source: 'user',
            user_cost: 0.001,
            reward_info:
              outcome === 'timeout'
                ? null
                : {
                    reward: outcome === 'pass' ? 1.0 : 0.0,
                    info: { r_actions: 1.0, gt_data_hash: 'ab12' },
                    actions: [],
                  },
          };
      return tree({
        task_id: tauTaskId(problem.id),
        reward: outcome === 'pass' ? 1 : 0,
        info,
        traj: crashed ? [] : [{ role: 'user', content: 'Hi' }],
        // A fork's bug writes the task id as the trial: n must not come from it.
        trial: forkTrial ? tauTaskId(problem.id) : trial,
      });
    });
    return {
      format: 'taubench',
      name: 'tool-calling-gpt-4o-0.0_range_0--1_user-gpt-4o-llm_0612101500.json',
      document: array(entries),
      layout: fileLayout,
      bom,
      expected: agentCounts(problems),
    };
  });

const TAU2_ENDINGS: Record<Outcome, string[]> = {
  pass: ['user_stop', 'agent_stop'],
  fail: ['user_stop', 'agent_stop'],
  timeout: ['max_steps', 'too_many_errors', 'timeout', 'context_window_exceeded'],
  error: ['infrastructure_error', 'agent_error', 'user_error', 'unexpected_error'],
};

export const tau2BenchFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail', 'timeout', 'error']),
    form: fc.constantFrom('simulations', 'index', 'directory'),
    ending: fc.nat(3),
    neverRan: fc.boolean(),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, form, ending, neverRan, layout: fileLayout, bom }) => {
    const trials = byTrial(problems).map(({ problem, trial, outcome }, i) => {
      const endings = TAU2_ENDINGS[outcome];
      const termination = endings[(ending + i) % endings.length]!;
      const reward = outcome === 'pass' ? 1.0 : 0.0;
      return { id: `sim-${i}`, task: problem.id, trial, termination, reward: outcome === 'error' ? null : reward };
    });
    const info = {
      git_commit: 'abc',
      num_trials: 4,
      max_steps: 200,
      max_errors: 10,
      user_info: { implementation: 'user_simulator', llm: 'gpt-4.1', llm_args: { temperature: 0.0 } },
      agent_info: { implementation: 'llm_agent', llm: 'gpt-4.1-mini', llm_args: { temperature: 0.0 } },
      environment_info: { domain_name: 'airline', policy: '# Policy', tool_defs: null },
      seed: 300,
    };
    const taskIds = [...problems.map((p) => p.id), ...(neverRan ? ['never-ran-task'] : [])];
    const tasks = taskIds.filter((id, i) => taskIds.indexOf(id) === i).map((id) => ({ id, description: null }));
    const top: [string, JsonNode][] = [
      ['timestamp', raw('"2025-06-20T10:00:00.000000"')],
      ['info', tree(info)],
      ['tasks', tree(tasks)],
    ];
    const simulations = trials.map((t) => ({
      id: t.id,
      task_id: t.task,
      termination_reason: t.termination,
      reward_info: t.reward === null ? null : { reward: t.reward, db_check: null, info: null },
      messages: [],
      trial: t.trial,
    }));
    if (form === 'simulations') top.push(['simulations', tree(simulations)]);
    else {
      const index = trials.map((t) => ({
        id: t.id,
        task_id: t.task,
        trial: t.trial,
        reward: t.reward,
        termination_reason: t.termination,
      }));
      top.push(['simulation_index', tree(index)]);
    }
    return {
      format: 'tau2bench',
      name: 'results.json',
      document: object(top),
      // The directory form: the index in results.json, each simulation a file in simulations/ beside it.
      ...(form === 'directory'
        ? {
            folder: simulations.map((simulation) => ({
              name: `simulations/${simulation.id}.json`,
              document: tree(simulation),
            })),
          }
        : {}),
      layout: fileLayout,
      bom,
      expected: agentCounts(problems),
    };
  });

export const sweBenchFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail', 'error'], 1),
    sbCli: fc.boolean(),
    pending: fc.uniqueArray(
      fc.integer({ min: 0, max: 99 }).map((i) => `pending__instance-${i}`),
      { maxLength: 2 },
    ),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, sbCli, pending, layout: fileLayout, bom }) => {
    const lists: Record<string, string[]> = { resolved_ids: [], unresolved_ids: [], error_ids: [] };
    if (sbCli) Object.assign(lists, { failed_ids: [], pending_ids: sbCli ? pending : [] });
    else lists.empty_patch_ids = [];
    problems.forEach((p, i) => {
      const outcome = p.outcomes[0]!;
      if (outcome === 'pass') lists.resolved_ids!.push(p.id);
      else if (outcome === 'error') lists[sbCli && i % 2 === 1 ? 'failed_ids' : 'error_ids']!.push(p.id);
      else lists[!sbCli && i % 2 === 1 ? 'empty_patch_ids' : 'unresolved_ids']!.push(p.id);
    });
    const submitted = [...problems.map((p) => p.id), ...(sbCli ? pending : [])];
    const document = {
      total_instances: 500,
      submitted_instances: submitted.length,
      resolved_instances: lists.resolved_ids!.length,
      submitted_ids: submitted,
      ...lists,
      schema_version: 2,
    };
    return {
      format: 'swebench',
      name: sbCli ? 'swe-bench_verified__test__run.json' : 'openai__gpt-4o.run1.json',
      document: tree(document),
      layout: fileLayout,
      bom,
      expected: countStrings(
        problems.map((p) => ({
          id: p.id,
          n: 1,
          c: countOf(p.outcomes, 'pass'),
          errors: countOf(p.outcomes, 'error'),
        })),
      ),
    };
  });

/** What Terminal-Bench writes for each outcome: `is_resolved` values and failure modes that give it. */
const TB_TRIALS: Record<Outcome, [boolean | null, string][]> = {
  pass: [
    [true, 'none'],
    [true, 'unset'],
    [true, 'agent_timeout'],
  ],
  fail: [
    [false, 'unset'],
    [null, 'unknown'],
    [false, 'context_length_exceeded'],
  ],
  timeout: [
    [false, 'agent_timeout'],
    [null, 'test_timeout'],
  ],
  error: [
    [null, 'unknown_agent_error'],
    [null, 'parse_error'],
    [false, 'agent_installation_failed'],
  ],
};

export const terminalBenchFile: fc.Arbitrary<HarnessFile> = fc
  .record({
    problems: modelProblems(['pass', 'fail', 'timeout', 'error']),
    pick: fc.nat(5),
    metadata: fc.boolean(),
    layout,
    bom: fc.boolean(),
  })
  .map(({ problems, pick, metadata, layout: fileLayout, bom }) => {
    const results = byTrial(problems).map(({ problem, trial, outcome }, i) => {
      const options = TB_TRIALS[outcome];
      const [resolved, mode] = options[(pick + i) % options.length]!;
      return {
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        trial_name: `${problem.id}.${trial + 1}-of-${problem.outcomes.length}.2025-07-01__10-00-00`,
        task_id: problem.id,
        instruction: 'Create /app/hello.txt.',
        is_resolved: resolved,
        failure_mode: mode,
        parser_results: null,
      };
    });
    const resolved = results.filter((r) => r.is_resolved === true);
    return {
      format: 'terminalbench',
      name: 'results.json',
      document: tree({
        id: '00000000-0000-4000-8000-000000000000',
        results,
        pass_at_k: {},
        n_resolved: resolved.length,
        n_unresolved: results.length - resolved.length,
        resolved_ids: resolved.map((r) => r.task_id),
        accuracy: resolved.length / results.length,
      }),
      // `tb run` writes run_metadata.json beside the results: the model, the agent and the dataset.
      ...(metadata
        ? {
            beside: {
              name: 'run_metadata.json',
              document: tree({
                run_id: '2025-07-01__10-00-00',
                agent_name: 'terminus',
                model_name: 'anthropic/claude-3-7-sonnet-latest',
                agent_kwargs: { model_name: 'anthropic/claude-3-7-sonnet-latest', temperature: 0.7 },
                n_attempts: Math.max(...problems.map((p) => p.outcomes.length)),
                dataset_name: 'terminal-bench-core',
                dataset_version: '0.1.1',
              }),
            },
          }
        : {}),
      layout: fileLayout,
      bom,
      expected: agentCounts(problems),
    };
  });

export const HARNESS_FILES: Record<string, fc.Arbitrary<HarnessFile>> = {
  passk: canonicalFile,
  humaneval: humanEvalFile,
  evalplus: evalPlusFile,
  bigcodebench: bigCodeBenchFile,
  'lm-eval': lmEvalFile,
  inspect: inspectFile,
  livecodebench: liveCodeBenchFile,
  taubench: tauBenchFile,
  tau2bench: tau2BenchFile,
  swebench: sweBenchFile,
  terminalbench: terminalBenchFile,
};

// Every reader on the real harness output of ../shared/realdata: the counts each folder's README lists.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeRuns } from '../../src/load/merge.js';
import { loadResults } from '../../src/load/read.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { compareRuns } from '../support/comparisons.js';
import type { RunResults } from '../../src/common/types.js';
import { tempDir } from '../support/temp.js';
import { haveRealdata, realdata, realdataTitle } from '../formats/paths.js';

// Real output files of public runs, kept beside the repository and never copied into it. The expected
// counts are the ones the folder's README lists for each file (problem = task_id, n = rows per problem,
// c = rows with passed: true; pass@1 = mean of c/n).

interface Expected {
  problems: number;
  n: number[];
  passes: number;
  timeouts?: number;
  passAt1: number;
}

function summary(run: RunResults): Expected {
  return {
    problems: run.problems.length,
    n: [...new Set(run.problems.map((p) => p.n))].sort((a, b) => a - b),
    passes: run.problems.reduce((sum, p) => sum + p.c, 0),
    timeouts: run.problems.reduce((sum, p) => sum + (p.timeouts ?? 0), 0),
    passAt1: Number((run.problems.reduce((sum, p) => sum + p.c / p.n, 0) / run.problems.length).toFixed(4)),
  };
}

const rex = (name: string) => `human-eval/rex-gavsie/hEvalTest35_noExp_${name}_Samples.jsonl_results.jsonl`;

const humanEval: [string, Expected][] = [
  [
    'human-eval/poe-evaluation/codegemma_7b_results.jsonl',
    { problems: 164, n: [1], passes: 47, timeouts: 0, passAt1: 0.2866 },
  ],
  [
    'human-eval/poe-evaluation/codellama_7b_results.jsonl',
    { problems: 164, n: [1], passes: 47, timeouts: 0, passAt1: 0.2866 },
  ],
  [
    'human-eval/poe-evaluation/deepseek-coder_6.7b_results.jsonl',
    { problems: 164, n: [1], passes: 67, timeouts: 0, passAt1: 0.4085 },
  ],
  [
    'human-eval/poe-evaluation/qwen2.5-coder_7b_results.jsonl',
    { problems: 164, n: [1], passes: 120, timeouts: 0, passAt1: 0.7317 },
  ],
  [rex('0.5dPro_100CPT_5Tkns_1SPT'), { problems: 164, n: [1], passes: 18, timeouts: 0, passAt1: 0.1098 }],
  [rex('1dPro_100CPT_5Tkns_1SPT_1_'), { problems: 164, n: [1], passes: 109, timeouts: 1, passAt1: 0.6646 }],
  [rex('1dPro_100CPT_5Tkns_1SPT_2_'), { problems: 164, n: [1], passes: 108, timeouts: 1, passAt1: 0.6585 }],
  [rex('1dPro_100CPT_5Tkns_1SPT_3_'), { problems: 164, n: [1], passes: 107, timeouts: 1, passAt1: 0.6524 }],
  [rex('1dPro_100CPT_5Tkns_1SPT_4_'), { problems: 164, n: [1], passes: 105, timeouts: 1, passAt1: 0.6402 }],
  [rex('1dPro_100CPT_5Tkns_1SPT'), { problems: 164, n: [1], passes: 107, timeouts: 1, passAt1: 0.6524 }],
  [rex('1dPro_10Its_50Tkns_2SPT'), { problems: 164, n: [2], passes: 214, timeouts: 2, passAt1: 0.6524 }],
  [rex('1dPro_10Its_50Tkns'), { problems: 164, n: [1], passes: 108, timeouts: 1, passAt1: 0.6585 }],
  [rex('1dPro_1CPT_500Tkns_10SPT'), { problems: 164, n: [10], passes: 1078, timeouts: 10, passAt1: 0.6573 }],
  [rex('1dPro_1CPT_500Tkns_1SPT_1_'), { problems: 164, n: [1], passes: 106, timeouts: 1, passAt1: 0.6463 }],
  [rex('1dPro_1CPT_500Tkns_1SPT_2_'), { problems: 164, n: [1], passes: 108, timeouts: 1, passAt1: 0.6585 }],
  [rex('1dPro_1CPT_500Tkns_1SPT_3_'), { problems: 164, n: [1], passes: 106, timeouts: 1, passAt1: 0.6463 }],
  [rex('1dPro_1CPT_500Tkns_1SPT_4_'), { problems: 164, n: [1], passes: 108, timeouts: 1, passAt1: 0.6585 }],
  [rex('1dPro_1CPT_500Tkns_1SPT'), { problems: 164, n: [1], passes: 108, timeouts: 1, passAt1: 0.6585 }],
  [rex('1dPro_1CPT_500Tkns_2SPT_1_'), { problems: 164, n: [2], passes: 216, timeouts: 2, passAt1: 0.6585 }],
  [rex('1dPro_1CPT_500Tkns_2SPT'), { problems: 164, n: [2], passes: 216, timeouts: 2, passAt1: 0.6585 }],
  [rex('1dPro_500CPT_1Tkns_1SPT'), { problems: 164, n: [1], passes: 106, timeouts: 1, passAt1: 0.6463 }],
];

describe.skipIf(!haveRealdata)(realdataTitle('conformance: real human-eval results files'), () => {
  it.each(humanEval)('%s', async (name, expected) => {
    const run = await loadResults(join(realdata, name));
    expect(run.format).toBe('humaneval');
    expect(summary(run)).toEqual(expected);
    expect(run.judgement).toEqual({ format: 'humaneval' });
    expect(new Set(run.problems.map((p) => p.id))).toEqual(
      new Set(Array.from({ length: 164 }, (_, i) => `HumanEval/${i}`)),
    );
  });

  it("refuses human-eval's example samples file: no results in it", async () => {
    await expect(loadResults(join(realdata, 'human-eval/openai-example/example_samples.jsonl'))).rejects.toThrow(
      /example_samples\.jsonl: line 1: no "passed" field: this is a samples file/,
    );
  });
});

describe.skipIf(!haveRealdata)(realdataTitle('conformance: real evalplus eval_results.json files'), () => {
  const julien = join(realdata, 'evalplus/julien-pour/rd_gene_1_1samples_eval_results.json');
  const metagpt = join(realdata, 'evalplus/metagpt/samples_eval_results.json');

  it('julien-pour, base and plus', async () => {
    const base = await loadResults(julien, { criterion: 'base' });
    expect(base.format).toBe('evalplus');
    expect(summary(base)).toMatchObject({ problems: 164, passes: 98, passAt1: 0.5976 });
    expect(summary(await loadResults(julien))).toMatchObject({ problems: 164, passes: 89, passAt1: 0.5427 });
  });

  it('records what a pass means: the criterion and the dataset hash, which differs between the two runs', async () => {
    const [a, b] = await Promise.all([
      loadResults(julien, { criterion: 'base' }),
      loadResults(metagpt, { criterion: 'base' }),
    ]);
    expect(a.judgement).toEqual({ format: 'evalplus', criterion: 'base', dataset: '84f4b93a1270b492e4c54d5212da7a5b' });
    expect(b.judgement).toEqual({ format: 'evalplus', criterion: 'base', dataset: 'fe585eb4df8c88d844eeb463ea4d0302' });
    const config = { temperature: 0, top_p: 1, n: 1, max_tokens: 512 };
    const sources = { temperature: 'user', top_p: 'user', n: 'file', max_tokens: 'user' } as const;
    const report = compareRuns(
      { ...a, config, configSources: sources },
      { ...b, config, configSources: sources },
      DEFAULT_OPTIONS,
    );
    expect(report.verdict).toBe('refused');
    expect(report.reasons[0]).toMatch(/^passes were judged differently \(dataset differs\)/);
  });

  it('metagpt, a base-only run with 4 problems of n=2: base counts, and plus is refused rather than scored 0', async () => {
    const base = await loadResults(metagpt, { criterion: 'base' });
    expect(summary(base)).toMatchObject({ problems: 164, n: [1, 2], passes: 147, passAt1: 0.8841 });
    expect(base.problems.filter((p) => p.n === 2)).toHaveLength(4);
    await expect(loadResults(metagpt, { criterion: 'plus' })).rejects.toThrow(
      /tested the base tests only, so the plus criterion .* is unavailable/,
    );
  });
});

describe.skipIf(!haveRealdata)(
  realdataTitle('real files named as the harnesses name them: the model they record'),
  () => {
    const bcb = join(
      realdata,
      'bigcodebench/wyettzeng/Qwen2.5-Coder-7B-Instruct--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json',
    );
    let dir: string;
    beforeAll(() => {
      dir = tempDir('passk-realdata-');
    });

    it('BigCodeBench: the model, the suite, temperature and n from the name bigcodebench.generate gives the file', async () => {
      const run = await loadResults(bcb);
      expect(run.format).toBe('bigcodebench');
      expect(run.model).toBe('Qwen2.5-Coder-7B-Instruct');
      expect(run.config).toEqual({ temperature: 0, n: 1 });
      expect(run.judgement).toEqual({ format: 'bigcodebench', dataset: 'bigcodebench-hard-instruct' });
      expect(summary(run)).toMatchObject({ problems: 148, n: [1], passes: 30, passAt1: 0.2027 });
    });

    it("evalplus: codegen's name gives the model with its '/' back, and the temperature", async () => {
      const named = join(dir, 'deepseek-ai--deepseek-coder-6.7b-instruct_vllm_temp_0.0.eval_results.json');
      copyFileSync(join(realdata, 'evalplus/julien-pour/rd_gene_1_1samples_eval_results.json'), named);
      const run = await loadResults(named);
      expect(run.model).toBe('deepseek-ai/deepseek-coder-6.7b-instruct');
      expect(run.config).toEqual({ temperature: 0, n: 1 });
      expect(run.configSources).toEqual({ temperature: 'filename', n: 'file' });
      // Under the names the runs were published with, no model is recorded: the report names the file.
      expect(
        (await loadResults(join(realdata, 'evalplus/julien-pour/rd_gene_1_1samples_eval_results.json'))).model,
      ).toBe(undefined);
    });

    it('a BigCodeBench file with state where BigCodeBench writes status is named as BigCodeBench, with the field', async () => {
      const document = JSON.parse(readFileSync(bcb, 'utf8')) as { eval: Record<string, Record<string, unknown>[]> };
      for (const samples of Object.values(document.eval)) {
        for (const sample of samples) {
          sample.state = sample.status;
          delete sample.status;
        }
      }
      const renamed = join(dir, basename(bcb));
      writeFileSync(renamed, JSON.stringify(document));
      await expect(loadResults(renamed)).rejects.toThrow(
        /_eval_results\.json: eval\["BigCodeBench\/\d+"\]\[0\]: a BigCodeBench sample has state where BigCodeBench writes status \(pass, fail or timeout\)$/,
      );
    });
  },
);

describe.skipIf(!haveRealdata)(realdataTitle('conformance: real Inspect logs'), () => {
  it('log_read_sample.eval and .json: one sample, scored C by match, gemma3', async () => {
    for (const name of ['log_read_sample.eval', 'log_read_sample.json']) {
      const run = await loadResults(join(realdata, 'inspect_ai', name));
      expect(run.format).toBe('inspect');
      expect(run.problems).toEqual([{ id: '1', n: 1, c: 1, timeouts: 0, errors: 0 }]);
      expect(run.model).toBe('ollama/gemma3');
      expect(run.config).toEqual({ n: 1 });
    }
  });

  it('the popularity .eval log was never scored (its summaries have empty scores): refused', async () => {
    await expect(
      loadResults(join(realdata, 'inspect_ai/2025-02-11T15-17-00-05-00_popularity_dPiJifoWeEQBrfWsAopzWr.eval')),
    ).rejects.toThrow(/has no scores: the log was not scored/);
  });
});

/** Agent-harness files: the README's counts, with the failures each reader flags (timeouts, errors). */
interface AgentExpected extends Expected {
  errors: number;
}

function agentSummary(run: RunResults): AgentExpected {
  return { ...summary(run), errors: run.problems.reduce((sum, p) => sum + (p.errors ?? 0), 0) };
}

const agentFiles: [string, string, AgentExpected, Record<string, string>][] = [
  [
    'taubench/garrettallen14/tool-calling-claude-3.7-sonnet-1.0_user-gpt-4o-2024-11-20-llm_0403150700.json',
    'taubench',
    { problems: 5, n: [1], passes: 2, timeouts: 0, errors: 0, passAt1: 0.4 },
    { format: 'taubench', criterion: 'user:gpt-4o-2024-11-20:llm' },
  ],
  [
    'taubench/garrettallen14/tool-calling-gemini-2.0-flash-lite-001-1.0_user-gpt-4o-2024-11-20-llm_0403150412.json',
    'taubench',
    { problems: 5, n: [1], passes: 0, timeouts: 0, errors: 0, passAt1: 0 },
    { format: 'taubench', criterion: 'user:gpt-4o-2024-11-20:llm' },
  ],
  [
    'taubench/grok-tau-bench/tool-calling-grok-4-1-fast-non-reasoning-0.0_range_0--1_user-grok-4-1-fast-reasoning-llm_1129153740.json',
    'taubench',
    // The 2 entries with info.reward_info null hit the 30-step limit: timeouts.
    { problems: 50, n: [1], passes: 22, timeouts: 2, errors: 0, passAt1: 0.44 },
    { format: 'taubench', criterion: 'user:grok-4-1-fast-reasoning:llm' },
  ],
  [
    'tau2bench/activegraph/20260531-184109-726391/results.json',
    'tau2bench',
    // termination max_steps = 1: a timeout.
    { problems: 10, n: [1], passes: 8, timeouts: 1, errors: 0, passAt1: 0.8 },
    { format: 'tau2bench', criterion: 'user:openai/gpt-4.1-mini', dataset: 'mock' },
  ],
  [
    'tau2bench/activegraph/20260601-033543-612139/results.json',
    'tau2bench',
    { problems: 5, n: [1], passes: 1, timeouts: 1, errors: 0, passAt1: 0.2 },
    { format: 'tau2bench', criterion: 'user:openai/gpt-4.1-mini', dataset: 'airline' },
  ],
  [
    'tau2bench/activegraph/20260601-041221-091109/results.json',
    'tau2bench',
    { problems: 1, n: [1], passes: 1, timeouts: 0, errors: 0, passAt1: 1 },
    { format: 'tau2bench', criterion: 'user:openai/gpt-4.1-mini', dataset: 'telecom' },
  ],
  [
    'swebench/xc93/deepseek-v4-pro-think__baseline-replicate-v7.astropy10__ds-v4-pro-think__baseline-replicate-v7__20260610-143959.json',
    'swebench',
    { problems: 10, n: [1], passes: 2, timeouts: 0, errors: 1, passAt1: 0.2 },
    { format: 'swebench' },
  ],
  [
    'swebench/xc93/deepseek-v4-pro-think__baseline.astropy10__ds-v4-pro-think__baseline__20260610-115611.json',
    'swebench',
    { problems: 10, n: [1], passes: 2, timeouts: 0, errors: 2, passAt1: 0.2 },
    { format: 'swebench' },
  ],
  [
    'terminalbench/edison9138/green_agent_eval_20251014_165422/results.json',
    'terminalbench',
    // Both trials is_resolved null with unknown_agent_error: failures, flagged as errors.
    { problems: 2, n: [1], passes: 0, timeouts: 0, errors: 2, passAt1: 0 },
    { format: 'terminalbench' },
  ],
  [
    'terminalbench/edison9138/green_agent_eval_20251014_214349/results.json',
    'terminalbench',
    { problems: 3, n: [1], passes: 1, timeouts: 0, errors: 0, passAt1: 0.3333 },
    { format: 'terminalbench' },
  ],
];

describe.skipIf(!haveRealdata)(realdataTitle('conformance: real agent-harness results'), () => {
  it.each(agentFiles)('%s, detected as %s', async (name, format, expected, judgement) => {
    const run = await loadResults(join(realdata, name));
    expect(run.format).toBe(format);
    expect(agentSummary(run)).toEqual(expected);
    expect(run.judgement).toEqual(judgement);
  });

  it('τ-bench task ids start where the run started: 1..5 for garrettallen14, 0..49 for the grok run', async () => {
    const garrett = await loadResults(
      join(
        realdata,
        'taubench/garrettallen14',
        'tool-calling-claude-3.7-sonnet-1.0_user-gpt-4o-2024-11-20-llm_0403150700.json',
      ),
    );
    expect(garrett.problems.map((p) => p.id)).toEqual(['1', '2', '3', '4', '5']);
    const grok = await loadResults(join(realdata, agentFiles[2]![0]));
    expect(grok.problems.map((p) => p.id)).toEqual(Array.from({ length: 50 }, (_, i) => String(i)));
    expect(garrett.model).toBe('claude-3.7-sonnet');
    expect(garrett.config).toEqual({ agent: 'tool-calling', temperature: 1, n: 1 });
  });

  it('the two SWE-bench runs of one configuration merge into 2 trials per instance: astropy-13579 resolves once and errors once', async () => {
    const folder = join(realdata, 'swebench/xc93');
    const runs = await Promise.all(
      [
        'deepseek-v4-pro-think__baseline.astropy10__ds-v4-pro-think__baseline__20260610-115611.json',
        'deepseek-v4-pro-think__baseline-replicate-v7.astropy10__ds-v4-pro-think__baseline-replicate-v7__20260610-143959.json',
      ].map((name) => loadResults(join(folder, name))),
    );
    const merged = mergeRuns(runs);
    // The harness named the model after each run's predictions: baseline and baseline-replicate-v7.
    expect(merged.model).toBeUndefined();
    expect(merged.warnings[0]).toMatch(
      /^the merged files name different models \("deepseek-v4-pro-think\/baseline" in /,
    );
    expect(merged.problems.every((p) => p.n === 2)).toBe(true);
    expect(merged.problems.reduce((sum, p) => sum + p.c, 0)).toBe(4);
    expect(merged.problems.find((p) => p.id === 'astropy__astropy-13579')).toEqual({
      id: 'astropy__astropy-13579',
      n: 2,
      c: 1,
      errors: 1,
    });
  });
});

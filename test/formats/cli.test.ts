import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { loadResults } from '../../src/load/read.js';
import { fixture, haveRealdata, realdata, realdataTitle } from './paths.js';
import { tempDir } from '../support/temp.js';

let dir: string;

beforeAll(() => {
  dir = tempDir('passk-convert-');
});

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, '0.0.0-test');
  return { code, stdout, stderr };
}

function report(path: string): {
  verdict: string;
  reasons: string[];
  baseline: { format: string };
  candidate: { format: string };
  warnings: string[];
} {
  return JSON.parse(readFileSync(path, 'utf8'));
}

describe('passk-gate convert', () => {
  it('writes the canonical file, one problem per line, with the user config merged in', async () => {
    const out = join(dir, 'small.json');
    const source = fixture('humaneval', 'samples.jsonl_results.jsonl');
    const result = await cli('convert', source, '-o', out, '--config', 'temperature=0.8,top_p=0.95');
    expect(result).toEqual({
      code: 0,
      stdout: `wrote ${out}: 3 problems, config {"n":3,"temperature":0.8,"top_p":0.95}\n`,
      stderr: `passk-gate: read ${source} as humaneval (detected from its content): 3 problems\n`,
    });
    expect(readFileSync(out, 'utf8')).toBe(
      [
        '{',
        '  "format": "passk-results/v1",',
        '  "judgement": {"format":"humaneval"},',
        '  "config": {"n":3,"temperature":0.8,"top_p":0.95},',
        '  "problems": [',
        '    {"id":"HumanEval/0","n":3,"c":2,"timeouts":0},',
        '    {"id":"HumanEval/1","n":3,"c":1,"timeouts":1},',
        '    {"id":"HumanEval/2","n":3,"c":0,"timeouts":1}',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    const reread = await loadResults(out);
    expect(reread.format).toBe('passk');
    expect(reread.configSources).toEqual({ n: 'file', temperature: 'file', top_p: 'file' });
    expect(reread.judgement).toEqual({ format: 'humaneval' });
  });

  it('keeps the model and the file config of formats that record them, and prints the reader warnings', async () => {
    const out = join(dir, 'padded.json');
    const result = await cli(
      'convert',
      '--format',
      'lm-eval',
      fixture('lm-eval', 'padded', 'samples_humaneval_2024-06-03T08-00-00.5.jsonl'),
      '--output',
      out,
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('(as given): 3 problems');
    expect(result.stderr).toMatch(
      /passk-gate: warning: .*samples_humaneval_2024-06-03T08-00-00\.5\.jsonl: 1 document appears on more than one line/,
    );
    const converted = JSON.parse(readFileSync(out, 'utf8'));
    expect(converted.config).toEqual({ max_tokens: 1024, do_sample: true, temperature: 0.8, top_p: 0.95 });
    const withModel = join(dir, 'model.json');
    await cli('convert', fixture('inspect', 'partial.eval'), '-o', withModel);
    expect(JSON.parse(readFileSync(withModel, 'utf8')).model).toBe('openai/gpt-4o-mini');
  });

  it('refuses a config that contradicts the file, and bad usage, with exit 2', async () => {
    const lmEval = fixture('lm-eval', 'humaneval', 'samples_humaneval_2024-06-01T10-00-00.123456.jsonl');
    const conflict = await cli('convert', lmEval, '-o', join(dir, 'x.json'), '--config', 'top_p=1');
    expect(conflict.code).toBe(2);
    expect(conflict.stderr).toMatch(/error: .*: config top_p: the file records 0\.95 but --config gives 1/);
    expect((await cli('convert', lmEval)).stderr).toContain('convert needs -o OUT.json');
    expect((await cli('convert', '-o', join(dir, 'y.json'))).stderr).toContain(
      'convert needs exactly one results FILE',
    );
    expect((await cli('convert', lmEval, '-o', join(dir, 'z.json'), '--format', 'csv')).code).toBe(2);
  });
});

describe('passk-gate compare on harness files', () => {
  it('refuses two files that record no decoding config, with the command that supplies each key (exit 3)', async () => {
    const file = fixture('humaneval', 'samples.jsonl_results.jsonl');
    const result = await cli('compare', '--baseline', file, '--candidate', file);
    expect(result.code).toBe(3);
    expect(result.stdout.split('\n')[0]).toBe(
      'Blocks merge: not compared, neither run records temperature, top_p or max_tokens',
    );
    expect(result.stdout).toContain(
      `passk-gate compare --baseline ${file} --candidate ${file} ` +
        '--baseline-config temperature=,top_p=,max_tokens= --candidate-config temperature=,top_p=,max_tokens=',
    );
  });

  it('marks user-supplied config in the report and passes the criterion to evalplus', async () => {
    const json = join(dir, 'evalplus.json');
    const file = fixture('evalplus', 'samples_eval_results.json');
    const config = 'temperature=0,top_p=1,max_tokens=512';
    const result = await cli(
      'compare',
      '--baseline',
      file,
      '--candidate',
      file,
      '--criterion',
      'base',
      '--baseline-config',
      config,
      '--candidate-config',
      config,
      '--json',
      json,
      '--resamples',
      '200',
      // The fixture holds 3 problems: the sign-flip test can reach 2/2^3 = 0.25, so a level below 0.75.
      '--confidence',
      '0.7',
    );
    expect(result.code).toBe(0);
    const rows = JSON.parse(readFileSync(json, 'utf8')).config.rows as { key: string; baselineSource?: string }[];
    expect(rows.find((row) => row.key === 'temperature')?.baselineSource).toBe('user');
    expect(rows.find((row) => row.key === 'n')?.baselineSource).toBe('file');
  });
});

const rex = (name: string) =>
  join(realdata, `human-eval/rex-gavsie/hEvalTest35_noExp_${name}_Samples.jsonl_results.jsonl`);
const config = 'temperature=0,top_p=1,max_tokens=5';

describe.skipIf(!haveRealdata)(realdataTitle('end to end on real files of different formats'), () => {
  it('a converted human-eval baseline against a raw human-eval candidate: 0.5dPro is a real regression (exit 1)', async () => {
    const baseline = join(dir, 'rex-1dPro.json');
    expect((await cli('convert', rex('1dPro_100CPT_5Tkns_1SPT_1_'), '-o', baseline, '--config', config)).code).toBe(0);
    const json = join(dir, 'regression.json');
    const result = await cli(
      'compare',
      '--baseline',
      baseline,
      '--candidate',
      rex('0.5dPro_100CPT_5Tkns_1SPT'),
      '--candidate-config',
      config,
      '--json',
      json,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/read .*0\.5dPro.* as humaneval \(detected from its content\): 164 problems/);
    const gate = report(json);
    expect(gate.verdict).toBe('regression');
    expect([gate.baseline.format, gate.candidate.format]).toEqual(['passk', 'humaneval']);
  });

  it('two repeats of one 1dPro configuration are not a regression (exit 0)', async () => {
    const baseline = join(dir, 'rex-1dPro-repeat.json');
    await cli('convert', rex('1dPro_100CPT_5Tkns_1SPT_1_'), '-o', baseline, '--config', config);
    const json = join(dir, 'noise.json');
    const result = await cli(
      'compare',
      '--baseline',
      baseline,
      '--candidate',
      rex('1dPro_100CPT_5Tkns_1SPT_2_'),
      '--candidate-config',
      config,
      '--json',
      json,
    );
    expect(result.code).toBe(0);
    expect(report(json).verdict).not.toBe('regression');
  });

  it('a converted evalplus run against a raw human-eval run: refused as judged differently, compared when allowed', async () => {
    const baseline = join(dir, 'julien-base.json');
    const evalplus = join(realdata, 'evalplus/julien-pour/rd_gene_1_1samples_eval_results.json');
    expect((await cli('convert', evalplus, '--criterion', 'base', '-o', baseline, '--config', config)).code).toBe(0);
    expect(JSON.parse(readFileSync(baseline, 'utf8')).judgement).toEqual({
      format: 'evalplus',
      criterion: 'base',
      dataset: '84f4b93a1270b492e4c54d5212da7a5b',
    });
    const json = join(dir, 'mixed.json');
    const args = [
      'compare',
      '--baseline',
      baseline,
      '--candidate',
      rex('1dPro_1CPT_500Tkns_1SPT'),
      '--candidate-config',
      config,
      '--json',
      json,
      '--match-config',
      'temperature,top_p,n',
    ];
    const refused = await cli(...args);
    expect(refused.code).toBe(3);
    expect(report(json).verdict).toBe('refused');
    expect(report(json).reasons).toEqual([
      expect.stringContaining(
        "passes were judged differently (harness differs): the baseline's passes were judged by evalplus " +
          "(criterion base, dataset 84f4b93a1270b492e4c54d5212da7a5b), the candidate's by humaneval",
      ),
    ]);
    expect(refused.stdout.split('\n')[0]).toBe(
      'Blocks merge: not compared, the runs were judged differently (harness differs)',
    );
    // Both judgements side by side: what a pass means on each side.
    expect(refused.stdout).toMatch(/harness +evalplus +humaneval/);
    expect(refused.stdout).toMatch(/pass criterion +base +not recorded/);
    expect(refused.stdout).toMatch(/suite or dataset version +84f4b93a1270b492e4c54d5212da7a5b +not recorded/);
    expect(refused.stdout).toContain('--allow-mixed-judgement');
    const allowed = await cli(...args, '--allow-mixed-judgement');
    const gate = report(json);
    expect(allowed.code).toBe(gate.verdict === 'regression' ? 1 : 0);
    expect(gate.verdict).not.toBe('refused');
    expect([gate.baseline.format, gate.candidate.format]).toEqual(['passk', 'humaneval']);
    expect(gate.warnings[0]).toMatch(/^mixed judgement \(harness differs\): /);
    // Said under the headline, not only among the warnings at the end.
    expect(allowed.stdout.split('\n')[1]).toMatch(/^ {2}! mixed judgement \(harness differs\)/);
  });
});

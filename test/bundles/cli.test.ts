import { spawn, spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findNode, nodeVariable, versionOf, nodeBinary } from '../support/node-versions.js';
import { bundleCopy, tempDir } from '../support/temp.js';
import { haveRealdata, realdata, realdataTitle } from '../formats/paths.js';
import { commandLines } from '../support/terminal.js';

const root = join(import.meta.dirname, '..', '..');

const examples = { baseline: join(root, 'examples/baseline.json'), candidate: join(root, 'examples/candidate.json') };

/** Node majors the CLI and the library support (package.json engines: >=20), oldest and newest. */
const MAJORS = [20, 24] as const;

const nodes = MAJORS.map((major) => ({ major, binary: findNode(major) }));

function run(binary: string, args: string[]) {
  const result = spawnSync(binary, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return result;
}

describe('the bundled CLI (dist/cli.js)', () => {
  for (const { major, binary } of nodes) {
    it.skipIf(binary === undefined)(
      binary === undefined
        ? `runs under Node ${major} (skipped: no Node ${major} found; set ${nodeVariable(major)})`
        : `runs under Node ${major} (${binary})`,
      () => {
        expect(versionOf(binary!)).toMatch(new RegExp(`^v${major}\\.`));
        const result = run(binary!, [join(root, 'dist/cli.js'), '--version']);
        expect(result.status).toBe(0);
        expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
      },
    );
  }

  it.skipIf(nodes.some((node) => node.binary === undefined))(
    'gives the same bytes and exit status under Node 20 and Node 24, from a folder with no node_modules',
    () => {
      const alone = bundleCopy('passk-dist-', root);
      const args = [
        join(alone, 'cli.js'),
        'compare',
        '--baseline',
        examples.baseline,
        '--candidate',
        examples.candidate,
      ];
      const outputs = nodes.map(({ binary }) => run(binary!, [...args, '--seed', '3']));
      expect(outputs.map((o) => o.status)).toEqual([0, 0]);
      expect(outputs[0]!.stdout).toMatch(/^Can merge: pass@1 rose/);
      expect(outputs[1]!.stdout).toBe(outputs[0]!.stdout);
      const reversed = [
        join(alone, 'cli.js'),
        'compare',
        '--baseline',
        examples.candidate,
        '--candidate',
        examples.baseline,
      ];
      expect(nodes.map(({ binary }) => run(binary!, reversed).status)).toEqual([1, 1]);
      const missing = nodes.map(({ binary }) => run(binary!, [join(alone, 'cli.js'), 'compare', '--baseline', 'nope']));
      expect(missing.map((o) => o.status)).toEqual([2, 2]);
      expect(missing[1]!.stderr).toBe(missing[0]!.stderr);
    },
  );

  for (const { major, binary } of nodes) {
    it.skipIf(binary === undefined)(
      `keeps its exit status, without a stack trace, when the reader closes the pipe early (Node ${major})`,
      async () => {
        // The JSON report goes to stdout (--json -), whose reader is gone before the first write: EPIPE.
        const child = spawn(
          binary!,
          [
            join(root, 'dist/cli.js'),
            'compare',
            '--baseline',
            examples.baseline,
            '--candidate',
            examples.candidate,
            '--json',
            '-',
          ],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        );
        child.stdout.destroy();
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const status = await new Promise<number | null>((done) => child.on('close', (code) => done(code)));
        expect(stderr).not.toMatch(/EPIPE|at .*cli\.js/);
        expect(stderr).toMatch(/^Can merge: pass@1 rose/);
        expect(status).toBe(0);
      },
    );

    // Linux's /dev/full refuses every write with ENOSPC, as a full disk does.
    it.skipIf(binary === undefined || !existsSync('/dev/full'))(
      `says in one line that stdout cannot be written, exit 2, when the disk is full (Node ${major})`,
      () => {
        const full = openSync('/dev/full', 'w');
        try {
          const result = spawnSync(
            binary!,
            [join(root, 'dist/cli.js'), 'compare', '--baseline', examples.baseline, '--candidate', examples.candidate],
            { stdio: ['ignore', full, 'pipe'], encoding: 'utf8' },
          );
          expect(result.stderr).toBe('passk-gate: error: stdout: cannot be written (ENOSPC)\n');
          expect(result.status).toBe(2);
        } finally {
          closeSync(full);
        }
      },
    );
  }
});

/** dist/cli.js and every chunk it imports, statically or when a command needs it. */
function cliModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const pending = [join(root, 'dist/cli.js')];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (modules.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    modules.set(file, text);
    for (const [, path] of text.matchAll(/(?:from\s*|import\()\s*"(\.{1,2}\/[^"]+\.js)"/g))
      pending.push(join(dirname(file), path!));
  }
  return modules;
}

describe('the CLI bundle as Node loads it', () => {
  const modules = cliModules();

  it('is ASCII throughout, which Node reads as one byte a character', () => {
    expect(modules.size).toBeGreaterThan(10);
    const wide = [...modules].filter(([, text]) => /[^\x00-\x7f]/.test(text)).map(([file]) => relative(root, file));
    expect(wide).toEqual([]);
  });

  it('does not bundle the debug logger, which loads tty and net at start-up', () => {
    const withDebug = [...modules].filter(([, text]) => text.includes('node_modules/debug/'));
    expect(withDebug.map(([file]) => relative(root, file))).toEqual([]);
    expect([...modules.values()].some((text) => text.includes('@stdlib/math-base-special-gammaincinv'))).toBe(true);
  });

  it("writes only the report to stdout with the yaml package's debug variables set", () => {
    const config = join(root, 'examples/passk-gate.yml');
    const env = { ...process.env, LOG_TOKENS: '1', LOG_STREAM: '1' };
    const result = spawnSync(process.execPath, [join(root, 'dist/cli.js'), 'gate', '--config', config, '--json', '-'], {
      encoding: 'utf8',
      env,
    });
    expect(result.status).toBe(1);
    expect((JSON.parse(result.stdout) as { format: string }).format).toBe('passk-gate-report/v2');
  });

  const node24 = findNode(24);

  /** The Node built-ins and the bundle's files a run of the CLI under Node 24 loads, with its exit status. */
  function loadedBy(args: string[]) {
    const preload = join(tempDir('passk-loaded-'), 'loaded.cjs');
    writeFileSync(
      preload,
      [
        'const files = [];',
        "require('node:module').registerHooks({ load: (url, context, next) => (files.push(url), next(url, context)) });",
        "process.on('exit', () => require('node:fs').writeSync(2, '\\n' + JSON.stringify([process.moduleLoadList, files])));",
      ].join('\n'),
    );
    const env = { ...process.env };
    delete env.MLFLOW_TRACKING_URI;
    const result = spawnSync(node24!, ['-r', preload, join(root, 'dist/cli.js'), ...args], { encoding: 'utf8', env });
    const [builtins, files] = JSON.parse(result.stderr.trim().split('\n').at(-1)!) as [string[], string[]];
    return {
      status: result.status,
      builtins: builtins.map((name) => name.replace(/^NativeModule /, '')),
      sources: files
        .filter((url) => url.startsWith('file:'))
        .flatMap((url) => [...readFileSync(new URL(url), 'utf8').matchAll(/^\/\/ (src\/\S+)$/gm)].map((m) => m[1]!)),
    };
  }

  const compare = ['compare', '--baseline', examples.baseline, '--candidate', examples.candidate];
  /** What the examples' compare loads, spawned once for the tests that read it. */
  let compareLoads: ReturnType<typeof loadedBy> | undefined;
  const loadedByCompare = () => (compareLoads ??= loadedBy(compare));

  it.skipIf(node24 === undefined)(
    "reads only the exports of Node's built-ins it uses: a compare loads no worker_threads or diff module (Node 24)",
    () => {
      const { status, builtins } = loadedByCompare();
      expect(status).toBe(0);
      // The list is the real one: util's parseArgs, which the CLI uses, loaded its module.
      expect(builtins).toContain('internal/util/parse_args/parse_args');
      expect(builtins.filter((name) => /^(worker_threads|internal\/util\/diff|internal\/file)$/.test(name))).toEqual(
        [],
      );
    },
  );

  it.skipIf(node24 === undefined)('loads the MLflow client only for a run read from MLflow (Node 24)', () => {
    const files = loadedByCompare();
    expect(files.sources).toContain('src/load/read.ts');
    expect(files.sources.filter((source) => /mlflow-client|load\/mlflow/.test(source))).toEqual([]);
    const mlflow = loadedBy(['compare', '--baseline', 'runs:/abc/results.json', '--candidate', examples.candidate]);
    // Refused for want of MLFLOW_TRACKING_URI, by the client.
    expect(mlflow.status).toBe(2);
    expect(mlflow.sources).toEqual(expect.arrayContaining(['src/io/mlflow-client.ts', 'src/load/mlflow.ts']));
  });
});

const example = (name: string) => join(root, 'examples', name);

describe('the bundled CLI at a terminal width', () => {
  const cli = join(root, 'dist/cli.js');
  const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));
  /** Runs the CLI with `env` for its environment, as a shell whose output goes to a pipe would. */
  const run = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8', env });
  const inherited = { ...process.env };
  delete inherited.COLUMNS;

  it('fits COLUMNS, or 80 columns when it is unset, as the output is a pipe', () => {
    const args = ['compare', '--baseline', example('baseline.json'), '--candidate', example('candidate.json')];
    expect(widest(run(inherited, ...args).stdout)).toBe(80);
    expect(widest(run({ ...inherited, COLUMNS: '60' }, ...args).stdout)).toBeLessThanOrEqual(60);
    expect(widest(run({ ...inherited, COLUMNS: 'wide' }, ...args).stdout)).toBe(80);
  });

  it.skipIf(!haveRealdata)(
    realdataTitle('fits COLUMNS=60 on two human-eval results files, a refusal and its fix command included'),
    () => {
      // Named as the harness names them, in a folder of their own.
      const dir = tempDir('passk-columns-');
      const files = ['deepseek-coder_6.7b_results.jsonl', 'codegemma_7b_results.jsonl'].map((name) => {
        copyFileSync(join(realdata, 'human-eval/poe-evaluation', name), join(dir, name));
        return join(dir, name);
      });
      const env = { ...inherited, COLUMNS: '60' };
      const pair = ['compare', '--baseline', files[0]!, '--candidate', files[1]!];
      const greedy = run(env, ...pair, '--baseline-config', 'temperature=0', '--candidate-config', 'temperature=0');
      expect(greedy.status).toBe(1);
      expect(greedy.stdout).toMatch(/^Blocks merge: pass@1 fell 12\.2 points\n/);
      const refused = run(env, ...pair);
      expect(refused.status).toBe(3);
      for (const { stdout } of [greedy, refused]) {
        const wide = stdout.split('\n').filter((line) => line.length > 60);
        // Only a path, which no width can break, is wider.
        expect(wide.every((line) => !/ /.test(line.trim().replace(/ \\$/, '')))).toBe(true);
      }
      // The fix runs as given: its lines, pasted, are one command, which names the CLI as it was run (`node
      // dist/cli.js` from a clone, where `passk-gate` is not on the PATH).
      const fix = commandLines(refused.stdout, 'node dist/cli.js ')
        .join('\n')
        .replace(/ \\\n */g, ' ')
        .trim();
      expect(fix).toBe(
        `node dist/cli.js ${pair.join(' ')} --baseline-config temperature= --candidate-config temperature=`,
      );
      const pasted = spawnSync('sh', ['-c', fix.replaceAll('temperature=', 'temperature=0')], {
        cwd: root,
        encoding: 'utf8',
        env,
      });
      expect(pasted.stdout).toBe(greedy.stdout);
    },
  );
});

describe('the bundled CLI on plan', () => {
  it('gives the same bytes on Node 20 and Node 24', () => {
    const alone = bundleCopy('passk-dist-plan-', root);
    const args = [
      join(alone, 'cli.js'),
      'plan',
      '--baseline',
      example('scored-baseline.json'),
      '--metric',
      'n@k',
      '--k',
      '5',
    ];
    const node20 = spawnSync(nodeBinary(20), args, { encoding: 'utf8' });
    const node24 = spawnSync(nodeBinary(24), args, { encoding: 'utf8' });
    expect(node20.stdout).toMatch(/^1@5 \(by score\), 164 problems/);
    expect(node24.stdout).toBe(node20.stdout);
  }, 30_000);
});

const scored = {
  baseline: join(root, 'examples/scored-baseline.json'),
  candidate: join(root, 'examples/scored-candidate.json'),
};

describe('the bundled CLI on n@k', () => {
  it('gives the same bytes on Node 20 and Node 24', () => {
    const alone = bundleCopy('passk-dist-metrics-', root);
    const args = [
      join(alone, 'cli.js'),
      'compare',
      '--baseline',
      scored.baseline,
      '--candidate',
      scored.candidate,
      '--metric',
      'n@k',
      '--k',
      '10',
      '--submit',
      '2',
    ];
    // Each version by its absolute path: inside npm scripts `node` is the Node 24 devDependency.
    const node20 = spawnSync(nodeBinary(20), args, { encoding: 'utf8' });
    const node24 = spawnSync(nodeBinary(24), args, { encoding: 'utf8' });
    expect(node20.stdout).toMatch(/^Blocks merge: 2@10 \(by score\) fell/);
    expect(node24.stdout).toBe(node20.stdout);
  });
});

describe('the bundled CLI on several files a side', () => {
  it('merges the files of a glob and of repeated flags alike on Node 20 and Node 24, with no node_modules', () => {
    const alone = bundleCopy('passk-dist-glob-', root);
    const small = (run: string) => join(root, 'test/fixtures/formats/terminalbench/small', run, 'results.json');
    const compare = (...baseline: string[]) => [
      join(alone, 'cli.js'),
      'compare',
      ...baseline.flatMap((file) => ['--baseline', file]),
      '--candidate',
      small('2025-08-02__09-00-00'),
      '--confidence',
      '0.85',
      '--json',
      '-',
    ];
    const globbed = compare(small('2025-08-0[1]__*'));
    const node20 = spawnSync(nodeBinary(20), globbed, { encoding: 'utf8' });
    const node24 = spawnSync(nodeBinary(24), globbed, { encoding: 'utf8' });
    expect([node20.status, node24.status]).toEqual([1, 1]);
    expect(JSON.parse(node20.stdout)).toMatchObject({ verdict: 'regression', baseline: { value: 0.75 } });
    expect(node24.stdout).toBe(node20.stdout);
    const listed = spawnSync(nodeBinary(20), compare(small('2025-08-01__09-00-00')), { encoding: 'utf8' });
    expect(listed.stdout).toBe(node20.stdout);
  });
});

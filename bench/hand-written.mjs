// `npm run bench:hand-written`: measures hand-written parts against the libraries that would replace them, on
// the inputs they exist for, and prints markdown tables for the README:
// - the zip reader (src/io/zip.ts) against fflate, reading an Inspect .eval log's header.json and summaries.json;
//   each reader runs in its own process: the time is that of the read alone (median of --runs), the memory is
//   the process's peak resident set (GNU time);
// - reading passk-results/v1 files (JSON.parse and the ajv schema check): the whole CLI gating pass@1 on
//   generated suites, under each Node at hand, against another build of the CLI when --against names one (the
//   hand-written scanner that read files of 1.5 MB or more was measured so, and removed: see --help);
// - the GitHub API retries (src/publish/retry.ts) against @octokit/plugin-retry and @octokit/plugin-throttling,
//   on the loopback API server (bench/api-retries.ts), and the size the plugins would add to a bundle.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { unzipSync, zipSync } from 'fflate';
import { median } from 'simple-statistics';
import { generateSuite, uniforms } from './generate.mjs';
import { peakMemoryMeasured, runOnce } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const INSPECT = join(root, 'test/fixtures/formats/inspect/2025-03-01T10-00-00+00-00_humaneval_T1.eval');
const PARTS = ['zip', 'canonical', 'api'];
const NODE_24 = join(root, 'node_modules/node/bin/node');
const SUITES = '1000x20,1000x20+tests,10000x20,10000x20+tests,100000x20,100000x20+tests,1000000x20,1000000x10+score';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    samples: { type: 'string', default: '2000' },
    suites: { type: 'string', default: SUITES },
    cli: { type: 'string', default: join(root, 'dist/cli.js') },
    label: { type: 'string', default: 'JSON.parse + ajv' },
    against: { type: 'string' },
    'against-label': { type: 'string', default: 'scanner' },
    budget: { type: 'string', default: '60' },
    only: { type: 'string', default: PARTS.join(',') },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout
    .write(`Usage: npm run bench:hand-written -- [--only PARTS] [--runs N] [--samples N] [--suites LIST] [--against FILE]

  --runs N       runs per reader, per CLI and per API client; the median time is printed (default 7)
  --samples N    sample entries of 256 KB in the large .eval log (default 2000: about 0.5 GB of JSON)
  --suites LIST  canonical: PROBLEMSxN counts only, PROBLEMSxN+score with a pass flag and a score per sample,
                 PROBLEMSxN+tests with test counts too, comma-separated (default
                 ${SUITES})
  --cli FILE     canonical: the CLI bundle to time (default dist/cli.js: run \`npm run build\` first)
  --label TEXT   canonical: its name in the table (default "JSON.parse + ajv")
  --against FILE canonical: another CLI bundle to time beside it, e.g. dist/cli.js built at an earlier commit
                 (the scanner: \`git archive 9454091 | tar -x -C DIR\`, node_modules linked into DIR, \`npm run
                 build\` there; set SCAN_MIN_CHARS in DIR/dist/cli.js to 0 to scan files of any size, not only
                 those of 1.5 MB or more). Keep it beside a package.json of "type": "module", as dist/ is, or
                 Node parses it twice
  --against-label TEXT  its name (default "scanner")
  --budget S     canonical: seconds one suite may take per CLI and Node before it stops repeating (default 60)
  --only PARTS   comma-separated parts to measure: zip, canonical, api (default all)
`);
  process.exit(0);
}
const runs = Number(values.runs);
const only = new Set(values.only.split(',').map((part) => part.trim()));
const unknown = [...only].filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  process.stderr.write(`--only: unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}\n`);
  process.exit(2);
}

/** The probe: each reader behind one command line, bundled from the sources with esbuild. */
const PROBE = `
import { readFileSync, createReadStream } from 'node:fs';
import { unzipSync, Unzip, UnzipInflate } from 'fflate';
import { openZip } from './src/io/zip.ts';

const WANTED = new Set(['header.json', 'summaries.json']);
const [variant, file] = process.argv.slice(2);

async function fflateStream(path) {
  const found = new Map();
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (entry) => {
    if (!WANTED.has(entry.name)) return;
    const parts = [];
    entry.ondata = (error, chunk, final) => {
      if (error) throw error;
      parts.push(chunk);
      if (final) found.set(entry.name, Buffer.concat(parts));
    };
    entry.start();
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) unzip.push(chunk);
  unzip.push(new Uint8Array(0), true);
  return found;
}

const readers = {
  'zip-hand-written': async () => {
    const zip = await openZip(file);
    const sizes = [];
    for (const name of WANTED) sizes.push((await zip.read(name)).length);
    await zip.close();
    return sizes;
  },
  'zip-fflate-unzipSync': async () => {
    const entries = unzipSync(readFileSync(file), { filter: (entry) => WANTED.has(entry.name) });
    return [...WANTED].map((name) => entries[name].length);
  },
  'zip-fflate-Unzip-stream': async () => {
    const entries = await fflateStream(file);
    return [...WANTED].map((name) => entries.get(name).length);
  },
};

const start = process.hrtime.bigint();
const result = await readers[variant]();
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
process.stdout.write(JSON.stringify({ seconds, result }));
`;

/** `PROBLEMSxN`, `PROBLEMSxN+score` or `PROBLEMSxN+tests` as { problems, n, perSample }. */
function parseSuite(spec) {
  const match = /^(\d+)x(\d+)(?:\+(score|tests))?$/.exec(spec.trim().replace(/_/g, ''));
  if (match === null) throw new Error(`--suites: expected PROBLEMSxN[+score|+tests], got ${spec}`);
  return { problems: Number(match[1]), n: Number(match[2]), perSample: match[3] };
}

/**
 * A run whose problems carry per-sample data, as bench/samples.mjs writes it: each sample a pass flag, a score
 * (two decimals) and, with `tests`, test counts.
 */
async function writeSampleRun(path, { problems, n, perSample }, seed, shift) {
  const uniform = uniforms(seed);
  const out = createWriteStream(path);
  out.write(
    `{"format":"passk-results/v1","config":{"temperature":0.8,"top_p":0.95,"n":${n},"max_tokens":512},"problems":[\n`,
  );
  const chunk = [];
  for (let i = 0; i < problems; i++) {
    const rate = 1 / (1 + Math.exp(-(4 * uniform() - 2 + shift)));
    const total = 5 + ((i * 7) % 11);
    const samples = [];
    let c = 0;
    for (let j = 0; j < n; j++) {
      const pass = uniform() < rate;
      if (pass) c++;
      const score = Math.round((uniform() - 0.9 + (pass ? 0.3 : 0)) * 100) / 100;
      const tests =
        perSample === 'tests'
          ? `,"tests_passed":${pass ? total : Math.floor(uniform() * total)},"tests_total":${total}`
          : '';
      samples.push(`{"pass":${pass},"score":${score}${tests}}`);
    }
    chunk.push(`{"id":"task/${i}","n":${n},"c":${c},"samples":[${samples.join(',')}]}`);
    if (chunk.length === 1000 || i === problems - 1) {
      if (!out.write(chunk.join(',\n') + (i === problems - 1 ? '\n]}\n' : ',\n'))) await once(out, 'drain');
      chunk.length = 0;
    }
  }
  out.end();
  await once(out, 'finish');
}

const RUSAGE_MARK = 'passk-bench-rusage=';

/** Where GNU time is missing: a module preloaded into the CLI that prints its CPU time and peak memory at exit. */
function rusagePreload(dir) {
  const path = join(dir, 'rusage.mjs');
  writeFileSync(
    path,
    `process.on('exit', () => { const u = process.resourceUsage(); ` +
      `process.stderr.write('\\n${RUSAGE_MARK}' + [u.userCPUTime / 1e6, u.systemCPUTime / 1e6, u.maxRSS].join(' ') + '\\n'); });\n`,
  );
  return path;
}

/** One `node CLI compare` gating pass@1: wall-clock seconds, CPU seconds (user + system), peak memory in kB. */
function timeCompare(node, cli, suite, preload) {
  const compare = [cli, 'compare', '--baseline', suite.baseline, '--candidate', suite.candidate];
  const [command, args] = peakMemoryMeasured
    ? ['/usr/bin/time', ['-f', `${RUSAGE_MARK}%U %S %M`, node, ...compare]]
    : [node, ['--import', pathToFileURL(preload).href, ...compare]];
  const start = process.hrtime.bigint();
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  const mark = run.stderr.lastIndexOf(RUSAGE_MARK);
  // 0: can merge, 1: blocks merge; anything else is a failed read.
  if ((run.status !== 0 && run.status !== 1) || mark < 0) {
    throw new Error(`${cli} on ${suite.label}: exit ${run.status ?? run.signal}: ${run.stderr.trim().slice(-300)}`);
  }
  const [user, system, peakKb] = run.stderr
    .slice(mark + RUSAGE_MARK.length)
    .trim()
    .split(/\s+/)
    .map(Number);
  return { wall, cpu: user + system, peakKb };
}

/** The CLIs in turn, up to --runs times or until one has had --budget seconds: median times, largest peak. */
function timeCompares(node, clis, suite, preload) {
  const done = clis.map(() => []);
  const budget = Number(values.budget);
  for (let i = 0; i < runs; i++) {
    clis.forEach(({ path }, c) => done[c].push(timeCompare(node, path, suite, preload)));
    if (done.some((results) => results.reduce((sum, r) => sum + r.wall, 0) > budget)) break;
  }
  return done.map((results) => ({
    wall: median(results.map((r) => r.wall)),
    cpu: median(results.map((r) => r.cpu)),
    peakKb: Math.max(...results.map((r) => r.peakKb)),
    runs: results.length,
  }));
}

/** The Node binaries to time under: this one, and the Node 24 devDependency when it is another version. */
function nodes() {
  const found = [{ path: process.execPath, version: process.version.slice(1) }];
  if (existsSync(NODE_24)) {
    const version = spawnSync(NODE_24, ['--version'], { encoding: 'utf8' }).stdout.trim().slice(1);
    if (version !== found[0].version) found.push({ path: NODE_24, version });
  }
  return found;
}

/**
 * The canonical section: the whole CLI gating pass@1 on generated suites (a baseline and a candidate over the
 * same problems), under each Node, for --cli and, given, --against.
 */
async function canonicalSection(dir) {
  const clis = [{ path: resolve(values.cli), label: values.label }];
  if (values.against !== undefined) clis.push({ path: resolve(values.against), label: values['against-label'] });
  for (const { path } of clis) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  }
  const preload = rusagePreload(dir);
  const node = nodes();
  const seconds = (value) => (value < 1 ? `${(value * 1000).toFixed(0)} ms` : `${value.toFixed(2)} s`);
  const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
  const header = [
    'suite',
    'each file',
    'read by',
    ...node.flatMap(({ version }) => [`Node ${version}: wall`, 'CPU', 'peak memory']),
  ];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (i < 3 ? '---' : '---:')).join(' | ')} |`];
  const spent = new Set();
  for (const spec of values.suites.split(',')) {
    const suite = parseSuite(spec);
    const per = { score: ', pass and score per sample', tests: ', pass, score and tests per sample' }[suite.perSample];
    suite.label = `${suite.problems.toLocaleString('en-US')} problems × n=${suite.n}${per ?? ''}`;
    process.stderr.write(`generating ${suite.label} ...\n`);
    if (suite.perSample === undefined) {
      Object.assign(suite, await generateSuite(dir, suite.problems, suite.n, 1));
    } else {
      suite.baseline = join(dir, 'samples-baseline.json');
      suite.candidate = join(dir, 'samples-candidate.json');
      await writeSampleRun(suite.baseline, suite, suite.problems, 0);
      await writeSampleRun(suite.candidate, suite, suite.problems + 1, -0.05);
    }
    const bytes = statSync(suite.baseline).size;
    const measured = node.map(({ path, version }) => {
      process.stderr.write(`timing ${suite.label} on Node ${version} ...\n`);
      return timeCompares(path, clis, suite, preload);
    });
    const size = bytes < 1e6 ? `${Math.round(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;
    clis.forEach(({ label }, c) => {
      const cells = measured.flatMap((byCli) => {
        const m = byCli[c];
        spent.add(m.runs);
        return [seconds(m.wall), seconds(m.cpu), `${Math.round(m.peakKb / 1024)} MB`];
      });
      lines.push(`| ${suite.label} | ${size} | ${label} | ${cells.join(' | ')} |`);
    });
    if (clis.length === 2) {
      const cells = measured.flatMap(([a, b]) => [
        ratio(a.wall, b.wall),
        ratio(a.cpu, b.cpu),
        ratio(a.peakKb, b.peakKb),
      ]);
      lines.push(`| | | ${clis[0].label} ÷ ${clis[1].label} | ${cells.join(' | ')} |`);
    }
    await rm(suite.baseline);
    await rm(suite.candidate);
  }
  const [fewest, most] = [Math.min(...spent), Math.max(...spent)];
  const counted = fewest === most ? `${most}` : `${fewest} to ${most}`;
  return (
    `#### passk-results/v1 files: the whole CLI, \`node CLI compare\` gating pass@1 (the default interval, 10,000 resamples)\n\n` +
    `${lines.join('\n')}\n\nMedian of ${counted} runs of each CLI in turn (fewer when one took over ${values.budget} s ` +
    `in all); CPU is user + system; peak memory is the largest resident set of the process ` +
    `(${peakMemoryMeasured ? 'GNU time' : 'process.resourceUsage().maxRSS'}).`
  );
}

/** esbuild's options for the bench's bundles: ESM for Node 20, with a `require` for bundled CommonJS. */
const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);",
  },
};

async function bundleProbe(dir) {
  const entry = join(root, 'bench-probe.ts');
  const outfile = join(dir, 'probe.mjs');
  await build({
    ...NODE_BUNDLE,
    stdin: { contents: PROBE, resolveDir: root, sourcefile: entry, loader: 'ts' },
    outfile,
  });
  return outfile;
}

/** Seeded JSON text that compresses about as well as an Inspect sample's transcript (about 4:1). */
function sampleText(index, bytes) {
  const words = ['def', 'return', 'assert', 'self', 'model', 'content', 'the', 'value', 'error', 'list', 'for', 'in'];
  let x = (index + 1) >>> 0;
  const next = () => {
    x = (x + 0x9e3779b9) | 0;
    let z = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const parts = [];
  let length = 0;
  while (length < bytes) {
    const r = next();
    const word = r % 3 === 0 ? (r >>> 4).toString(36).slice(0, 4) : words[(r >>> 8) % words.length];
    parts.push(word);
    length += word.length + 1;
  }
  return JSON.stringify({ id: `task/${index}`, messages: [{ role: 'assistant', content: parts.join(' ') }] });
}

function largeEvalLog(dir, samples) {
  const entries = unzipSync(readFileSync(INSPECT));
  for (let i = 0; i < samples; i++) entries[`samples/task_${i}_epoch_1.json`] = Buffer.from(sampleText(i, 256 * 1024));
  // Inspect writes header.json and summaries.json last, after the samples.
  const ordered = Object.fromEntries(
    Object.entries(entries).sort(([a], [b]) => Number(!a.startsWith('samples/')) - Number(!b.startsWith('samples/'))),
  );
  const path = join(dir, 'large.eval');
  writeFileSync(path, zipSync(ordered, { level: 6 }));
  return path;
}

function measure(probe, variant, file) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const run = runOnce(process.execPath, [probe, variant, file], { timeoutSeconds: 300 });
    if (run.status !== 0) return { failed: (run.stderr.trim().split('\n').at(-1) ?? run.signal ?? '').slice(0, 200) };
    const { seconds, result } = JSON.parse(run.stdout);
    results.push({ seconds, peakKb: run.peakKb, result });
  }
  return {
    seconds: median(results.map((r) => r.seconds)),
    peakMb: Math.max(...results.map((r) => r.peakKb ?? 0)) / 1024,
    result: results[0].result,
  };
}

function table(title, rows) {
  const lines = [`#### ${title}`, '', '| input | reader | read time | peak memory |', '| --- | --- | ---: | ---: |'];
  for (const [input, reader, m] of rows) {
    lines.push(
      m.failed === undefined
        ? `| ${input} | ${reader} | ${m.seconds < 1 ? `${(m.seconds * 1000).toFixed(1)} ms` : `${m.seconds.toFixed(2)} s`} | ${Math.round(m.peakMb)} MB |`
        : `| ${input} | ${reader} | failed: ${m.failed} | |`,
    );
  }
  return lines.join('\n');
}

/**
 * bench/api-retries.ts bundled into `dir`. test/support/github-server.ts finds GitHub's REST description from
 * its own URL, so `import.meta.url` (only that module reads it) stays the source file's.
 */
async function bundleApiRetries(dir) {
  const outfile = join(dir, 'api-retries.mjs');
  await build({
    ...NODE_BUNDLE,
    absWorkingDir: root,
    entryPoints: ['bench/api-retries.ts'],
    outfile,
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'test/support/github-server.ts')).href) },
  });
  return outfile;
}

/**
 * Bytes of an esbuild bundle of the API client (src/publish/github-comments.ts), without and with the two
 * plugins, bundled as `npm run build` bundles (scripts/build.mjs), and minified; with the bytes Bottleneck
 * (the plugins' scheduler) takes in it.
 */
async function pluginBundleSizes() {
  const client = "export { githubClient } from './src/publish/github-comments.ts';\n";
  const plugins =
    "export { retry } from '@octokit/plugin-retry';\nexport { throttling } from '@octokit/plugin-throttling';\n";
  const size = async (contents, minify) => {
    const result = await build({
      ...NODE_BUNDLE,
      stdin: { contents, resolveDir: root, sourcefile: join(root, 'bench-entry.ts'), loader: 'ts' },
      charset: 'utf8',
      legalComments: 'eof',
      minify,
      write: false,
      metafile: true,
    });
    const inputs = Object.entries(Object.values(result.metafile.outputs)[0].inputs);
    return {
      bytes: result.outputFiles[0].contents.length,
      bottleneck: inputs
        .filter(([path]) => path.includes('node_modules/bottleneck/'))
        .reduce((s, [, i]) => s + i.bytesInOutput, 0),
    };
  };
  const sizes = {};
  for (const minify of [false, true]) {
    const without = await size(client, minify);
    const withPlugins = await size(client + plugins, minify);
    sizes[minify ? 'minified' : 'built'] = { without, withPlugins };
  }
  return sizes;
}

function sizeTable({ built, minified }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const added = ({ without, withPlugins }) =>
    `+${kb(withPlugins.bytes - without.bytes)} (Bottleneck ${kb(withPlugins.bottleneck)})`;
  return [
    '| bundle | as `npm run build` bundles | minified |',
    '| --- | ---: | ---: |',
    `| \`githubClient\` (src/publish/github-comments.ts) | ${kb(built.without.bytes)} | ${kb(minified.without.bytes)} |`,
    `| the same with both plugins | ${kb(built.withPlugins.bytes)} | ${kb(minified.withPlugins.bytes)} |`,
    `| added by the plugins | ${added(built)} | ${added(minified)} |`,
  ].join('\n');
}

const dir = await mkdtemp(join(os.tmpdir(), 'passk-bench-hand-'));
try {
  const sections = [];
  if (only.has('zip')) {
    const probe = await bundleProbe(dir);
    const large = largeEvalLog(dir, Number(values.samples));
    const largeMb = (readFileSync(large).length / 1048576).toFixed(0);
    const zipRows = [];
    for (const [input, file] of [
      [`the fixture log (${(readFileSync(INSPECT).length / 1024).toFixed(1)} kB)`, INSPECT],
      [`${values.samples} samples of 256 kB (${largeMb} MB zipped)`, large],
    ]) {
      for (const reader of ['zip-hand-written', 'zip-fflate-unzipSync', 'zip-fflate-Unzip-stream']) {
        zipRows.push([input, reader.replace(/^zip-/, ''), measure(probe, reader, file)]);
      }
    }
    sections.push(table('Inspect .eval log: header.json and summaries.json', zipRows));
  }
  if (only.has('canonical')) {
    sections.push(await canonicalSection(dir));
  }
  if (only.has('api')) {
    const apiRetries = await bundleApiRetries(dir);
    const { measureApiRetries, apiRetriesTable } = await import(pathToFileURL(apiRetries).href);
    sections.push(
      `#### GitHub API: one comment run (GraphQL viewer, then the upsert), each run its own process\n\n${apiRetriesTable(await measureApiRetries(runs, apiRetries))}`,
      `#### Bundle size of the API client\n\n${sizeTable(await pluginBundleSizes())}`,
    );
  }
  process.stdout.write(
    `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; median of ${runs} runs\n\n` +
      `${sections.join('\n\n')}\n`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}

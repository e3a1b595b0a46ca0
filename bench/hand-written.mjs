// `npm run bench:hand-written`: measures three hand-written parts against the libraries that would replace them,
// on the inputs they exist for, and prints markdown tables for the README:
// - the zip reader (src/io/zip.ts) against fflate, reading an Inspect .eval log's header.json and summaries.json;
// - the canonical scanner (src/formats/canonical-scan.ts) against JSON.parse and the ajv schema check;
// - the GitHub API retries (src/publish/retry.ts) against @octokit/plugin-retry and @octokit/plugin-throttling,
//   on the loopback API server (bench/api-retries.ts), and the size the plugins would add to a bundle.
// Each reader runs in its own process: the time is that of the read alone (median of --runs), the memory is
// the process's peak resident set (GNU time).
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { unzipSync, zipSync } from 'fflate';
import { median } from 'simple-statistics';
import { generateSuite } from './generate.mjs';
import { runOnce } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const INSPECT = join(root, 'test/fixtures/formats/inspect/2025-03-01T10-00-00+00-00_humaneval_T1.eval');
const PARTS = ['zip', 'canonical', 'api'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    samples: { type: 'string', default: '2000' },
    problems: { type: 'string', default: '1000000' },
    only: { type: 'string', default: PARTS.join(',') },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write(`Usage: npm run bench:hand-written -- [--runs N] [--samples N] [--problems N] [--only PARTS]

  --runs N       runs per reader and per API client; the median time is printed (default 7)
  --samples N    sample entries of 256 KB in the large .eval log (default 2000: about 0.5 GB of JSON)
  --problems N   problems in the large passk-results/v1 file (default 1000000)
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
import { parseCanonicalResults, canonicalToRun } from './src/formats/canonical.ts';

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
  'canonical-scanner': async () => parseCanonicalResults(readFileSync(file, 'utf8'), file).problems.length,
  'canonical-JSON.parse-ajv': async () => canonicalToRun(JSON.parse(readFileSync(file, 'utf8')), file).problems.length,
};

const start = process.hrtime.bigint();
const result = await readers[variant]();
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
process.stdout.write(JSON.stringify({ seconds, result }));
`;

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
  if (only.has('zip') || only.has('canonical')) {
    const probe = await bundleProbe(dir);
    if (only.has('zip')) {
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
      const suite = await generateSuite(dir, Number(values.problems), 10, 1);
      const canonicalRows = ['canonical-scanner', 'canonical-JSON.parse-ajv'].map((reader) => [
        `${Number(values.problems).toLocaleString('en-US')} problems (${(readFileSync(suite.baseline).length / 1048576).toFixed(0)} MB)`,
        reader.replace(/^canonical-/, ''),
        measure(probe, reader, suite.baseline),
      ]);
      sections.push(table('passk-results/v1 file, read into checked counts', canonicalRows));
    }
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

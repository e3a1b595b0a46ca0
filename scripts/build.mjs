// Bundles the CLI, the action and the library into dist/, with the library's type declarations in one file.
// The output depends only on the sources and the locked dependencies, not on the folder the repository is in
// or on when it is built, so CI can rebuild and diff it.
import { build } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import dtsBundleGenerator from 'dts-bundle-generator';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A JSON Schema's validator as code, compiled by ajv with the options of the module it replaces
 * (src/formats/canonical-validator.ts, src/load/history-validator.ts): the bundles then skip compiling the schema (and
 * loading ajv) at start-up.
 */
async function validatorCode(schemaFile, exportName) {
  const schema = JSON.parse(await readFile(`${root}schema/${schemaFile}`, 'utf8'));
  const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true, code: { source: true, esm: true } });
  ajv.addSchema(schema, 'schema');
  return standaloneCode.default(ajv, { [exportName]: 'schema' });
}

const validators = [
  {
    filter: /[\\/]src[\\/]formats[\\/]canonical-validator\.ts$/,
    code: await validatorCode('passk-results-v1.schema.json', 'validateCanonical'),
  },
  {
    filter: /[\\/]src[\\/]load[\\/]history-validator\.ts$/,
    code: await validatorCode('passk-gate-history-v1.schema.json', 'validateHistoryRecord'),
  },
];

const precompiledValidator = {
  name: 'precompiled-validators',
  setup(build) {
    for (const { filter, code } of validators) {
      build.onLoad({ filter }, () => ({ contents: code, loader: 'js', resolveDir: root }));
    }
  },
};

/**
 * stdlib's gamma inverse logs through the `debug` package, which at load reads the environment and loads tty and
 * net (about 14 ms of a 164-problem run's start-up). Nothing the gate prints comes from it, so it is a no-op here.
 */
const silentDebug = {
  name: 'silent-debug',
  setup(build) {
    build.onResolve({ filter: /^debug$/ }, () => ({ path: 'debug', namespace: 'silent-debug' }));
    build.onLoad({ filter: /.*/, namespace: 'silent-debug' }, () => ({
      contents: 'module.exports = () => () => {};',
      loader: 'js',
    }));
  },
};

/**
 * The yaml package prints its tokens to stdout when LOG_TOKENS or LOG_STREAM is set, a debugging aid that would
 * corrupt the JSON a run writes there (`--json -`). Those reads are bundled as false; a yaml release that reads
 * them otherwise fails the build, so the switch cannot come back unnoticed.
 */
const YAML_DEBUG = /node_process\.env\.(LOG_TOKENS|LOG_STREAM)/g;
const quietYaml = {
  name: 'quiet-yaml',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]yaml[\\/]dist[\\/](parse[\\/]parser|compose[\\/]composer)\.js$/ },
      async ({ path }) => {
        const text = await readFile(path, 'utf8');
        if (text.match(YAML_DEBUG)?.length !== 1)
          throw new Error(`${path}: expected one read of LOG_TOKENS or LOG_STREAM`);
        return { contents: text.replace(YAML_DEBUG, 'false'), loader: 'js' };
      },
    );
  },
};

/**
 * An ESM import of a Node built-in reads every export of it, and some exports load other modules when read:
 * node:util's setTraceSigInt loads worker_threads and its diff a diff module, node:fs's Dir and node:buffer's File
 * their own, node:http's its agents (together about 5 ms of a 164-problem run's start-up). So the sources'
 * imports of these built-ins are bundled as a module that reads only the exports the code uses: the others are
 * tree-shaken away.
 */
const builtinsByProperty = {
  name: 'builtins-by-property',
  setup(build) {
    build.onResolve({ filter: /^node:(buffer|fs|http|util)$/ }, ({ path, kind }) =>
      kind === 'import-statement' ? { path, namespace: 'builtin' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'builtin' }, async ({ path }) => {
      const names = Object.keys(await import(path)).filter((name) => name !== 'default');
      const exports = names.map((name) => `export const ${name} = /* @__PURE__ */ (() => builtin.${name})();`);
      return {
        contents: [`const builtin = require(${JSON.stringify(path)});`, 'export default builtin;', ...exports].join(
          '\n',
        ),
        loader: 'js',
      };
    });
  },
};

/**
 * @actions/core imports @actions/http-client (and with it undici, about 800 kB) for its OIDC token client alone,
 * which the action never asks for: marked free of side effects, it is bundled only where something uses it.
 */
const httpClientUnlessUsed = {
  name: 'http-client-unless-used',
  setup(build) {
    build.onResolve(
      { filter: /^@actions\/http-client(\/|$)/ },
      async ({ path, importer, resolveDir, kind, pluginData }) => {
        if (pluginData === httpClientUnlessUsed) return undefined;
        const resolved = await build.resolve(path, { importer, resolveDir, kind, pluginData: httpClientUnlessUsed });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, sideEffects: false };
      },
    );
  },
};

/**
 * @actions/github as the action reads it at start-up: its `context` alone. Its main module also holds getOctokit,
 * whose import of Octokit and its HTTP stack (lib/utils.js, about 1 MB) code splitting would load at every start,
 * used or not; the PR comment's client imports lib/utils itself, in a chunk loaded only by a run that calls the
 * GitHub API. A source that imports anything else from '@actions/github' fails the build.
 */
const githubContextOnly = {
  name: 'github-context-only',
  setup(build) {
    build.onResolve({ filter: /^@actions\/github$/ }, () => ({ path: '@actions/github', namespace: 'github-context' }));
    build.onLoad({ filter: /.*/, namespace: 'github-context' }, () => ({
      contents:
        "import { Context } from './node_modules/@actions/github/lib/context.js';\nexport const context = new Context();",
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/** Bundled CommonJS dependencies call require() for Node built-ins; ESM has no require of its own. */
const REQUIRE =
  "import { createRequire as __passkCreateRequire } from 'node:module';\nconst require = __passkCreateRequire(import.meta.url);";

/**
 * The three entry points in one build, split: what a run does not use (YAML, the MLflow client, ...) is a chunk
 * loaded only when used, and code the entries share is in one chunk. Chunk names are hashes of their content.
 */
async function bundles() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { cli: 'src/bin/cli.ts', index: 'src/index.ts', library: 'src/library.ts' },
    outdir: 'dist',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    legalComments: 'eof',
    logLevel: 'warning',
    plugins: [
      precompiledValidator,
      silentDebug,
      quietYaml,
      builtinsByProperty,
      httpClientUnlessUsed,
      githubContextOnly,
    ],
    banner: { js: REQUIRE },
    write: false,
  });
  await rm(`${root}dist`, { recursive: true, force: true });
  await mkdir(`${root}dist/chunks`, { recursive: true });
  await Promise.all(
    result.outputFiles.map((file) =>
      writeFile(
        file.path,
        file.path.endsWith(`${sep}dist${sep}cli.js`) ? `#!/usr/bin/env node\n${file.text}` : file.text,
      ),
    ),
  );
}

/**
 * The library's declarations as one file: what `import ... from 'passk-gate'` sees. Generated from the sources
 * by the TypeScript compiler (dts-bundle-generator), with only the library's exports and the types they use.
 */
function libraryDeclarations() {
  const [text] = dtsBundleGenerator.generateDtsBundle(
    [{ filePath: `${root}src/library.ts`, output: { noBanner: true, exportReferencedTypes: false } }],
    { preferredConfigPath: `${root}tsconfig.json` },
  );
  return `// The types of the passk-gate library (src/library.ts), generated by npm run build.\n${text}`;
}

await bundles();
await writeFile(`${root}dist/library.d.ts`, libraryDeclarations());

// Bundles the CLI and the action into dist/. The output depends only on the sources and the locked
// dependencies, not on the folder the repository is in, so CI can rebuild and diff it.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The passk-results/v1 validator as code, compiled by ajv with the options of
 * src/formats/canonical-validator.ts: the bundles then skip compiling the schema (and loading ajv) at start-up.
 */
async function canonicalValidatorCode() {
  const schema = JSON.parse(await readFile(`${root}schema/passk-results-v1.schema.json`, 'utf8'));
  const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true, code: { source: true, esm: true } });
  ajv.addSchema(schema, 'canonical');
  return standaloneCode.default(ajv, { validateCanonical: 'canonical' });
}

const validatorCode = await canonicalValidatorCode();

const precompiledValidator = {
  name: 'precompiled-canonical-validator',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]formats[\\/]canonical-validator\.ts$/ }, () => ({
      contents: validatorCode,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  charset: 'utf8',
  legalComments: 'eof',
  logLevel: 'warning',
  plugins: [precompiledValidator],
  // Bundled CommonJS dependencies call require() for Node built-ins; ESM has no require of its own.
  banner: {
    js: "import { createRequire as __passkCreateRequire } from 'node:module';\nconst require = __passkCreateRequire(import.meta.url);",
  },
};

await Promise.all([
  build({
    ...shared,
    entryPoints: ['src/bin/cli.ts'],
    outfile: 'dist/cli.js',
    banner: { js: `#!/usr/bin/env node\n${shared.banner.js}` },
  }),
  build({ ...shared, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' }),
]);

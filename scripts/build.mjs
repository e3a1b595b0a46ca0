// Bundles the CLI and the action into dist/. The output depends only on the sources and the locked
// dependencies, not on the folder the repository is in, so CI can rebuild and diff it.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  charset: 'utf8',
  legalComments: 'eof',
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require() for Node built-ins; ESM has no require of its own.
  banner: { js: "import { createRequire as __passkCreateRequire } from 'node:module';\nconst require = __passkCreateRequire(import.meta.url);" },
};

await Promise.all([
  build({ ...shared, entryPoints: ['src/bin/cli.ts'], outfile: 'dist/cli.js', banner: { js: `#!/usr/bin/env node\n${shared.banner.js}` } }),
  build({ ...shared, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' }),
]);

// Runs a TypeScript script of bench/ (`node bench/run-ts.mjs bench/X.ts [args]`): bundles it, with the sources it
// imports, by esbuild into a temporary module and imports that; the script sees its own arguments from argv[2].
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [entry] = process.argv.splice(2, 1);
if (entry === undefined || !entry.endsWith('.ts')) {
  console.error('usage: node bench/run-ts.mjs bench/SCRIPT.ts [args]');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const result = await build({
  absWorkingDir: root,
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __passkCreateRequire } from 'node:module';\nconst require = __passkCreateRequire(import.meta.url);",
  },
});
const folder = await mkdtemp(join(os.tmpdir(), 'passk-bench-'));
const file = join(folder, basename(entry).replace(/\.ts$/, '.mjs'));
try {
  await writeFile(file, result.outputFiles[0].contents);
  await import(pathToFileURL(file).href);
} finally {
  await rm(folder, { recursive: true, force: true });
}

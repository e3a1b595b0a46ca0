// Runs bench/sequential-table.ts: bundles it (with the sources it imports) by esbuild into a temporary module.
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = await build({
  absWorkingDir: root,
  entryPoints: ['bench/sequential-table.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'warning',
  banner: { js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);" },
});
const folder = await mkdtemp(join(os.tmpdir(), 'passk-sequential-'));
const file = join(folder, 'sequential-table.mjs');
try {
  await writeFile(file, result.outputFiles[0].contents);
  await import(pathToFileURL(file).href);
} finally {
  await rm(folder, { recursive: true, force: true });
}

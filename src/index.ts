import module from 'node:module';
import { fileURLToPath } from 'node:url';

// Node 22.1 and later keep V8's compiled code of the bundle between runs (see src/bin/cli.ts).
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const [{ run }, packageJson] = await Promise.all([
  import('./action.js'),
  import('../package.json', { with: { type: 'json' } }),
]);
await run(packageJson.default.version, fileURLToPath(import.meta.url));

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunResults } from '../../src/common/types.js';
import { loadResults } from '../../src/load/read.js';

const EXAMPLES = resolve(dirname(fileURLToPath(import.meta.url)), '../../examples');

/** A results file from examples/, read as the CLI reads it (with its samples, for n@k and pass-ratio@n). */
export function readExample(name: string, scoreField?: string): Promise<RunResults> {
  return loadResults(resolve(EXAMPLES, name), { samples: true, scoreField });
}

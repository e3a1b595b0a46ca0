import packageJson from '../package.json' with { type: 'json' };
import { run } from './action.js';

await run(packageJson.version);
